import {PrivacyPolicyArticle as PrivacyPolicyArticleNow} from './PrivacyPolicySections';
import {TermsArticle as TermsArticleNow} from './TermsSections';
import {staticIsland} from '~/sharing';

/*
 * The privacy policy and the terms are text: the browser keeps the server's markup and loads their code
 * (about 5 and 4 kB) only when it renders the page itself, after a client-side navigation. The islands are
 * declared here, not in the routes: from a route module, Rollup puts the dynamically imported module back
 * into the route's own chunk.
 */
export const PrivacyPolicyArticle = staticIsland(import.meta.env.SSR ? PrivacyPolicyArticleNow : null, () =>
  import('./PrivacyPolicySections').then((module) => module.PrivacyPolicyArticle),
);

export const TermsArticle = staticIsland(import.meta.env.SSR ? TermsArticleNow : null, () =>
  import('./TermsSections').then((module) => module.TermsArticle),
);

// URL redirects, as a shop owner creates them in the Shopify admin (Online Store > Navigation > URL
// redirects); the seeded ones are in ../seed/urlRedirects.json. Shopify stores the path with a leading slash
// and no trailing slash (the admin refuses one); the target is a path on the shop or an absolute URL.

import redirectSeeds from '../seed/urlRedirects.json' with {type: 'json'};
import {byId, paginate} from './connections.mjs';
import {compareTerm, filterByQuery, textMatch} from './searchSyntax.mjs';

/** @type {ReadonlyArray<{id: string, n: number, path: string, target: string}>} */
export const urlRedirects = Object.freeze(
  redirectSeeds.map(({n, path, target}) =>
    Object.freeze({id: `gid://shopify/UrlRedirect/${n}`, n, path, target}),
  ),
);

/** Whole-value comparison, case-insensitive; a trailing `*` makes the value a prefix. */
function sameOrPrefix(actual, value) {
  const have = actual.toLowerCase();
  const want = value.toLowerCase();
  return want.endsWith('*') ? have.startsWith(want.slice(0, -1)) : have === want;
}

function redirectTermMatches(redirect, term) {
  let ok;
  switch (term.field) {
    case null:
      ok = textMatch(`${redirect.path} ${redirect.target}`.toLowerCase(), term.value);
      break;
    case 'path':
      ok = sameOrPrefix(redirect.path, term.value);
      break;
    case 'target':
      ok = sameOrPrefix(redirect.target, term.value);
      break;
    case 'id':
      ok = redirect.id === term.value || compareTerm(redirect.n, term.value);
      break;
    default:
      // Shopify ignores a filter on a field it does not know rather than failing the query.
      ok = true;
  }
  return term.negate ? !ok : ok;
}

/**
 * URL redirects matching a `query` the way Shopify's urlRedirects connection filters them (Hydrogen's
 * storefrontRedirect asks `path:/lowercased-path` and takes the first): `path:` and `target:` compare the
 * whole value case-insensitively, `id:` takes the numeric id or a comparison, a bare word searches both.
 */
export function filterUrlRedirects(list, query) {
  return filterByQuery(list, query, redirectTermMatches);
}

export const redirectResolvers = {
  QueryRoot: {
    urlRedirects: (_s, args) => paginate(filterUrlRedirects(urlRedirects, args.query), args, byId),
  },
};

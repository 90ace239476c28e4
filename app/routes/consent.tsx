import {redirect, type ActionFunctionArgs} from '@shopify/remix-oxygen';
import {sameOriginPath} from '~/lib/redirectTarget';
import {
  CONSENT_INTENTS,
  OPTIONAL_CATEGORIES,
  consentForChoice,
  type ConsentActionData,
  type ConsentIntent,
} from '~/features/consent';
import {
  clearConsentCookieHeader,
  consentCookieHeader,
  hasGpcSignal,
} from '~/features/consent/index.server';
import {wantsData} from '~/lib/forms';

/** Nothing to show here: the banner and the Cookie Settings buttons post to this route. */
export function loader() {
  return redirect('/cookies');
}

/**
 * The consent banner's choices (accept, reject, save) and Cookie Settings (reset). Each sets or clears
 * the `cookieConsent` cookie, then sends the shopper back where they were (303) or, for a fetcher,
 * answers with the stored record.
 */
export async function action({request, context}: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const intent = form?.get('intent');
  if (!form || !isConsentIntent(intent)) {
    return answer(
      {error: 'Unknown cookie choice'},
      {status: 400, headers: {'Cache-Control': 'no-store'}},
    );
  }

  const secure = context.config.SITE_ENV === 'production';
  const gpc = hasGpcSignal(request.headers) || form.get('gpc') === '1';
  const consent = intent === 'reset' ? null : choose(intent, form, gpc);
  const headers = new Headers({
    'Set-Cookie': consent
      ? consentCookieHeader(consent, {secure})
      : clearConsentCookieHeader({secure}),
    'Cache-Control': 'no-store',
  });

  if (wantsData(form)) return answer({consent}, {headers});
  return redirect(sameOriginPath(form.get('redirectTo'), '/'), {status: 303, headers});
}

/**
 * A Response, not `data()`: this route has no page, so a plain form post (no JavaScript, or an API client)
 * gets exactly this status and these headers. Remix passes `data()` from a page-less route through as a
 * 200 JSON dump of the wrapper, which lost the 400 and the Set-Cookie (the fuzz spec found it).
 */
function answer(body: ConsentActionData, init: ResponseInit) {
  return Response.json(body, init);
}

function choose(intent: Exclude<ConsentIntent, 'reset'>, form: FormData, gpc: boolean) {
  const ticked = form
    .getAll('category')
    .filter((value): value is string =>
      (OPTIONAL_CATEGORIES as readonly unknown[]).includes(value),
    );
  return consentForChoice(intent, {gpc, ticked});
}

function isConsentIntent(value: unknown): value is ConsentIntent {
  return (CONSENT_INTENTS as readonly unknown[]).includes(value);
}

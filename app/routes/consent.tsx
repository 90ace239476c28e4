import {redirect, type ActionFunctionArgs} from '@shopify/remix-oxygen';
import {sameOriginPath} from '~/lib/redirectTarget';
import {
  CONSENT_INTENTS,
  OPTIONAL_CATEGORIES,
  consentForChoice,
  type ConsentIntent,
  type ConsentRecord,
} from '~/features/consent';
import {
  clearConsentCookieHeader,
  consentCookieHeader,
  hasGpcSignal,
} from '~/features/consent/index.server';
import {answerForm, formSubmission} from '~/server/forms.server';

/** Nothing to show here: the banner and the Cookie Settings buttons post to this route. */
export function loader() {
  return redirect('/cookies');
}

export type ConsentActionData = {consent: ConsentRecord | null} | {error: string};

/**
 * The consent banner's choices (accept, reject, save) and Cookie Settings (reset). Each sets or clears
 * the `cookieConsent` cookie, then sends the shopper back where they were (303) or, for a fetcher,
 * answers with the stored record.
 */
export async function action({request, context}: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  // A page-less route: its answers are Responses, so a plain post (or an API client) gets exactly this
  // status and these headers (`data()` from such a route came out as a 200 dump of the wrapper).
  const submission = formSubmission(form, context.session, {resourceRoute: true});
  const intent = form?.get('intent');
  if (!form || !isConsentIntent(intent)) {
    return answerForm<ConsentActionData>(submission, {
      data: {error: 'Unknown cookie choice'},
      status: 400,
      headers: {'Cache-Control': 'no-store'},
    });
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

  return answerForm<ConsentActionData>(submission, {
    data: {consent},
    headers,
    next: {to: sameOriginPath(form.get('redirectTo'), '/')},
  });
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

/**
 * Cookie consent (SPEC.md 2 "Consent banner", 3 "Cookie consent record", 4 "Consent", 9).
 *
 * The server's source of truth is the `cookieConsent` cookie (so the banner never flashes and works
 * without JavaScript); the browser mirrors it to localStorage `cookieConsent` with the same fields.
 * The cookie value is the record as URI-encoded JSON, the same shape as the localStorage mirror.
 * Reading and writing the cookie is server work: see consent.server.ts.
 */

export const CONSENT_KEY = 'cookieConsent';
export const CONSENT_CHANGED_EVENT = 'consent-changed';
/** 12 months (SPEC.md 9), in seconds. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const OPTIONAL_CATEGORIES = ['personalization', 'analytics', 'marketing'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

export const CONSENT_INTENTS = ['accept', 'reject', 'save', 'reset'] as const;
export type ConsentIntent = (typeof CONSENT_INTENTS)[number];

/** The spec's record, as stored in the cookie and mirrored to localStorage. */
export interface ConsentRecord {
  required: true;
  personalization: boolean;
  marketing: boolean;
  analytics: boolean;
}

export const CATEGORY_LABELS: Record<OptionalCategory, {label: string; description: string}> = {
  personalization: {
    label: 'Personalization',
    description: 'Remember what you viewed and your preferences.',
  },
  analytics: {
    label: 'Analytics',
    description: 'Help us understand how the shop is used so we can improve it.',
  },
  marketing: {
    label: 'Marketing',
    description: 'Let our advertising partners show you our ads on other sites and apps.',
  },
};

/**
 * The record a banner choice stands for.
 * - Accept All: everything on, except that a Global Privacy Control signal keeps marketing off. The
 *   privacy and cookie policies promise to treat GPC as an opt-out of targeted ads; a generic "accept"
 *   does not override that.
 * - Reject All (and the close X): everything off except required.
 * - Save Preferences: exactly the ticked boxes. A shopper who ticks Marketing under GPC has said so
 *   explicitly, so that choice stands.
 */
export function consentForChoice(
  intent: Exclude<ConsentIntent, 'reset'>,
  {gpc, ticked = []}: {gpc: boolean; ticked?: readonly string[]},
): ConsentRecord {
  switch (intent) {
    case 'accept':
      return {required: true, personalization: true, marketing: !gpc, analytics: true};
    case 'reject':
      return {required: true, personalization: false, marketing: false, analytics: false};
    case 'save':
      return {
        required: true,
        personalization: ticked.includes('personalization'),
        marketing: ticked.includes('marketing'),
        analytics: ticked.includes('analytics'),
      };
  }
}

export function serializeConsent(record: ConsentRecord): string {
  const {required, personalization, marketing, analytics} = record;
  return encodeURIComponent(JSON.stringify({required, personalization, marketing, analytics}));
}

/** What the consent action answers a fetcher: the stored choice, or why it was refused. */
export type ConsentActionData = {consent: ConsentRecord | null} | {error: string};

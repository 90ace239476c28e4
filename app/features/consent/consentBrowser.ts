import {CONSENT_CHANGED_EVENT, CONSENT_KEY, type ConsentRecord} from './consent';

/**
 * The browser side of consent: the localStorage mirror, the `consent-changed` event and tracking
 * start-up. Only ever called from effects and event handlers (never during render).
 */

/** Writes the spec's record to localStorage; storage may be unavailable (private mode), which is fine. */
export function mirrorConsent(record: ConsentRecord | null) {
  try {
    if (record) {
      const {required, personalization, marketing, analytics} = record;
      window.localStorage.setItem(
        CONSENT_KEY,
        JSON.stringify({required, personalization, marketing, analytics}),
      );
    } else {
      window.localStorage.removeItem(CONSENT_KEY);
    }
  } catch {
    // Without storage the cookie still carries the choice.
  }
}

export function announceConsent(record: ConsentRecord) {
  window.dispatchEvent(new CustomEvent<ConsentRecord>(CONSENT_CHANGED_EVENT, {detail: record}));
}

/** True when the browser itself reports a Global Privacy Control preference. */
export function browserGpc(): boolean {
  return (navigator as Navigator & {globalPrivacyControl?: boolean}).globalPrivacyControl === true;
}

const started = new Set<string>();

/**
 * Starts tracking for the categories the shopper allowed, once per page load. No tracker is wired up
 * yet, so starting one only logs (SPEC.md 4: "It only logs").
 */
export function initTracking(record: ConsentRecord) {
  const allowed = [
    record.analytics ? 'analytics' : null,
    record.marketing ? 'marketing' : null,
    record.personalization ? 'personalization' : null,
  ].filter((category): category is string => category !== null);
  for (const category of allowed) {
    if (started.has(category)) continue;
    started.add(category);
    console.info(`[consent] ${category} tracking initialised`);
  }
}

/** Marks a Cookie Settings form (footer, cookie policy). */
export const COOKIE_SETTINGS_ATTRIBUTE = 'data-cookie-settings';

/**
 * Cookie Settings forms are plain forms, and the footer's is markup the browser keeps from the server
 * (staticIsland) with no handler of its own: one listener clears the localStorage mirror and points the
 * form's return at the page the shopper is on now, which may not be the page the server rendered.
 */
export function listenForCookieSettings() {
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute(COOKIE_SETTINGS_ATTRIBUTE)) return;
    const redirectTo = form.elements.namedItem('redirectTo');
    if (redirectTo instanceof HTMLInputElement) {
      redirectTo.value = `${window.location.pathname}${window.location.search}`;
    }
    mirrorConsent(null);
  };
  document.addEventListener('submit', onSubmit);
  return () => document.removeEventListener('submit', onSubmit);
}

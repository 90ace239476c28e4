// The consent cookie on the server: read from requests, written in responses (the record: consent.ts).
import {z} from 'zod';
import {
  CONSENT_KEY,
  CONSENT_MAX_AGE_SECONDS,
  OPTIONAL_CATEGORIES,
  serializeConsent,
  type ConsentRecord,
  type OptionalCategory,
} from './consent';
import {lazySchema} from '~/server/zod.server';

/** Exactly the spec's record; anything else (extra keys, strings for booleans) is not a choice. */
export const consentRecordSchema = lazySchema(
  () =>
    z.strictObject({
      required: z.literal(true),
      personalization: z.boolean(),
      marketing: z.boolean(),
      analytics: z.boolean(),
    }) satisfies z.ZodType<ConsentRecord>,
);

/** A stored value back into a record; anything malformed is ignored (null), never trusted. */
export function parseConsent(value: string | null | undefined): ConsentRecord | null {
  if (!value || value.length > 500) return null;
  let json: unknown;
  try {
    json = JSON.parse(value.startsWith('{') ? value : decodeURIComponent(value));
  } catch {
    return null;
  }
  const result = consentRecordSchema().safeParse(json);
  return result.success ? result.data : null;
}

/** The consent cookie's value from a Cookie header (the last one wins if the browser sent two). */
export function readConsentCookie(cookieHeader: string | null | undefined): ConsentRecord | null {
  if (!cookieHeader) return null;
  let value: string | null = null;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === CONSENT_KEY) value = part.slice(index + 1).trim();
  }
  return parseConsent(value);
}

/** Set-Cookie for a choice: 12 months, whole site, Lax, Secure in production. */
export function consentCookieHeader(record: ConsentRecord, {secure}: {secure: boolean}): string {
  return [
    `${CONSENT_KEY}=${serializeConsent(record)}`,
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Set-Cookie that removes the choice (Cookie Settings). */
export function clearConsentCookieHeader({secure}: {secure: boolean}): string {
  return [
    `${CONSENT_KEY}=`,
    'Max-Age=0',
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Browsers with Global Privacy Control send `Sec-GPC: 1` on every request. */
export function hasGpcSignal(headers: Headers): boolean {
  return headers.get('Sec-GPC')?.trim() === '1';
}

/** The page variant a stored consent choice picks: one digit per optional category, in their order. */
function consentVariant(allowed: (category: OptionalCategory) => boolean): string {
  return `consent-${OPTIONAL_CATEGORIES.map((category) => (allowed(category) ? '1' : '0')).join('')}`;
}

/**
 * The consent choice as the page cache's one shared cookie (its sharing policy): each choice of the
 * optional categories is a variant of every shared page; a cookie that is no choice picks none.
 */
export const CONSENT_SHARED_COOKIE = {
  name: CONSENT_KEY,
  variantOf(cookieHeader: string | null): string | null {
    const consent = readConsentCookie(cookieHeader);
    return consent ? consentVariant((category) => consent[category]) : null;
  },
  variants: Array.from({length: 2 ** OPTIONAL_CATEGORIES.length}, (_, choice) =>
    consentVariant((category) => (choice & (1 << OPTIONAL_CATEGORIES.indexOf(category))) !== 0),
  ),
} as const;

// The consent cookie on the server: read from requests, written in responses (the record: consent.ts).
import {z} from 'zod';
import {
  CONSENT_KEY,
  CONSENT_MAX_AGE_SECONDS,
  serializeConsent,
  type ConsentRecord,
} from './consent';
import {preferJitlessZod} from '~/server/zod.server';

preferJitlessZod();

/** Exactly the spec's record; anything else (extra keys, strings for booleans) is not a choice. */
export const consentRecordSchema = z.strictObject({
  required: z.literal(true),
  personalization: z.boolean(),
  marketing: z.boolean(),
  analytics: z.boolean(),
}) satisfies z.ZodType<ConsentRecord>;

/** A stored value back into a record; anything malformed is ignored (null), never trusted. */
export function parseConsent(value: string | null | undefined): ConsentRecord | null {
  if (!value || value.length > 500) return null;
  let json: unknown;
  try {
    json = JSON.parse(value.startsWith('{') ? value : decodeURIComponent(value));
  } catch {
    return null;
  }
  const result = consentRecordSchema.safeParse(json);
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

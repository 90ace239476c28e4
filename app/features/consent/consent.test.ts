import {describe, expect, it} from 'vitest';
import {consentForChoice, serializeConsent, type ConsentRecord} from './consent';
import {
  clearConsentCookieHeader,
  consentCookieHeader,
  hasGpcSignal,
  parseConsent,
  readConsentCookie,
} from './consent.server';

const ALL: ConsentRecord = {
  required: true,
  personalization: true,
  marketing: true,
  analytics: true,
};
const NONE: ConsentRecord = {
  required: true,
  personalization: false,
  marketing: false,
  analytics: false,
};

describe('consentForChoice', () => {
  it('Accept All allows every category', () => {
    expect(consentForChoice('accept', {gpc: false})).toEqual(ALL);
  });

  it('Accept All under Global Privacy Control keeps marketing off', () => {
    expect(consentForChoice('accept', {gpc: true})).toEqual({...ALL, marketing: false});
  });

  it('Reject All (and the close X) keeps only required', () => {
    expect(consentForChoice('reject', {gpc: false})).toEqual(NONE);
    expect(consentForChoice('reject', {gpc: true})).toEqual(NONE);
  });

  it('Save Preferences stores exactly the ticked boxes, ignoring unknown names', () => {
    expect(
      consentForChoice('save', {gpc: false, ticked: ['analytics', 'required', 'everything']}),
    ).toEqual({
      ...NONE,
      analytics: true,
    });
    expect(consentForChoice('save', {gpc: false})).toEqual(NONE);
  });

  it('Save Preferences honours an explicit Marketing tick even under GPC', () => {
    expect(consentForChoice('save', {gpc: true, ticked: ['marketing']})).toEqual({
      ...NONE,
      marketing: true,
    });
  });
});

describe('serializeConsent / parseConsent', () => {
  it('round-trips every combination', () => {
    for (const personalization of [true, false]) {
      for (const marketing of [true, false]) {
        for (const analytics of [true, false]) {
          const record: ConsentRecord = {required: true, personalization, marketing, analytics};
          expect(parseConsent(serializeConsent(record))).toEqual(record);
        }
      }
    }
  });

  it('writes a cookie-safe value holding the spec’s four fields', () => {
    const value = serializeConsent({...NONE, analytics: true});
    expect(value).toMatch(/^[A-Za-z0-9%._~-]+$/);
    expect(JSON.parse(decodeURIComponent(value))).toEqual({
      required: true,
      personalization: false,
      marketing: false,
      analytics: true,
    });
  });

  it('reads plain JSON too (the localStorage shape)', () => {
    expect(parseConsent(JSON.stringify(ALL))).toEqual(ALL);
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['not JSON', 'yes'],
    ['broken encoding', '%E0%A4%A'],
    ['a JSON string', '"accepted"'],
    ['an array', '[true,true,true,true]'],
    ['required false', JSON.stringify({...ALL, required: false})],
    ['a missing field', JSON.stringify({required: true, personalization: true, marketing: true})],
    ['a string for a boolean', JSON.stringify({...ALL, marketing: 'true'})],
    ['an extra field', JSON.stringify({...ALL, admin: true})],
    ['an absurdly long value', encodeURIComponent(JSON.stringify({...ALL})) + 'x'.repeat(600)],
  ])('ignores %s', (_name, value) => {
    expect(parseConsent(value)).toBeNull();
  });
});

describe('readConsentCookie', () => {
  it('finds the consent among other cookies', () => {
    const header = `session=abc; cookieConsent=${serializeConsent(NONE)}; cart=c1`;
    expect(readConsentCookie(header)).toEqual(NONE);
  });

  it('ignores a missing header, a missing cookie, a similarly named cookie and a bad value', () => {
    expect(readConsentCookie(null)).toBeNull();
    expect(readConsentCookie('session=abc')).toBeNull();
    expect(readConsentCookie(`xcookieConsent=${serializeConsent(ALL)}`)).toBeNull();
    expect(readConsentCookie('cookieConsent=%7B%22required%22%3Atrue%7D')).toBeNull();
    expect(readConsentCookie('cookieConsent=')).toBeNull();
  });
});

describe('consent cookie headers', () => {
  it('keeps the choice 12 months on the whole site, SameSite=Lax, Secure only in production', () => {
    const local = consentCookieHeader(ALL, {secure: false});
    expect(local).toBe(
      `cookieConsent=${serializeConsent(ALL)}; Max-Age=31536000; Path=/; SameSite=Lax`,
    );
    expect(consentCookieHeader(ALL, {secure: true})).toBe(`${local}; Secure`);
  });

  it('clears the choice with Max-Age=0', () => {
    expect(clearConsentCookieHeader({secure: false})).toBe(
      'cookieConsent=; Max-Age=0; Path=/; SameSite=Lax',
    );
    expect(clearConsentCookieHeader({secure: true})).toMatch(/; Secure$/);
  });
});

describe('hasGpcSignal', () => {
  it('is true only for Sec-GPC: 1', () => {
    expect(hasGpcSignal(new Headers({'Sec-GPC': '1'}))).toBe(true);
    expect(hasGpcSignal(new Headers({'Sec-GPC': '0'}))).toBe(false);
    expect(hasGpcSignal(new Headers())).toBe(false);
  });
});

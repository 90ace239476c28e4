// /consent has no page, so whatever its action returns is exactly what a form post without JavaScript (or
// any other client) receives: the status and the cookie must be on that answer.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {describe, expect, it} from 'vitest';
import {action} from '~/routes/consent';

const context = {config: {SITE_ENV: 'local'}} as unknown as AppLoadContext;

function post(fields: Record<string, string>) {
  const request = new Request('http://shop.test/consent', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return action({request, context, params: {}});
}

describe('POST /consent', () => {
  it('refuses an unknown choice with 400 and a message', async () => {
    const response = await post({intent: 'accept-everything-forever'});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({error: 'Unknown cookie choice'});
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('answers an enhanced Accept All with the record, and stores it in the cookie', async () => {
    const response = await post({intent: 'accept', _answer: 'data'});
    expect(response.status).toBe(200);
    const record = {required: true, personalization: true, marketing: true, analytics: true};
    expect(await response.json()).toEqual({consent: record});
    expect(response.headers.get('Set-Cookie')).toContain(
      `cookieConsent=${encodeURIComponent(JSON.stringify(record))}`,
    );
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('sends a plain form post back where it came from with the cookie', async () => {
    const response = await post({intent: 'reject', redirectTo: '/shop'});
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/shop');
    expect(response.headers.get('Set-Cookie')).toContain('cookieConsent=');
  });
});

import {readdirSync, readFileSync} from 'node:fs';
import type {APIResponse} from '@playwright/test';
import path from 'node:path';
import {JWT_SECRET, SERVICE_ROLE_KEY} from '../../../local/supabase-api/keys.mjs';
import {LOCAL_SESSION_SECRET} from '../../../app/server/envRules.mjs';
import {expect, storedRows, test} from '../support/fixtures';

const FOREIGN = 'https://shop.evil.example';

test('every response carries the security headers; documents a nonce-based CSP that forbids framing', async ({
  request,
}) => {
  for (const url of ['/', '/shop', '/cart', '/no-such-page', '/robots.txt', '/sitemap.xml']) {
    const response = await request.get(url, {maxRedirects: 0});
    const headers = response.headers();
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], url).toBe('DENY');
    expect(headers['permissions-policy'], url).toContain('camera=()');
    // The local stack is plain http: HSTS would be wrong here (production sets it, see security.server.ts).
    expect(headers['strict-transport-security'], url).toBeUndefined();
  }
  const home = await request.get('/');
  const csp = home.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("'unsafe-eval'");
  // Every script in the document carries that nonce (JSON-LD blocks are data, never run).
  const html = await home.text();
  const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
});

test.describe('a POST from another site is refused before any action runs', () => {
  const email = `csrf-${Date.now().toString(36)}@example.com`;
  const FORMS: [string, Record<string, string>][] = [
    ['/newsletter', {intent: 'subscribe', email, source: 'footer'}],
    [
      '/data-sharing-opt-out',
      {firstName: 'Eve', lastName: 'Forger', email, state: 'California', optOutSale: 'on'},
    ],
    ['/cart', {intent: 'add', merchandiseId: 'gid://shopify/ProductVariant/1', quantity: '1'}],
    ['/consent', {intent: 'accept-all'}],
    ['/auth', {intent: 'login', email: 'admin@wildroot.test', password: 'wildroot-admin'}],
    ['/admin/product-copy-manager', {intent: 'generate', handle: 'lavender-oat-soap'}],
    ['/api/admin/overrides', {intent: 'approve', id: '1'}],
  ];

  for (const [url, form] of FORMS) {
    test(`${url}`, async ({request}) => {
      const response = await request.post(url, {form, headers: {Origin: FOREIGN}, maxRedirects: 0});
      expect(response.status()).toBe(403);
      expect(await response.text()).toBe('This form was sent from another site, so it was not accepted.');
      expect(response.headers()['set-cookie']).toBeUndefined();
    });
  }

  test('nothing reaches storage', async ({request}) => {
    for (const [url, form] of FORMS.slice(0, 2)) {
      await request.post(url, {form, headers: {Origin: FOREIGN}, maxRedirects: 0});
    }
    expect(await storedRows('newsletter_subscribers', email)).toEqual([]);
    expect(await storedRows('privacy_requests', email)).toEqual([]);
  });

  test('the same form from our own origin is accepted', async ({request, baseURL}) => {
    const own = `csrf-own-${Date.now().toString(36)}@example.com`;
    const response = await request.post('/newsletter', {
      form: {intent: 'subscribe', email: own, source: 'footer', redirectTo: '/'},
      headers: {Origin: baseURL!},
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(await storedRows('newsletter_subscribers', own)).toHaveLength(1);
  });
});

/** The CSP nonce of an answer, and every distinct nonce its scripts carry. */
async function noncesOf(response: APIResponse) {
  const header = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  const html = await response.text();
  const inScripts = new Set([...html.matchAll(/<script\b[^>]*\bnonce="([^"]+)"/g)].map((match) => match[1]));
  return {header, inScripts: [...inScripts]};
}

test('first-time visitors share a stored page, each answer with a nonce of its own', async ({request}) => {
  // A collection of its own (one the shop does not have: the page lists no products), so no other test has
  // stored this page; a parameter no page reads would not be kept at all.
  const path = `/?collection=run-${Date.now()}`;
  const first = await request.get(path);
  const again = await request.get(path);
  expect(first.headers()['x-page-cache']).toBe('miss');
  expect(['hit', 'stale']).toContain(again.headers()['x-page-cache']);
  expect(again.headers()['server-timing']).toBeUndefined();
  expect(again.headers()['set-cookie']).toBeUndefined();

  const [firstNonces, againNonces] = [await noncesOf(first), await noncesOf(again)];
  expect(firstNonces.inScripts).toEqual([firstNonces.header]);
  expect(againNonces.inScripts).toEqual([againNonces.header]);
  expect(againNonces.header).not.toBe(firstNonces.header);
});

test('a visitor with a cart, a session or a GPC signal gets a page rendered for them', async ({request}) => {
  await request.get('/faq');
  const personal: Record<string, string>[] = [{Cookie: 'cart=abc'}, {Cookie: 'session=xyz'}, {'Sec-GPC': '1'}];
  for (const headers of personal) {
    const own = await request.get('/faq', {headers});
    expect(own.status()).toBe(200);
    expect(own.headers()['x-page-cache'], JSON.stringify(headers)).toBeUndefined();
  }
  // A page that is not a plain success is never stored.
  await request.get('/no-such-page');
  expect((await request.get('/no-such-page')).headers()['x-page-cache']).toBeUndefined();
});

test('visitors who made the same cookie choice share a page, without the banner', async ({request}) => {
  const choice = {required: true, personalization: false, marketing: true, analytics: false};
  const headers = {Cookie: `cookieConsent=${encodeURIComponent(JSON.stringify(choice))}`};
  const path = `/?collection=consent-run-${Date.now()}`;
  const first = await request.get(path, {headers});
  const again = await request.get(path, {headers});
  expect(first.headers()['x-page-cache']).toBe('miss');
  expect(['hit', 'stale']).toContain(again.headers()['x-page-cache']);
  expect(await again.text()).not.toContain('We value your privacy');
  // A first-time visitor of the same page still gets the banner.
  expect(await (await request.get(path)).text()).toContain('We value your privacy');
});

test('admin answers are never cached', async ({request, baseURL}) => {
  const signIn = await request.post('/auth', {
    form: {intent: 'login', email: 'admin@wildroot.test', password: 'wildroot-admin'},
    headers: {Origin: baseURL!},
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(303);
  for (const url of ['/admin/product-copy-manager', '/api/admin/overrides']) {
    const response = await request.get(url, {maxRedirects: 0});
    expect(response.status(), url).toBe(200);
    // The page is a document, private to the admin (server.ts); the API answers no-store itself.
    expect(response.headers()['cache-control'], url).toMatch(/^(private, )?no-store$/);
  }
});

test('no secret reaches the browser bundle', () => {
  const client = path.resolve('dist/client');
  const files = readdirSync(client, {recursive: true, encoding: 'utf8'}).filter((file) =>
    /\.(js|css|html|json|map)$/.test(file),
  );
  expect(files.length).toBeGreaterThan(10);
  const session = LOCAL_SESSION_SECRET;
  const secrets = [SERVICE_ROLE_KEY, JWT_SECRET, session, 'PRIVATE_', 'SUPABASE_SERVICE_ROLE', 'AI_API_KEY'];
  for (const file of files) {
    const text = readFileSync(path.join(client, file), 'utf8');
    for (const secret of secrets) expect(text.includes(secret), `${secret.slice(0, 12)}… in ${file}`).toBe(false);
  }
});

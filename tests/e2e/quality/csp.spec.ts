import type {APIResponse, BrowserContext, Page} from '@playwright/test';
import {E2E_BASE_URL} from '../../../playwright.config';
import {consentBanner} from '../support/consentBanner';
import {expect, expectShopperNotice, STOREFRONT_URL, test} from '../support/fixtures';
import {submitAuth} from '../support/signIn';

const SOAP_PAGE = '/product/lavender-oat-soap';
const SOAP = 'Lavender & Oat Cold Process Soap';

/**
 * Every breach of the page's Content-Security-Policy, in any page of the context: the browser's console line
 * (it comes with JavaScript off too, e.g. for a form the policy stops) and, with JavaScript, the document's
 * `securitypolicyviolation` event.
 */
async function cspBreaches(context: BrowserContext, javaScriptEnabled: boolean) {
  const breaches: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) breaches.push(message.text());
  });
  if (javaScriptEnabled) {
    await context.exposeBinding('__cspBreach', (_source, text: string) => breaches.push(text));
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as {__cspBreach: (text: string) => void}).__cspBreach(
          `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        ),
      ),
    );
  }
  return breaches;
}

/** `directive` → its sources, from a CSP header. */
function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/**
 * The shop's policy, as a document of the local stack carries it: scripts by nonce ('strict-dynamic', neither
 * Shopify's whole CDN nor shopify.com, only the two scripts Hydrogen loads, by path), no plugins, no foreign
 * <base>, no framing, and forms that lead only to the shop and the checkout (the Storefront stand-in).
 */
function expectShopPolicy(header: string, nonce: string) {
  const policy = directives(header);
  const scriptSrc = policy.get('script-src') ?? [];
  expect(scriptSrc).toEqual(expect.arrayContaining(["'strict-dynamic'", `'nonce-${nonce}'`]));
  expect(scriptSrc).not.toContain('https://cdn.shopify.com');
  expect(scriptSrc).not.toContain('https://shopify.com');
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'self'", STOREFRONT_URL]);
}

/** The CSP header of every page of the shop the context loads (redirects carry none). */
function shopPolicies(context: BrowserContext) {
  const policies: string[] = [];
  context.on('response', (response) => {
    if (response.request().resourceType() !== 'document' || response.status() !== 200) return;
    if (new URL(response.url()).origin !== E2E_BASE_URL) return;
    policies.push(response.headers()['content-security-policy'] ?? '');
  });
  return policies;
}

/** With JavaScript the checkout opens in a new tab; without, the form's 303 takes this tab there. */
async function openCheckout(page: Page, javaScriptEnabled: boolean) {
  const button = page.getByRole('button', {name: 'Checkout'});
  if (!javaScriptEnabled) {
    await button.click();
    return page;
  }
  const [tab] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  return tab;
}

test("consent choices, Shopify's scripts, add to cart, checkout and sign-in keep within the CSP", async ({
  page,
  context,
  javaScriptEnabled,
  shopify,
}) => {
  test.slow();
  const breaches = await cspBreaches(context, javaScriptEnabled);
  const policies = shopPolicies(context);

  // Accept: with JavaScript, Hydrogen loads Shopify's Customer Privacy API and perf kit, and its analytics
  // publish the page and product views.
  await page.goto(SOAP_PAGE);
  await consentBanner(page).getByRole('button', {name: 'Accept All'}).click();
  await expect(consentBanner(page)).toHaveCount(0);
  if (javaScriptEnabled) {
    await expect
      .poll(() => shopify.events)
      .toEqual(expect.arrayContaining(['product_page_rendered', 'page_rendered']));
    expect(shopify.scriptsLoaded).toEqual(expect.arrayContaining(['consent', 'perf-kit']));
  }

  await page.getByRole('button', {name: 'Add to Cart'}).first().click();
  await expectShopperNotice(page, ['Added to cart', `1 × ${SOAP}`]);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  if (javaScriptEnabled) await expect.poll(() => shopify.events).toContain('product_added_to_cart');

  // Checkout leaves the shop for the checkout domain: here the Storefront stand-in's http:// origin.
  await page.goto('/cart');
  const checkout = await openCheckout(page, javaScriptEnabled);
  await expect(checkout).toHaveURL(
    new RegExp(`^${STOREFRONT_URL}/checkouts/cn/.+channel=online_store`),
  );
  await expect(checkout.getByText(SOAP)).toBeVisible();
  if (checkout !== page) await checkout.close();

  await page.goto('/auth');
  await submitAuth(page, 'Login', 'shopper@wildroot.test', 'wildroot-shopper');
  await expect(page).toHaveURL(/\/$/);
  await expectShopperNotice(page, 'Successfully logged in!');

  // Decline, from the banner Cookie Settings brings back: with JavaScript, Shopify is told so.
  await page.goto('/faq');
  await page.getByRole('contentinfo').getByRole('button', {name: 'Cookie Settings'}).click();
  await consentBanner(page).getByRole('button', {name: 'Reject All', exact: true}).click();
  await expect(consentBanner(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/faq$/);
  if (javaScriptEnabled) {
    await expect.poll(() => shopify.consentPosts.at(-1)?.consent.analytics).toBe(false);
  }

  expect(breaches, 'CSP violations').toEqual([]);
  // All of it under the shop's policy.
  expect(policies.length).toBeGreaterThanOrEqual(5);
  for (const header of policies) {
    expectShopPolicy(header, /'nonce-([^']+)'/.exec(header)?.[1] ?? 'missing');
  }
});

/** The CSP nonce of an answer, and every distinct nonce its scripts carry (JSON-LD blocks are data). */
async function noncesOf(response: APIResponse) {
  const header = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  const html = await response.text();
  const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => !tag.includes('application/ld+json'),
  );
  const inScripts = new Set(scripts.map((tag) => /\bnonce="([^"]+)"/.exec(tag)?.[1] ?? 'none'));
  return {header, inScripts: [...inScripts]};
}

test('a page served from the page cache carries the whole policy, with a nonce of its own that its scripts share', async ({
  page,
  context,
  request,
  javaScriptEnabled,
}, testInfo) => {
  // A collection the shop does not have, so no other test has stored this page.
  const path = `/?collection=csp-${testInfo.project.name}-${Date.now()}`;
  const first = await request.get(path);
  expect(first.headers()['x-page-cache']).toBe('miss');
  const cached = await request.get(path);
  expect(['hit', 'stale']).toContain(cached.headers()['x-page-cache']);

  const {header: nonce, inScripts} = await noncesOf(cached);
  expect(nonce).toBeTruthy();
  expect(nonce).not.toBe((await noncesOf(first)).header);
  expect(inScripts).toEqual([nonce]);
  expectShopPolicy(cached.headers()['content-security-policy'] ?? '', nonce!);

  // The browser runs the cached copy under its header: it hydrates and nothing is refused.
  if (javaScriptEnabled) {
    const breaches = await cspBreaches(context, javaScriptEnabled);
    const visit = await page.goto(path);
    expect(['hit', 'stale']).toContain(visit?.headers()['x-page-cache']);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    expect(breaches, 'CSP violations').toEqual([]);
  }
});

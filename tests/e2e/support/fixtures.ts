import {test as base, expect, type APIRequestContext, type Page} from '@playwright/test';
import {SERVICE_ROLE_KEY} from '../../../local/supabase-api/keys.mjs';
import {E2E_BASE_URL, E2E_PORTS} from '../../../playwright.config';
import {shopifyStandIn, type ShopifyStandIn} from './shopifyStandIn';

export const STOREFRONT_URL = `http://127.0.0.1:${E2E_PORTS.storefront}`;
export const SUPABASE_URL = `http://127.0.0.1:${E2E_PORTS.supabase}`;

interface Fixtures {
  /** Console errors, or uncaught errors, a test expects (e.g. the browser's own line for a 404 document). */
  expectedConsoleErrors: RegExp[];
  consoleErrors: string[];
  /** Shopify's consent script, perf kit and analytics endpoint, served locally, with what reached them. */
  shopify: ShopifyStandIn;
}

/** Every browser test fails on an unexpected console error or uncaught page error. */
export const test = base.extend<Fixtures>({
  // With JavaScript, page.goto and page.reload wait until the app has hydrated (root sets
  // html[data-hydrated]), so a click never lands on a control whose JS behaviour is not there yet.
  page: async ({page, javaScriptEnabled}, provide) => {
    if (javaScriptEnabled) {
      await page.addInitScript(recordToasts);
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const hydrated = async () => {
        if (new URL(page.url()).port === new URL(E2E_BASE_URL).port) {
          await page.locator('html[data-hydrated]').waitFor({state: 'attached'});
        }
      };
      page.goto = async (...args) => {
        const response = await goto(...args);
        await hydrated();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await hydrated();
        return response;
      };
    }
    await provide(page);
  },
  expectedConsoleErrors: [[], {option: true}],
  // Every test: once a shopper has a cookie choice (or GPC), the shop loads Shopify's scripts.
  shopify: [async ({context}, use) => use(await shopifyStandIn(context)), {auto: true}],
  consoleErrors: [
    async ({page, expectedConsoleErrors}, use) => {
      const errors: string[] = [];
      const expected = (text: string) =>
        expectedConsoleErrors.some((pattern) => pattern.test(text));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!expected(text)) errors.push(text);
      });
      // An uncaught error or unhandled rejection fails the test too, unless the test expects that very
      // error (read as `name: message`, as the console prints it).
      page.on('pageerror', (error) => {
        const text = `${error.name}: ${error.message}`;
        if (!expected(text)) errors.push(`pageerror: ${text}`);
      });
      // The console line for a failed resource has no URL; this names it, so a failure says what broke.
      page.on('response', async (response) => {
        if (response.status() < 500) return;
        const body = await response.text().catch(() => '');
        console.log(
          `[5xx] ${response.status()} ${response.request().method()} ${response.url()} ${body.slice(0, 300)}`,
        );
      });
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Reads products straight from the local Storefront API, to compare pages with their source. */
export async function storefrontQuery<T>(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${STOREFRONT_URL}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'e2e'},
    body: JSON.stringify({query, variables}),
  });
  const body = await response.json<{data: T}>();
  return body.data;
}

/**
 * Runs in each page before the app's scripts and keeps the text of every toast as it appears. A toast closes
 * after 4-5 s (SPEC), and on a busy machine a click can take longer than that to return in the test runner, so
 * a test that looked only at the live DOM could miss a toast the shopper did see.
 */
function recordToasts() {
  const shown: string[] = [];
  Object.defineProperty(window, '__toastsShown', {value: shown});
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const element of [node, ...node.querySelectorAll('[data-testid="toast"]')]) {
          if (element.matches('[data-testid="toast"]')) shown.push(element.textContent ?? '');
        }
      }
    }
  });
  // The cast: this project's types mix the DOM and Workers declarations, whose Document and Node disagree.
  observer.observe(document as unknown as Node, {childList: true, subtree: true});
}

/**
 * The message shown after an action, with every one of `parts` in the same message: an inline notice without
 * JavaScript, a toast with it (any toast shown since the page loaded; see recordToasts) or an inline notice.
 * Tests that run in both projects use this for either.
 */
export async function expectShopperNotice(
  page: Page,
  parts: string | readonly string[],
  {timeout}: {timeout?: number} = {},
) {
  const wanted = typeof parts === 'string' ? [parts] : parts;
  if (test.info().project.use.javaScriptEnabled === false) {
    const notice = wanted.reduce(
      (locator, part) => locator.filter({hasText: part}),
      page.getByTestId('notice'),
    );
    await expect(notice.last()).toBeVisible({timeout});
    return;
  }
  await expect
    .poll(
      async () => {
        const seen = await page
          .evaluate(() => [
            ...((window as unknown as {__toastsShown?: string[]}).__toastsShown ?? []),
            ...Array.from(
              document.querySelectorAll('[data-testid="notice"]'),
              (element) => element.textContent ?? '',
            ),
          ])
          // A navigation replaced the document while this looked: look again.
          .catch(() => []);
        // The wanted parts when one message has them all, else everything seen, for the failure message.
        return seen.some((text) => wanted.every((part) => text.includes(part))) ? wanted : seen;
      },
      {message: `a toast or notice saying ${wanted.join(' / ')}`, timeout},
    )
    .toEqual(wanted);
}

/** On /shop, adds a product from its card and expects the spec's notice (`addFromListedCard`). */
export async function addFromShopCard(page: Page, title: string) {
  await page.goto('/shop');
  await addFromListedCard(page, title);
}

/**
 * Adds a product from its card on the listing page as it stands and expects the spec's notice: 'Added to
 * cart' with '{title} has been added to your cart', inline without JavaScript, as a toast with it.
 */
export async function addFromListedCard(page: Page, title: string) {
  await page
    .getByRole('listitem')
    .filter({has: page.getByRole('heading', {name: title, exact: true})})
    .getByRole('button', {name: /Add to Cart/})
    .click();
  await expectShopperNotice(page, ['Added to cart', `${title} has been added to your cart`]);
}

/** Rows of a shopper-request table for one email, read with the service role (the API roles cannot). */
export async function storedRows(
  table: 'newsletter_subscribers' | 'privacy_requests',
  email: string,
) {
  const response = await fetch(
    `${SUPABASE_URL}/rest/v1/${table}?select=*&email=eq.${encodeURIComponent(email)}`,
    {headers: {apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`}},
  );
  expect(response.status).toBe(200);
  return response.json<Record<string, unknown>[]>();
}

/** A stored consent choice (only the required cookies), so the banner does not cover the page. */
export async function consentGiven(page: Page) {
  const record = {required: true, personalization: false, marketing: false, analytics: false};
  await page
    .context()
    .addCookies([
      {name: 'cookieConsent', value: encodeURIComponent(JSON.stringify(record)), url: E2E_BASE_URL},
    ]);
}

/**
 * How soon a page must answer while a service fails: the request's 2.5 s provider budget
 * (providerDeadline.server) plus rendering on a loaded 2-core machine.
 */
export const FAULT_BOUND_MS = 3_500;

/** Gets a page's server answer (no browser) and checks it came within FAULT_BOUND_MS, in the shop's layout. */
export async function pageInTime(request: APIRequestContext, path: string) {
  const started = Date.now();
  const response = await request.get(path, {timeout: 30_000});
  const elapsed = Date.now() - started;
  const html = await response.text();
  expect(elapsed, `${path} answered after ${elapsed} ms`).toBeLessThan(FAULT_BOUND_MS);
  expect(html, path).toContain('Skip to content');
  expect(html, path).toContain('Made in the USA');
  return {status: response.status(), html};
}

// A visit downloads the stylesheet once: every document links the same hashed file, cached for a year, and
// carries none of its rules; the next page of a visit takes the file from the browser's cache and looks the
// same, with JavaScript (after hydration too) and without.
import type {Browser, Page} from '@playwright/test';
import {E2E_BASE_URL} from '../../../playwright.config';
import {expect, test} from '../support/fixtures';

/**
 * A page in a context of its own with the browser's HTTP cache on: the fixtures' page intercepts Shopify's
 * scripts with routes, and Playwright turns the cache off in a context with routes. Anything https (only
 * Shopify's hosts) is blocked instead, through DevTools, which leaves the cache alone.
 */
async function cachingPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({baseURL: E2E_BASE_URL, javaScriptEnabled});
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setBlockedURLs', {urls: ['https://*']});
  return page;
}

/** app.css's forest-800 on the announcement bar, cream-50 on the page: the shop's styles apply. */
async function expectShopStyles(page: Page) {
  await expect(page.locator('header p').first()).toHaveCSS('background-color', 'rgb(36, 68, 51)');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(253, 251, 246)');
}

/** The stylesheet as the page's Resource Timing saw it: bytes over the network (0 from the cache). */
async function stylesheetTiming(page: Page, file: string) {
  return page.evaluate((name) => {
    const entry = performance
      .getEntriesByType('resource')
      .find((candidate) => new URL(candidate.name).pathname === name) as
      | PerformanceResourceTiming
      | undefined;
    return entry ? {transferSize: entry.transferSize, bodySize: entry.decodedBodySize} : null;
  }, file);
}

test('the stylesheet is one cached file, fetched once a visit, and the next page looks the same', async ({
  browser,
  request,
}, testInfo) => {
  const javaScript = testInfo.project.name === 'js';
  const page = await cachingPage(browser, javaScript);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });

  await page.goto('/shop');
  const links = await page
    .locator('head link[rel="stylesheet"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
  expect(links).toHaveLength(1);
  const file = links[0]!;
  expect(file).toMatch(/^\/assets\/app-[\w-]+\.css$/);
  // No rules in the document: its weight is the page's own.
  expect(await page.locator('style').count()).toBe(0);
  await expectShopStyles(page);
  const answer = await request.get(file);
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await stylesheetTiming(page, file))?.bodySize).toBeGreaterThan(20_000);

  // A document navigation from this page: a plain link without JavaScript, a new URL with it.
  if (javaScript) {
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(() => window.location.assign('/'));
  } else {
    await page
      .getByRole('navigation', {name: 'Breadcrumb'})
      .getByRole('link', {name: 'Home'})
      .click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expectShopStyles(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveCSS('font-family', /Fraunces/);
  // Taken from the browser's cache: nothing crossed the network for it.
  expect(await stylesheetTiming(page, file)).toEqual({transferSize: 0, bodySize: expect.any(Number)});

  if (javaScript) {
    // Hydrated, and a client-side navigation keeps the styles.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('link', {name: 'Shop Now'}).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expectShopStyles(page);
  }
  expect(refused).toEqual([]);
  await page.context().close();
});

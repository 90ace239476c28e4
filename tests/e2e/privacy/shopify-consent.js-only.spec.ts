import type {Page} from '@playwright/test';
import {E2E_BASE_URL} from '../../../playwright.config';
import {expect, test} from '../support/fixtures';
import {CHECKOUT_DOMAIN, PUBLIC_TOKEN, type ConsentPost} from '../support/shopifyStandIn';

const ALL = {required: true, personalization: true, marketing: true, analytics: true};
const SOAP_PAGE = '/product/lavender-oat-soap';
const banner = (page: Page) => page.getByRole('region', {name: 'Cookie consent'});

/**
 * What our app asked Shopify to store, as the consent script received it (Hydrogen adds its settings). Left
 * out: `storefrontRootDomain`, which Hydrogen derives from the two hosts (a cookie domain for the script).
 */
const recorded = (posts: ConsentPost[]) =>
  posts.map(({consent: {storefrontRootDomain: _derived, ...consent}, token}) => ({
    ...consent,
    token,
  }));
const settings = {
  checkoutRootDomain: CHECKOUT_DOMAIN,
  storefrontAccessToken: PUBLIC_TOKEN,
  headlessStorefront: true,
  token: PUBLIC_TOKEN,
};

async function addSoapToCart(page: Page) {
  await page.getByRole('button', {name: 'Add to Cart'}).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The drawer opens once Shopify has answered; it covers the page until closed.
  await page.getByRole('button', {name: 'Close cart'}).click();
}

test('Reject All: Shopify records every category as denied and receives no analytics event', async ({
  page,
  shopify,
}) => {
  test.slow();
  await page.goto(SOAP_PAGE);
  // Nothing of Shopify's loads before there is a choice to tell it.
  await page.waitForTimeout(1000);
  expect(shopify.scriptsLoaded).toEqual([]);

  await banner(page).getByRole('button', {name: 'Reject All', exact: true}).click();
  await expect
    .poll(() => recorded(shopify.consentPosts))
    .toEqual([
      {...settings, analytics: false, marketing: false, preferences: false, sale_of_data: false},
    ]);
  expect(
    await page.evaluate(() => window.Shopify.customerPrivacy.analyticsProcessingAllowed()),
  ).toBe(false);
  expect(await page.evaluate(() => window.Shopify.customerPrivacy.marketingAllowed())).toBe(false);

  await addSoapToCart(page);
  await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('link', {name: 'FAQ', exact: true})
    .click();
  await expect(page.getByRole('heading', {level: 1, name: 'FAQ'})).toBeVisible();
  // A leak would have been sent by now: Hydrogen publishes within milliseconds of these steps.
  await page.waitForTimeout(1500);
  expect(shopify.events).toEqual([]);
});

test('Accept All: Shopify records the choice and receives page view, product view and add to cart', async ({
  page,
  shopify,
}) => {
  test.slow();
  await page.goto(SOAP_PAGE);
  await banner(page).getByRole('button', {name: 'Accept All'}).click();

  await expect
    .poll(() => recorded(shopify.consentPosts))
    .toEqual([
      {...settings, analytics: true, marketing: true, preferences: true, sale_of_data: true},
    ]);
  await expect
    .poll(() => shopify.events)
    .toEqual(expect.arrayContaining(['product_page_rendered', 'page_rendered']));
  expect(shopify.events).not.toContain('product_added_to_cart');

  await addSoapToCart(page);
  await expect.poll(() => shopify.events).toContain('product_added_to_cart');
});

test('a stored choice is set on Shopify on the next page load, without a click', async ({
  page,
  context,
  shopify,
}) => {
  await context.addCookies([
    {
      name: 'cookieConsent',
      value: encodeURIComponent(JSON.stringify({...ALL, marketing: false})),
      url: E2E_BASE_URL,
    },
  ]);
  await page.goto(SOAP_PAGE);
  await expect
    .poll(() => recorded(shopify.consentPosts))
    .toEqual([
      {...settings, analytics: true, marketing: false, preferences: true, sale_of_data: false},
    ]);
  await expect
    .poll(() => shopify.events)
    .toEqual(expect.arrayContaining(['product_page_rendered', 'page_rendered']));
});

test.describe('with Global Privacy Control', () => {
  test.use({extraHTTPHeaders: {'Sec-GPC': '1'}});

  test.beforeEach(async ({page}) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true}),
    );
  });

  test('marketing and sale of data are denied at Shopify without a click; nothing is tracked', async ({
    page,
    shopify,
  }) => {
    await page.goto('/about');
    await expect(banner(page)).toBeVisible();
    // Only what GPC says is sent: analytics and preferences stay undecided until the shopper chooses.
    await expect
      .poll(() => recorded(shopify.consentPosts))
      .toEqual([{...settings, marketing: false, sale_of_data: false}]);
    expect(await page.evaluate(() => window.Shopify.customerPrivacy.marketingAllowed())).toBe(
      false,
    );
    await page.waitForTimeout(1000);
    expect(shopify.events).toEqual([]);
  });

  test('Accept All then sends analytics events, with marketing still denied', async ({
    page,
    shopify,
  }) => {
    await page.goto(SOAP_PAGE);
    await expect.poll(() => shopify.consentPosts.length).toBe(1);
    await banner(page).getByRole('button', {name: 'Accept All'}).click();
    await expect
      .poll(() => recorded(shopify.consentPosts).at(-1))
      .toEqual({
        ...settings,
        analytics: true,
        marketing: false,
        preferences: true,
        sale_of_data: false,
      });
    await expect
      .poll(() => shopify.events)
      .toEqual(expect.arrayContaining(['product_page_rendered', 'page_rendered']));
    expect(await page.evaluate(() => window.Shopify.customerPrivacy.marketingAllowed())).toBe(
      false,
    );
  });
});

test.describe('the console guard sees CSP violations', () => {
  test.use({expectedConsoleErrors: [/Content Security Policy/]});

  test('a request the CSP refuses is logged as a console error', async ({page}) => {
    const seen: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') seen.push(message.text());
    });
    await page.goto('/about');
    await page.evaluate(() => fetch('https://not-allowed.invalid/').catch(() => null));
    await expect
      .poll(() => seen.join('\n'))
      .toMatch(
        /Connecting to 'https:\/\/not-allowed\.invalid\/' violates the following Content Security Policy directive/,
      );
  });
});

import type {BrowserContext, Page} from '@playwright/test';
import {E2E_BASE_URL, E2E_PORTS} from '../../playwright.config';
import {expect, test} from './fixtures';

// The URLs Hydrogen 2025.4.2 loads and posts to (node_modules/@shopify/hydrogen/dist): Shopify's Customer
// Privacy API script, its performance kit (loaded by Analytics.Provider), and the analytics endpoint.
const CONSENT_SCRIPT =
  'https://cdn.shopify.com/shopifycloud/consent-tracking-api/v0.2/consent-tracking-api.js';
const PERF_KIT_SCRIPT = 'https://cdn.shopify.com/shopifycloud/perf-kit/shopify-perf-kit-spa.min.js';
const MONORAIL = 'https://monorail-edge.shopifysvc.com/**';
// Without PUBLIC_CHECKOUT_DOMAIN the checkout domain is the store's: the local Storefront stand-in.
const CHECKOUT_DOMAIN = `127.0.0.1:${E2E_PORTS.storefront}`;
const CONSENT_ENDPOINT = `https://${CHECKOUT_DOMAIN}/api/unstable/graphql.json`;
const PUBLIC_TOKEN = 'local-public-storefront-token-32';

const ALL = {required: true, personalization: true, marketing: true, analytics: true};
const SOAP_PAGE = '/product/lavender-oat-soap';
const banner = (page: Page) => page.getByRole('region', {name: 'Cookie consent'});

/**
 * Shopify's consent script as Hydrogen expects it: it assigns `window.Shopify = {}` and then
 * `window.Shopify.customerPrivacy` (Hydrogen wraps the API when those assignments happen), answers like the
 * real API with closures (Hydrogen copies the object), posts a choice to the checkout domain's Storefront API
 * and, once stored, fires `visitorConsentCollected` and calls back. With nothing stored it answers as Shopify
 * does for a US shopper who never chose: everything allowed. So an app that forgot to set a denial would
 * leak events here.
 */
const CONSENT_SCRIPT_STAND_IN = `(() => {
  const stored = {};
  const allowed = (name) => stored[name] !== false;
  const asText = (value) => (value === true ? 'yes' : value === false ? 'no' : '');
  const api = {
    setTrackingConsent(consent, callback) {
      fetch('https://' + consent.checkoutRootDomain + '/api/unstable/graphql.json', {
        method: 'POST',
        headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': consent.storefrontAccessToken},
        body: JSON.stringify({query: 'mutation setConsent { consentManagement { __typename } }', variables: {consent}}),
      })
        .then((response) => {
          if (!response.ok) throw new Error('consent not stored: ' + response.status);
          for (const name of ['analytics', 'marketing', 'preferences', 'sale_of_data']) {
            if (typeof consent[name] === 'boolean') stored[name] = consent[name];
          }
          document.dispatchEvent(new CustomEvent('visitorConsentCollected', {detail: {
            analyticsAllowed: allowed('analytics'),
            marketingAllowed: allowed('marketing'),
            preferencesAllowed: allowed('preferences'),
            saleOfDataAllowed: allowed('sale_of_data'),
            firstPartyMarketingAllowed: allowed('marketing'),
            thirdPartyMarketingAllowed: allowed('marketing'),
          }}));
          callback();
        })
        .catch((error) => callback({error: String(error)}));
    },
    currentVisitorConsent: () => ({
      marketing: asText(stored.marketing),
      analytics: asText(stored.analytics),
      preferences: asText(stored.preferences),
      sale_of_data: asText(stored.sale_of_data),
    }),
    analyticsProcessingAllowed: () => allowed('analytics'),
    marketingAllowed: () => allowed('marketing'),
    preferencesProcessingAllowed: () => allowed('preferences'),
    saleOfDataAllowed: () => allowed('sale_of_data'),
    firstPartyMarketingAllowed: () => allowed('marketing'),
    thirdPartyMarketingAllowed: () => allowed('marketing'),
    shouldShowBanner: () => false,
    shouldShowGDPRBanner: () => false,
    doesMerchantSupportGranularConsent: () => true,
  };
  window.Shopify = window.Shopify || {};
  window.Shopify.customerPrivacy = api;
})();`;

interface ConsentPost {
  consent: Record<string, unknown>;
  token: string | undefined;
}

/** Serves the stand-ins for this browser context and records what reaches "Shopify". */
async function shopifyStandIn(context: BrowserContext) {
  const consentPosts: ConsentPost[] = [];
  const events: string[] = [];
  const scriptsLoaded: string[] = [];
  const cors = {'Access-Control-Allow-Origin': E2E_BASE_URL, 'Access-Control-Allow-Headers': '*'};

  await context.route(CONSENT_SCRIPT, async (route) => {
    scriptsLoaded.push('consent');
    await route.fulfill({contentType: 'text/javascript', body: CONSENT_SCRIPT_STAND_IN});
  });
  await context.route(PERF_KIT_SCRIPT, async (route) => {
    scriptsLoaded.push('perf-kit');
    await route.fulfill({
      contentType: 'text/javascript',
      body: 'window.PerfKit = {navigate() {}, setPageType() {}};',
    });
  });
  await context.route(CONSENT_ENDPOINT, async (route) => {
    const request = route.request();
    const body = request.postDataJSON() as {variables: {consent: Record<string, unknown>}};
    consentPosts.push({
      consent: body.variables.consent,
      token: request.headers()['x-shopify-storefront-access-token'],
    });
    await route.fulfill({headers: cors, contentType: 'application/json', body: '{"data":{}}'});
  });
  await context.route(MONORAIL, async (route) => {
    const body = route.request().postDataJSON() as {
      events: {schema_id: string; payload: {event_name?: string}}[];
    };
    for (const event of body.events) events.push(event.payload.event_name ?? event.schema_id);
    await route.fulfill({
      headers: cors,
      contentType: 'application/json',
      body: JSON.stringify({result: body.events.map(() => ({status: 200, message: 'ok'}))}),
    });
  });
  return {consentPosts, events, scriptsLoaded};
}

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
}

test('Reject All: Shopify records every category as denied and receives no analytics event', async ({
  page,
  context,
}) => {
  test.slow();
  const shopify = await shopifyStandIn(context);
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
  context,
}) => {
  test.slow();
  const shopify = await shopifyStandIn(context);
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
}) => {
  const shopify = await shopifyStandIn(context);
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
    context,
  }) => {
    const shopify = await shopifyStandIn(context);
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
    context,
  }) => {
    const shopify = await shopifyStandIn(context);
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

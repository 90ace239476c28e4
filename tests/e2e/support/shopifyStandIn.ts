import type {BrowserContext} from '@playwright/test';
import {E2E_BASE_URL, E2E_PORTS} from '../../../playwright.config';

// The URLs Hydrogen 2025.4.2 loads and posts to (node_modules/@shopify/hydrogen/dist): Shopify's Customer
// Privacy API script, its performance kit (loaded by Analytics.Provider), and the analytics endpoint.
const CONSENT_SCRIPT =
  'https://cdn.shopify.com/shopifycloud/consent-tracking-api/v0.2/consent-tracking-api.js';
const PERF_KIT_SCRIPT = 'https://cdn.shopify.com/shopifycloud/perf-kit/shopify-perf-kit-spa.min.js';
const MONORAIL = 'https://monorail-edge.shopifysvc.com/**';
// Without PUBLIC_CHECKOUT_DOMAIN the checkout domain is the store's: the local Storefront stand-in.
export const CHECKOUT_DOMAIN = `127.0.0.1:${E2E_PORTS.storefront}`;
const CONSENT_ENDPOINT = `https://${CHECKOUT_DOMAIN}/api/unstable/graphql.json`;
export const PUBLIC_TOKEN = 'local-public-storefront-token-32';

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

export interface ConsentPost {
  consent: Record<string, unknown>;
  token: string | undefined;
}

/**
 * Serves the stand-ins for a browser context and records what reaches "Shopify". Every browser test gets them
 * (fixtures.ts): this machine cannot reach Shopify, and a failed script load is a console error.
 */
export async function shopifyStandIn(context: BrowserContext) {
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

export type ShopifyStandIn = Awaited<ReturnType<typeof shopifyStandIn>>;

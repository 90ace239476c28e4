// The shop itself: its facts (../seed/shop.json), payment settings, localization, menus, and the online
// store content the stand-in does not model (pages, blogs, articles, customers, metaobjects answer null).

import shop from '../seed/shop.json' with {type: 'json'};
import {collections, CURRENCY} from '../catalogue.mjs';

export const SHOP_NAME = shop.name;
export const SHOP_DESCRIPTION = shop.description;

export function shopObject(ctx) {
  const primary = new URL(ctx.shopOrigin);
  return {
    __typename: 'Shop',
    id: 'gid://shopify/Shop/1',
    name: SHOP_NAME,
    description: SHOP_DESCRIPTION,
    moneyFormat: '${{amount}}',
    primaryDomain: {
      host: primary.host,
      url: primary.origin,
      sslEnabled: primary.protocol === 'https:',
    },
    paymentSettings: paymentSettings(ctx),
    shipsToCountries: ['US'],
    customerAccountUrl: new URL('/account', ctx.origin).toString(),
    brand: {
      slogan: shop.slogan,
      shortDescription: SHOP_DESCRIPTION,
      colors: {primary: [], secondary: []},
      logo: null,
      squareLogo: null,
      coverImage: null,
    },
    privacyPolicy: null,
    refundPolicy: null,
    shippingPolicy: null,
    termsOfService: null,
    subscriptionPolicy: null,
    shopPayInstallmentsPricing: null,
  };
}

function paymentSettings(ctx) {
  return {
    acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'],
    cardVaultUrl: new URL('/sessions', ctx.origin).toString(),
    countryCode: 'US',
    currencyCode: CURRENCY,
    enabledPresentmentCurrencies: [CURRENCY],
    shopifyPaymentsAccountId: null,
    supportedDigitalWallets: [],
  };
}

const LANGUAGE_EN = {isoCode: 'EN', name: 'English', endonymName: 'English'};
const MARKET_US = {__typename: 'Market', id: 'gid://shopify/Market/1', handle: 'us'};
const COUNTRY_US = {
  isoCode: 'US',
  name: 'United States',
  currency: {isoCode: 'USD', name: 'United States Dollar', symbol: '$'},
  unitSystem: 'IMPERIAL_SYSTEM',
  availableLanguages: [LANGUAGE_EN],
  defaultLanguage: LANGUAGE_EN,
  market: MARKET_US,
};

function menus(ctx) {
  const link = (path) => new URL(path, ctx.shopOrigin).toString();
  const item = (id, title, url, type, resourceId = null) => ({
    __typename: 'MenuItem',
    id: `gid://shopify/MenuItem/${id}`,
    title,
    url,
    type,
    resourceId,
    resource: null,
    tags: [],
    items: [],
  });
  const main = [
    item(1, 'Shop', link('/shop'), 'CATALOG'),
    ...collections.map((c, i) =>
      item(10 + i, c.title, link(`/collections/${c.handle}`), 'COLLECTION', c.id),
    ),
  ];
  const footer = [
    item(100, 'Search', link('/search'), 'SEARCH'),
    item(101, 'Shipping & Returns', link('/shipping'), 'HTTP'),
    item(102, 'Privacy Policy', link('/privacy'), 'HTTP'),
    item(103, 'Terms of Service', link('/terms'), 'HTTP'),
  ];
  const menu = (id, handle, title, items) => ({
    __typename: 'Menu',
    id: `gid://shopify/Menu/${id}`,
    handle,
    title,
    items,
    itemsCount: items.length,
  });
  return {
    'main-menu': menu(1, 'main-menu', 'Main menu', main),
    footer: menu(2, 'footer', 'Footer menu', footer),
  };
}

export const shopResolvers = {
  QueryRoot: {
    shop: (_s, _a, ctx) => shopObject(ctx),
    paymentSettings: (_s, _a, ctx) => paymentSettings(ctx),
    localization: () => ({
      availableCountries: [COUNTRY_US],
      availableLanguages: [LANGUAGE_EN],
      country: COUNTRY_US,
      language: LANGUAGE_EN,
      market: MARKET_US,
    }),
    publicApiVersions: () =>
      ['2025-01', '2025-04', '2025-07'].map((v) => ({handle: v, displayName: v, supported: true})),
    menu: (_s, {handle}, ctx) => menus(ctx)[handle] ?? null,
    page: () => null,
    pageByHandle: () => null,
    blog: () => null,
    blogByHandle: () => null,
    article: () => null,
    customer: () => null,
    metaobject: () => null,
  },
};

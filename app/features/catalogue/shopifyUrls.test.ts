import {describe, expect, it} from 'vitest';
import {
  accountRedirectUrl,
  collectionRoute,
  pageRoute,
  parseDiscountCode,
  policyRoute,
  productPath,
  withSearch,
} from './shopifyUrls';

describe('product URLs', () => {
  it('moves /products/{handle} to /product/{handle} and keeps the query string', () => {
    expect(productPath('lavender-oat-soap')).toBe('/product/lavender-oat-soap');
    expect(productPath('lavender-oat-soap', '?variant=100102&utm_source=mail')).toBe(
      '/product/lavender-oat-soap?variant=100102&utm_source=mail',
    );
  });

  it('keeps a decoded handle a single path segment', () => {
    expect(productPath('a/b?c')).toBe('/product/a%2Fb%3Fc');
  });
});

describe('collection URLs', () => {
  it('sends every category collection to its route, masks-treatments to /facial-masks, all to /shop', () => {
    expect(collectionRoute('all')).toBe('/shop');
    expect(collectionRoute('artisan-soaps')).toBe('/artisan-soaps');
    expect(collectionRoute('face-serums-creams')).toBe('/face-serums-creams');
    expect(collectionRoute('body-care')).toBe('/body-care');
    expect(collectionRoute('masks-treatments')).toBe('/facial-masks');
    expect(collectionRoute('supplements')).toBe('/supplements');
    expect(collectionRoute('skincare')).toBe('/skincare');
  });

  it('matches handles case-insensitively, as Shopify does', () => {
    expect(collectionRoute('Body-Care')).toBe('/body-care');
  });

  it('leaves other collections (gift sets, unknown ones) to the listing page', () => {
    expect(collectionRoute('gift-sets')).toBeNull();
    expect(collectionRoute('facial-masks')).toBeNull();
    expect(collectionRoute('constructor')).toBeNull();
    expect(collectionRoute('__proto__')).toBeNull();
  });
});

describe('page and policy URLs', () => {
  it.each([
    ['about', '/about'],
    ['about-us', '/about'],
    ['contact', '/contact'],
    ['faq', '/faq'],
    ['shipping', '/shipping'],
    ['returns', '/returns'],
    ['privacy-policy', '/privacy'],
    ['accessibility', '/accessibility'],
    ['data-sharing-opt-out', '/data-sharing-opt-out'],
  ])('/pages/%s → %s', (handle, route) => {
    expect(pageRoute(handle)).toBe(route);
  });

  it.each([
    ['privacy-policy', '/privacy'],
    ['terms-of-service', '/terms'],
    ['shipping-policy', '/shipping'],
    ['refund-policy', '/returns'],
    ['contact-information', '/contact'],
    ['legal-notice', '/contact'],
    ['terms-of-sale', '/terms'],
    ['subscription-policy', '/terms#subscriptions'],
  ])('/policies/%s → %s', (handle, route) => {
    expect(policyRoute(handle)).toBe(route);
  });

  it('has no route for pages and policies the shop does not have', () => {
    expect(pageRoute('lookbook')).toBeNull();
    expect(pageRoute('hasOwnProperty')).toBeNull();
    expect(policyRoute('about')).toBeNull();
  });

  it('puts a kept query string before a fragment', () => {
    expect(withSearch('/terms#subscriptions', '?utm_source=checkout')).toBe(
      '/terms?utm_source=checkout#subscriptions',
    );
    expect(withSearch('/privacy', '?a=1')).toBe('/privacy?a=1');
    expect(withSearch('/privacy', '')).toBe('/privacy');
  });
});

describe('account URLs', () => {
  const hosted = 'https://shopify.com/12345/account';

  it('sends /account to the hosted account home', () => {
    expect(accountRedirectUrl(hosted, undefined)).toBe(hosted);
    expect(accountRedirectUrl(hosted, '')).toBe(hosted);
  });

  it('keeps the sub-path and query under the hosted account URL', () => {
    expect(accountRedirectUrl(hosted, 'orders/4501', '?locale=en')).toBe(
      'https://shopify.com/12345/account/orders/4501?locale=en',
    );
    expect(accountRedirectUrl('http://127.0.0.1:4100/account/', 'profile')).toBe(
      'http://127.0.0.1:4100/account/profile',
    );
  });

  it('never lets a sub-path leave the account URL', () => {
    expect(accountRedirectUrl(hosted, '../../admin')).toBe(hosted);
    expect(accountRedirectUrl(hosted, '%2e%2e')).toBe(hosted);
    expect(accountRedirectUrl(hosted, 'orders/@evil.example')).toBe(hosted);
  });
});

describe('discount links', () => {
  it('takes a code as written, trimmed', () => {
    expect(parseDiscountCode('WELCOME10')).toBe('WELCOME10');
    expect(parseDiscountCode(' spring sale ')).toBe('spring sale');
  });

  it('refuses what cannot be a code', () => {
    expect(parseDiscountCode('')).toBeNull();
    expect(parseDiscountCode('   ')).toBeNull();
    expect(parseDiscountCode('A\nB')).toBeNull();
    expect(parseDiscountCode('X'.repeat(256))).toBeNull();
    expect(parseDiscountCode(null)).toBeNull();
  });
});

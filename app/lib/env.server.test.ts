import {describe, expect, it} from 'vitest';
import {MissingEnvironmentError, accountUrl, checkoutDomain, parseEnv, storeOrigin} from './env.server';

const valid = {
  SESSION_SECRET: 'a-session-secret-of-enough-length',
  PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4100',
  PUBLIC_STOREFRONT_API_TOKEN: 'token',
};

describe('parseEnv', () => {
  it('applies defaults for optional values', () => {
    const config = parseEnv(valid);
    expect(config.PUBLIC_STOREFRONT_API_VERSION).toBe('2025-07');
    expect(config.SUPABASE_URL).toBe('http://127.0.0.1:54321');
    expect(config.STOREFRONT_TIMEOUT_MS).toBe(8000);
    expect(config.SITE_ENV).toBe('production');
  });

  it('names every missing variable', () => {
    expect(() => parseEnv({PUBLIC_STORE_DOMAIN: 'x'})).toThrowError(
      /SESSION_SECRET is missing.*PUBLIC_STOREFRONT_API_TOKEN is missing/,
    );
    try {
      parseEnv({...valid, PUBLIC_STOREFRONT_API_TOKEN: ''});
    } catch (error) {
      expect(error).toBeInstanceOf(MissingEnvironmentError);
      expect((error as MissingEnvironmentError).problems).toEqual([
        'PUBLIC_STOREFRONT_API_TOKEN is missing',
      ]);
    }
  });

  it('rejects malformed values with the variable name', () => {
    expect(() => parseEnv({...valid, SUPABASE_URL: 'not a url'})).toThrowError(/SUPABASE_URL:/);
  });
});

describe('storeOrigin and accountUrl', () => {
  it('adds https to a bare Shopify domain and keeps an explicit scheme', () => {
    expect(storeOrigin({PUBLIC_STORE_DOMAIN: 'wildroot.myshopify.com'})).toBe(
      'https://wildroot.myshopify.com',
    );
    expect(storeOrigin({PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4100/'})).toBe('http://127.0.0.1:4100');
  });

  it('points the account link at the store unless configured', () => {
    expect(accountUrl({PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4100'})).toBe(
      'http://127.0.0.1:4100/account',
    );
    expect(
      accountUrl({PUBLIC_STORE_DOMAIN: 'x', PUBLIC_ACCOUNT_URL: 'https://shopify.com/1/account'}),
    ).toBe('https://shopify.com/1/account');
  });
});

describe('checkoutDomain', () => {
  it('is the configured checkout host, with or without a scheme', () => {
    const store = 'wildroot.myshopify.com';
    expect(checkoutDomain({PUBLIC_STORE_DOMAIN: store, PUBLIC_CHECKOUT_DOMAIN: 'checkout.wildroot.com'})).toBe(
      'checkout.wildroot.com',
    );
    expect(checkoutDomain({PUBLIC_STORE_DOMAIN: store, PUBLIC_CHECKOUT_DOMAIN: 'https://checkout.wildroot.com/'})).toBe(
      'checkout.wildroot.com',
    );
  });

  it('falls back to the store domain’s host', () => {
    expect(checkoutDomain({PUBLIC_STORE_DOMAIN: 'wildroot.myshopify.com'})).toBe('wildroot.myshopify.com');
    expect(checkoutDomain({PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4100', PUBLIC_CHECKOUT_DOMAIN: ' '})).toBe(
      '127.0.0.1:4100',
    );
  });
});

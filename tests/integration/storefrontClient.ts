import {
  InMemoryCache,
  cartGetIdDefault,
  cartSetIdDefault,
  createStorefrontClient,
} from '@shopify/hydrogen';
import {createAppCartHandler} from '../../app/features/cart/cartHandler.server';

/**
 * Hydrogen's storefront client as the worker builds it, pointed at a Storefront stand-in. A fresh cache
 * per client, so one test's cached answer never stands in for another's.
 */
export function testStorefront(storeDomain: string, storefrontApiVersion = '2025-07') {
  return createStorefrontClient({
    storeDomain,
    storefrontApiVersion,
    publicStorefrontToken: 'test-public-token',
    cache: new InMemoryCache(),
    waitUntil: () => {},
    i18n: {language: 'EN', country: 'US'},
    logErrors: false,
  }).storefront;
}

/** The app's cart handler as one request carrying `cookie` gets it. */
export function appCartFor(storeDomain: string, cookie = '') {
  return createAppCartHandler({
    storefront: testStorefront(storeDomain),
    getCartId: cartGetIdDefault(new Headers(cookie ? {cookie} : {})),
    setCartId: cartSetIdDefault(),
  });
}

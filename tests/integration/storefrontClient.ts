import {
  InMemoryCache,
  cartGetIdDefault,
  cartSetIdDefault,
  createStorefrontClient,
} from '@shopify/hydrogen';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {startStorefrontApi} from '../../local/storefront-api/server.mjs';
import {createAppCartHandler} from '../../app/features/cart/cartHandler.server';

/**
 * The Storefront API stand-in on a free port, over a data directory of its own, with no faults and no log;
 * `dispose` closes it and deletes the directory.
 */
export async function startTestStorefrontApi(shopOrigin: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-api-'));
  const api = await startStorefrontApi({
    port: 0,
    dataDir,
    shopOrigin,
    quiet: true,
    log: () => {},
    faults: {},
  });
  return {
    ...api,
    async dispose() {
      await api.close();
      await rm(dataDir, {recursive: true, force: true});
    },
  };
}

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

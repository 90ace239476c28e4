import {describe, expect, it} from 'vitest';
import {personalPaths} from './personalPaths.server';
import {PERSONAL_PAGE} from './routeSharing';

/** A build's route table as Remix's flat routes make it: every route under root, each with its module. */
function build(routes: Record<string, {path?: string; index?: boolean; handle?: unknown}>) {
  return Object.fromEntries(
    Object.entries(routes).map(([id, {path, index, handle}]) => [
      id,
      {id, parentId: id === 'root' ? undefined : 'root', path, index, module: {handle}},
    ]),
  );
}

describe('personalPaths', () => {
  const isPersonal = personalPaths(
    build({
      root: {path: ''},
      'routes/_index': {index: true},
      'routes/shop': {path: 'shop'},
      'routes/cart': {path: 'cart', handle: PERSONAL_PAGE},
      'routes/cart_.$lines': {path: 'cart/:lines', handle: PERSONAL_PAGE},
      'routes/product.$handle': {path: 'product/:handle', handle: {breadcrumb: 'Product'}},
      'routes/account.$': {path: 'account/*', handle: PERSONAL_PAGE},
      'routes/$': {path: '*'},
    }),
  );

  it('is true for the pages whose routes declare themselves personal, whatever their parameters', () => {
    for (const path of ['/cart', '/cart/', '/cart/1:2', '/account', '/account/orders/7'])
      expect(isPersonal(path), path).toBe(true);
  });

  it('is false for every other page, an unknown path and a route with a handle of its own', () => {
    for (const path of [
      '/',
      '/shop',
      '/product/lavender-oat-soap',
      '/no-such-page',
      '/carts',
      '/cartoon',
    ])
      expect(isPersonal(path), path).toBe(false);
  });

  it('follows a parent layout that declares itself personal', () => {
    const underAccount = personalPaths({
      root: {id: 'root', path: '', module: {}},
      'routes/account': {
        id: 'routes/account',
        parentId: 'root',
        path: 'account',
        module: {handle: PERSONAL_PAGE},
      },
      'routes/account.orders': {
        id: 'routes/account.orders',
        parentId: 'routes/account',
        path: 'orders',
        module: {},
      },
    });
    expect(underAccount('/account/orders')).toBe(true);
    expect(underAccount('/orders')).toBe(false);
  });

  it('answers the same when asked again, past the bound on remembered paths', () => {
    const paths = Array.from({length: 1200}, (_, index) => `/cart/${index}`);
    expect(paths.every((path) => isPersonal(path))).toBe(true);
    expect(paths.every((path) => isPersonal(path))).toBe(true);
    expect(isPersonal('/shop')).toBe(false);
  });
});

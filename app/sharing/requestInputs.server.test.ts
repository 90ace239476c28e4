import {describe, expect, it} from 'vitest';
import type {ServerBuild} from '@shopify/remix-oxygen';
import {pageCacheControl, PageSharing, sharedPageKey} from './pageCache.server';
import {
  guardSharedRender,
  SHARED_QUERY_PARAMETERS,
  withGuardedLoaders,
} from './requestInputs.server';
import {applyShopSharingPolicy} from '../../tests/support/sharingPolicy';

applyShopSharingPolicy();

const page = (headers: Record<string, string> = {}) =>
  new Request('https://shop.test/faq', {headers: {Cookie: 'cookieConsent=x', ...headers}});

describe('guardSharedRender', () => {
  it('reports the headers it is asked for that the contract does not name, and answers them all', () => {
    const read: string[] = [];
    const request = guardSharedRender(page({'Accept-Language': 'fr', 'User-Agent': 'UA'}), (name) =>
      read.push(name),
    );
    expect(request.headers.get('Cookie')).toBe('cookieConsent=x');
    expect(request.headers.get('user-agent')).toBe('UA');
    expect(request.headers.has('Sec-GPC')).toBe(false);
    expect(read).toEqual([]);
    expect(request.headers.get('Accept-Language')).toBe('fr');
    expect(request.headers.has('Referer')).toBe(false);
    expect(read).toEqual(['accept-language', 'referer']);
  });

  it('reports a read of every header at once, unless the reader only copies the request', () => {
    const read: string[] = [];
    const guarded = guardSharedRender(page({DNT: '1'}), (name) => read.push(name));
    expect(Object.fromEntries(guarded.headers)).toMatchObject({dnt: '1'});
    expect(read).toEqual(['*']);

    const copies: string[] = [];
    const copied = guardSharedRender(page({DNT: '1'}), (name) => copies.push(name), {
      copiesAllowed: true,
    });
    expect(new Request('https://shop.test/', {headers: copied.headers}).headers.get('dnt')).toBe(
      '1',
    );
    expect(copies).toEqual([]);
  });

  it('is still the request: URL, method, body and signal work as on the original', async () => {
    const original = new Request('https://shop.test/cart', {method: 'POST', body: 'a=1'});
    const guarded = guardSharedRender(original, () => {});
    expect(guarded.url).toBe('https://shop.test/cart');
    expect(guarded.method).toBe('POST');
    expect(guarded.signal.aborted).toBe(false);
    expect(await guarded.text()).toBe('a=1');
  });
});

describe('the page cache and its contract', () => {
  it('guards only renders it may share, and refuses sharing on an unlisted read', () => {
    const candidate = new PageSharing(true);
    const guarded = pageCacheControl(candidate).guardInputs(page());
    guarded.headers.get('Accept-Language');
    expect(candidate.refused).toBe(true);
    expect(candidate.unlistedInputs).toEqual(['accept-language']);

    const personal = new PageSharing();
    const request = page();
    expect(pageCacheControl(personal).guardInputs(request)).toBe(request);
  });

  it('keeps exactly the query parameters the contract names', () => {
    for (const name of SHARED_QUERY_PARAMETERS) {
      expect(sharedPageKey(new Request(`https://shop.test/?${name}=1`)), name).not.toBeNull();
    }
    expect(sharedPageKey(new Request('https://shop.test/?lang=fr'))).toBeNull();
  });
});

describe('withGuardedLoaders', () => {
  it('hands every loader its request through context.pageCache.guardInputs', async () => {
    const seen: Request[] = [];
    const loader = ({request}: {request: Request}) => {
      seen.push(request);
      return null;
    };
    const build = {
      routes: {
        root: {id: 'root', path: '', module: {loader, default: () => null}},
        'routes/about': {id: 'routes/about', parentId: 'root', path: 'about', module: {}},
      },
    } as unknown as ServerBuild;
    const guarded = withGuardedLoaders(build);
    const marked = page();
    const context = {pageCache: {guardInputs: () => marked}};
    await guarded.routes.root!.module.loader!({
      request: page(),
      context: context as never,
      params: {},
    });
    expect(seen).toEqual([marked]);
    expect(guarded.routes['routes/about']!.module.loader).toBeUndefined();
  });
});

import {describe, expect, it} from 'vitest';
import {MemoryStore, withMemory} from './memoryCache.server';

/** A Cache API stand-in that counts its calls. */
function fakeCache() {
  const stored = new Map<string, {body: string; init: ResponseInit}>();
  const calls = {match: 0, put: 0, delete: 0};
  const url = (request: RequestInfo | URL) =>
    typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
  const cache = {
    calls,
    stored,
    match(request: RequestInfo | URL, _options?: CacheQueryOptions) {
      calls.match += 1;
      const entry = stored.get(url(request));
      return Promise.resolve(entry ? new Response(entry.body, entry.init) : undefined);
    },
    async put(request: RequestInfo | URL, response: Response) {
      calls.put += 1;
      stored.set(url(request), {
        body: await response.text(),
        init: {status: response.status, headers: [...response.headers]},
      });
    },
    delete(request: RequestInfo | URL) {
      calls.delete += 1;
      return Promise.resolve(stored.delete(url(request)));
    },
  };
  return cache;
}

const KEY = 'https://shopify.dev/?query-products';

function entry(body: string, cacheControl = 'public, max-age=10') {
  return new Response(body, {
    headers: {'cache-control': cacheControl, 'cache-put-date': '1700000000000'},
  });
}

describe('withMemory', () => {
  it('answers what this isolate put from memory, with its headers, and still puts it in the Cache API', async () => {
    const cache = fakeCache();
    const clock = {now: 1_000};
    const kept = withMemory(cache, new MemoryStore(10, 1_000_000), () => clock.now);
    await kept.put(new Request(KEY), entry('{"products":[]}'));
    expect(cache.stored.get(KEY)?.body).toBe('{"products":[]}');

    const first = await kept.match(new Request(KEY));
    const second = await kept.match(KEY);
    expect(await first?.text()).toBe('{"products":[]}');
    expect(await second?.json()).toEqual({products: []});
    expect(first?.headers.get('cache-put-date')).toBe('1700000000000');
    expect(first?.headers.get('cache-control')).toBe('public, max-age=10');
    expect(cache.calls.match).toBe(0);
  });

  it('asks the Cache API once the max-age it was put with is over, and for keys it did not put', async () => {
    const cache = fakeCache();
    const clock = {now: 1_000};
    const kept = withMemory(cache, new MemoryStore(10, 1_000_000), () => clock.now);
    await kept.put(new Request(KEY), entry('a', 'public, max-age=10'));
    clock.now += 9_999;
    await kept.match(KEY);
    expect(cache.calls.match).toBe(0);
    clock.now += 1;
    expect(await (await kept.match(KEY))?.text()).toBe('a');
    expect(cache.calls.match).toBe(1);

    cache.stored.set('https://shopify.dev/?other', {body: 'b', init: {}});
    expect(await (await kept.match('https://shopify.dev/?other'))?.text()).toBe('b');
    expect(cache.calls.match).toBe(2);
  });

  it('keeps nothing the Cache API would not keep (no max-age) and nothing but GET', async () => {
    const cache = fakeCache();
    const kept = withMemory(cache, new MemoryStore(10, 1_000_000));
    await kept.put(KEY, entry('a', 'no-store'));
    await kept.match(KEY);
    expect(cache.calls.match).toBe(1);
    await kept.put(new Request('https://shopify.dev/?post', {method: 'POST'}), entry('b'));
    await kept.match('https://shopify.dev/?post');
    expect(cache.calls.match).toBe(2);
  });

  it('forgets a deleted key in memory and in the Cache API', async () => {
    const cache = fakeCache();
    const kept = withMemory(cache, new MemoryStore(10, 1_000_000));
    await kept.put(KEY, entry('a'));
    await kept.delete(KEY);
    expect(await kept.match(KEY)).toBeUndefined();
    expect(cache.calls).toEqual({match: 1, put: 1, delete: 1});
  });

  it('passes a match with options to the Cache API', async () => {
    const cache = fakeCache();
    const kept = withMemory(cache, new MemoryStore(10, 1_000_000));
    await kept.put(KEY, entry('a'));
    await kept.match(KEY, {ignoreSearch: true});
    expect(cache.calls.match).toBe(1);
  });
});

describe('MemoryStore', () => {
  const kept = (bytes: number, expiresAt = Infinity) => ({
    body: new ArrayBuffer(bytes),
    status: 200,
    headers: [],
    expiresAt,
  });

  it('drops the least recently used entry past its entry limit', () => {
    const store = new MemoryStore(2, 1_000);
    store.set('a', kept(1));
    store.set('b', kept(1));
    store.get('a', 0);
    store.set('c', kept(1));
    expect(store.get('b', 0)).toBeUndefined();
    expect(store.get('a', 0)).toBeDefined();
    expect(store.get('c', 0)).toBeDefined();
  });

  it('drops the least recently used entries past its byte limit, and never keeps one larger than it', () => {
    const store = new MemoryStore(10, 100);
    store.set('a', kept(60));
    store.set('b', kept(30));
    store.set('c', kept(30));
    expect(store.get('a', 0)).toBeUndefined();
    expect(store.size).toBe(2);
    store.set('huge', kept(101));
    expect(store.get('huge', 0)).toBeUndefined();
    expect(store.size).toBe(2);
  });

  it('forgets an expired entry when it is asked for, and its bytes', () => {
    const store = new MemoryStore(10, 100);
    store.set('a', kept(90, 5));
    expect(store.get('a', 5)).toBeUndefined();
    expect(store.size).toBe(0);
    store.set('b', kept(90));
    expect(store.get('b', 0)).toBeDefined();
  });
});

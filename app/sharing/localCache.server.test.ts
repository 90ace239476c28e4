import {describe, expect, it} from 'vitest';
import {withKeyLimit} from './localCache.server';

/** A Cache API kept in a Map, as far as the wrapper uses it. */
function memoryCache() {
  const entries = new Map<string, string>();
  const keyOf = (request: RequestInfo | URL) =>
    typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
  const cache = {
    match: async (request: RequestInfo | URL) => {
      const body = entries.get(keyOf(request));
      return body === undefined ? undefined : new Response(body);
    },
    put: async (request: RequestInfo | URL, response: Response) => {
      entries.set(keyOf(request), await response.text());
    },
    delete: async (request: RequestInfo | URL) => entries.delete(keyOf(request)),
  };
  return {cache: cache as unknown as Cache, entries};
}

const url = (index: number) => `https://shopify.dev/?query-${index}`;

describe('withKeyLimit', () => {
  it('deletes the entries stored longest ago once it holds more keys than its limit', async () => {
    const {cache, entries} = memoryCache();
    const limited = withKeyLimit(cache, 3, new Set());
    for (const index of [1, 2, 3, 4, 5])
      await limited.put(new Request(url(index)), new Response(`q${index}`));
    expect([...entries.keys()]).toEqual([url(3), url(4), url(5)]);
    expect(await (await limited.match(url(5)))?.text()).toBe('q5');
    expect(await limited.match(url(1))).toBeUndefined();
  });

  it('counts a key stored again as new, and forgets a deleted one', async () => {
    const {cache, entries} = memoryCache();
    const keys = new Set<string>();
    const limited = withKeyLimit(cache, 2, keys);
    await limited.put(url(1), new Response('a'));
    await limited.put(url(2), new Response('b'));
    await limited.put(new Request(url(1)), new Response('a again'));
    await limited.put(url(3), new Response('c'));
    expect([...entries.keys()].sort()).toEqual([url(1), url(3)]);
    await limited.delete(url(3));
    expect([...keys]).toEqual([url(1)]);
    await limited.put(url(4), new Response('d'));
    expect([...entries.keys()].sort()).toEqual([url(1), url(4)]);
  });
});

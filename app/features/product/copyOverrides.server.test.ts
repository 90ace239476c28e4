import {createClient} from '@supabase/supabase-js';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {nodeClientOptions} from '../../../local/supabase-api/testing.mjs';
import {
  COPY_OVERRIDE_FRESH_SECONDS,
  forgetCopyOverride,
  loadActiveCopyOverride,
} from './copyOverrides.server';
import type {Database} from '~/server/database.types';
import {memoryCache} from '../../../tests/memoryCache';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A Supabase client whose every request fails the way an unreachable host does, counting the attempts. */
function unreachableSupabase() {
  const attempts = {count: 0};
  const fetch = () => {
    attempts.count += 1;
    return Promise.reject(
      new TypeError('fetch failed', {cause: new Error('connect ECONNREFUSED')}),
    );
  };
  const client = createClient<Database>('http://127.0.0.1:9', 'anon-key', {
    ...nodeClientOptions,
    global: {fetch},
  });
  return {client, attempts};
}

describe('loadActiveCopyOverride', () => {
  it('gives up after one attempt when Supabase cannot be reached, and the page uses the default copy', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const {client, attempts} = unreachableSupabase();
    // A timeout far longer than supabase-js's retries (1 + 2 + 4 s), so only the attempt count decides.
    const onFailure = vi.fn();
    await expect(
      loadActiveCopyOverride({publicDatabase: client}, 'calendula-hand-salve', 30_000, onFailure),
    ).resolves.toBeNull();
    expect(attempts.count).toBe(1);
    // The page without its override is not shared with other visitors (pageCache.server).
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('calendula-hand-salve'));
  });

  it('names Supabase, not the Storefront API, when it is too slow', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const slow = createClient<Database>('http://127.0.0.1:9', 'anon-key', {
      ...nodeClientOptions,
      global: {fetch: () => new Promise<Response>(() => undefined)},
    });
    const onFailure = vi.fn();
    await expect(
      loadActiveCopyOverride({publicDatabase: slow}, 'calendula-hand-salve', 50, onFailure),
    ).resolves.toBeNull();
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(
      'Copy override for "calendula-hand-salve" not loaded:',
      expect.objectContaining({message: 'Supabase did not answer within 50 ms'}),
    );
  });
});

/** A Supabase client answering the live copy query with `rows`, counting the requests it got. */
function supabaseAnswering(rows: () => unknown[] | 'down') {
  const requests = {count: 0};
  const fetch = () => {
    requests.count += 1;
    const answer = rows();
    if (answer === 'down') {
      return Promise.reject(new TypeError('fetch failed'));
    }
    return Promise.resolve(
      new Response(JSON.stringify(answer), {headers: {'Content-Type': 'application/json'}}),
    );
  };
  const client = createClient<Database>('http://127.0.0.1:9', 'anon-key', {
    ...nodeClientOptions,
    global: {fetch},
  });
  return {client, requests};
}

describe('the kept live copy', () => {
  const HANDLE = 'calendula-hand-salve';
  const copy = (hook: string) => ({
    marketing_hook: hook,
    marketing_benefits: ['Soothes'],
    marketing_perfect_for: 'Dry hands',
  });

  it('is reused while fresh, asked for again once older than its lifetime, and dropped on review', async () => {
    let live = [copy('First')];
    const {client, requests} = supabaseAnswering(() => live);
    const {cache} = memoryCache();
    let clock = 1_000_000;
    const kept: Promise<unknown>[] = [];
    // The request context makes its Supabase client on first use: a fresh kept copy must not ask for it.
    let clientsAsked = 0;
    const context = {
      get publicDatabase() {
        clientsAsked += 1;
        return client;
      },
    };
    const load = () =>
      loadActiveCopyOverride(context, HANDLE, 2_000, undefined, {
        cache,
        now: () => clock,
        waitUntil: (promise) => kept.push(promise),
      });

    expect((await load())?.marketing_hook).toBe('First');
    await Promise.all(kept);
    live = [copy('Second')];
    clock += COPY_OVERRIDE_FRESH_SECONDS * 1000;
    expect((await load())?.marketing_hook).toBe('First');
    expect(requests.count).toBe(1);

    clock += 1;
    expect((await load())?.marketing_hook).toBe('Second');
    expect(requests.count).toBe(2);
    await Promise.all(kept);

    live = [];
    await forgetCopyOverride(cache, HANDLE);
    expect(await load()).toBeNull();
    expect(requests.count).toBe(3);
    expect(clientsAsked, 'the client is asked for only when Supabase is').toBe(3);
  });

  it('shows the last copy kept while Supabase fails, and the page is not shared', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let state: 'up' | 'down' = 'up';
    const {client} = supabaseAnswering(() => (state === 'up' ? [copy('Known')] : 'down'));
    const {cache} = memoryCache();
    let clock = 5_000_000;
    const kept: Promise<unknown>[] = [];
    const options = {
      cache,
      now: () => clock,
      waitUntil: (promise: Promise<unknown>) => kept.push(promise),
    };
    await loadActiveCopyOverride({publicDatabase: client}, HANDLE, 2_000, undefined, options);
    await Promise.all(kept);

    state = 'down';
    clock += 60_000;
    const onFailure = vi.fn();
    expect(
      (await loadActiveCopyOverride({publicDatabase: client}, HANDLE, 2_000, onFailure, options))?.marketing_hook,
    ).toBe('Known');
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});

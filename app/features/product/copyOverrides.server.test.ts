import {createClient} from '@supabase/supabase-js';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {nodeClientOptions} from '../../../local/supabase-api/testing.mjs';
import {loadActiveCopyOverride} from './copyOverrides.server';
import type {Database} from '~/server/database.types';

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
      loadActiveCopyOverride(client, 'calendula-hand-salve', 30_000, onFailure),
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
      loadActiveCopyOverride(slow, 'calendula-hand-salve', 50, onFailure),
    ).resolves.toBeNull();
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(
      'Copy override for "calendula-hand-salve" not loaded:',
      expect.objectContaining({message: 'Supabase did not answer within 50 ms'}),
    );
  });
});

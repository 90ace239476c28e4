import {describe, expect, it, vi} from 'vitest';
import type {Storefront} from '@shopify/hydrogen';
import {
  PROVIDER_BUDGET_MS,
  ProviderTimeoutError,
  RequestDeadline,
  supabaseBudgetOf,
  withTimeout,
} from './providerDeadline.server';
import {describeCartError} from '~/lib/storefrontErrors';

/** A clock the test moves by hand. */
function clock(start = 1_000) {
  let now = start;
  return {now: () => now, advance: (ms: number) => (now += ms)};
}

const never = () => new Promise<never>(() => {});

describe('RequestDeadline', () => {
  it('cuts each call to what the request has left, down to nothing', () => {
    const time = clock();
    const deadline = new RequestDeadline(2_500, time.now);
    expect(deadline.allowance(1_000)).toBe(1_000);
    time.advance(2_000);
    expect(deadline.remaining()).toBe(500);
    expect(deadline.allowance(1_000)).toBe(500);
    time.advance(900);
    expect(deadline.remaining()).toBe(0);
    expect(deadline.allowance(1_000)).toBe(0);
  });

  it('stops waiting for a call at its budget with a timeout naming the service', async () => {
    vi.useFakeTimers();
    try {
      const deadline = new RequestDeadline(2_500);
      const waiting = deadline.race(never(), 'Supabase', 300);
      const outcome = expect(waiting).rejects.toThrow('Supabase did not answer within 300 ms');
      await vi.advanceTimersByTimeAsync(300);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes on an answer that comes in time', async () => {
    const deadline = new RequestDeadline(2_500);
    await expect(deadline.race(Promise.resolve('cart'), 'Shopify', 100)).resolves.toBe('cart');
  });

  it('does not make a Storefront call once the budget is spent, and says it was never sent', async () => {
    const time = clock();
    const deadline = new RequestDeadline(100, time.now);
    const query = vi.fn(() => Promise.resolve({}));
    const mutate = vi.fn(() => Promise.resolve({}));
    const bounded = deadline.boundStorefront({query, mutate} as unknown as Storefront);
    time.advance(100);
    const refused = await bounded
      .mutate('mutation { x }' as never)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProviderTimeoutError);
    expect((refused as ProviderTimeoutError).neverSent).toBe(true);
    await expect(bounded.query('query { x }' as never)).rejects.toBeInstanceOf(
      ProviderTimeoutError,
    );
    expect(mutate).not.toHaveBeenCalled();
    expect(query).not.toHaveBeenCalled();
  });

  it('bounds Storefront queries and mutations at the call budget', async () => {
    vi.useFakeTimers();
    try {
      const deadline = new RequestDeadline(2_500);
      const bounded = deadline.boundStorefront(
        {query: never, mutate: never} as unknown as Storefront,
        800,
      );
      const query = bounded.query('query { x }' as never).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(800);
      const error = (await query) as ProviderTimeoutError;
      expect(error).toBeInstanceOf(ProviderTimeoutError);
      expect(error.neverSent).toBe(false);
      expect(error.ms).toBe(800);
    } finally {
      vi.useRealTimers();
    }
  });

  it("aborts a fetch at the call's budget, cut to the request's", async () => {
    const time = clock();
    const deadline = new RequestDeadline(100, time.now);
    const seen: AbortSignal[] = [];
    const fetchImpl = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(init!.signal!);
      return new Promise<Response>((_, reject) =>
        init!.signal!.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    });
    const bounded = deadline.boundFetch(() => ({service: 'Supabase', ms: 5_000}), fetchImpl);
    const started = Date.now();
    const error = await bounded('http://127.0.0.1/rest/v1/x').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ProviderTimeoutError);
    expect((error as ProviderTimeoutError).ms).toBe(100);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(seen[0]?.aborted).toBe(true);
  });

  it("keeps the caller's own abort and its reason", async () => {
    const deadline = new RequestDeadline(5_000);
    const mine = new AbortController();
    const fetchImpl = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init!.signal!.addEventListener('abort', () => reject(new Error('caller gave up'))),
      );
    const bounded = deadline.boundFetch(() => ({service: 'Supabase', ms: 5_000}), fetchImpl);
    const call = bounded('http://127.0.0.1/rest/v1/x', {signal: mine.signal});
    mine.abort();
    await expect(call).rejects.toThrow('caller gave up');
  });

  it('lets the copy generation function outlive the request budget, and nothing else', async () => {
    expect(supabaseBudgetOf('https://x.supabase.co/functions/v1/improve-product-copy')).toEqual({
      service: 'Supabase',
      ms: PROVIDER_BUDGET_MS.generation,
      outsideRequest: true,
    });
    for (const path of [
      '/rest/v1/product_copy_overrides',
      '/rest/v1/rpc/has_role',
      '/auth/v1/user',
    ]) {
      expect(supabaseBudgetOf(`https://x.supabase.co${path}`)).toEqual({
        service: 'Supabase',
        ms: PROVIDER_BUDGET_MS.supabase,
      });
    }
    const time = clock();
    const deadline = new RequestDeadline(100, time.now);
    time.advance(500);
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('ok')));
    const bounded = deadline.boundFetch(supabaseBudgetOf, fetchImpl);
    await expect(
      bounded('https://x.supabase.co/functions/v1/improve-product-copy'),
    ).resolves.toBeInstanceOf(Response);
    await expect(bounded('https://x.supabase.co/rest/v1/x')).rejects.toBeInstanceOf(
      ProviderTimeoutError,
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('withTimeout', () => {
  it('refuses at once when no time is left', async () => {
    await expect(withTimeout(never(), 0, 'Shopify')).rejects.toThrow(
      'No time was left to ask Shopify',
    );
  });
});

describe("a provider timeout in the shopper's words", () => {
  it('reads as a gateway timeout (storefrontErrors knows the error by its name)', () => {
    expect(describeCartError(new ProviderTimeoutError('The Storefront API', 2_500))).toBe(
      'HTTP error! status: 504',
    );
  });
});

import type {Storefront} from '@shopify/hydrogen';

/**
 * How long one request may wait on the shop's providers (Shopify's Storefront API, Supabase Auth, REST,
 * RPC and functions), in one place, so no page waits on a slow provider. A request has a budget for all its provider calls together
 * and each call a budget of its own, cut to what the request has left; what a page cannot get in time it
 * renders without, or it answers with the spec's message, so every answer leaves within 3 s.
 */
export const PROVIDER_BUDGET_MS = {
  /** Everything one request waits on providers, one call after another. */
  request: 2_500,
  /** One Storefront read or mutation (STOREFRONT_TIMEOUT_MS may lower it). */
  storefront: 2_500,
  /** One Supabase Auth, REST or RPC call. */
  supabase: 2_000,
  /**
   * The admin's copy generation (the `improve-product-copy` function), the one call outside the request
   * budget: it waits on a language model whose own deadline is 20 s (supabase/functions), and the admin
   * watches a pending state meanwhile. No shopper page makes it.
   */
  generation: 25_000,
} as const;

export class ProviderTimeoutError extends Error {
  constructor(
    readonly service: string,
    readonly ms: number,
  ) {
    super(
      ms > 0 ? `${service} did not answer within ${ms} ms` : `No time was left to ask ${service}`,
    );
    this.name = 'ProviderTimeoutError';
  }

  /** The request's budget was spent before the call was made: the provider never saw it. */
  get neverSent() {
    return this.ms === 0;
  }
}

export const STOREFRONT = 'The Storefront API';
export const SUPABASE = 'Supabase';

/** Stops waiting after `ms` (the call itself may go on; its answer is then ignored). */
export function withTimeout<T>(
  promise: PromiseLike<T>,
  ms: number,
  service = STOREFRONT,
): Promise<T> {
  if (ms <= 0) return Promise.reject(new ProviderTimeoutError(service, 0));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderTimeoutError(service, ms)), ms);
  });
  return Promise.race([Promise.resolve(promise), timeout]).finally(() => clearTimeout(timer));
}

export function isProviderTimeout(error: unknown): error is ProviderTimeoutError {
  return error instanceof ProviderTimeoutError;
}

/** One request's provider budget: made when the request arrives, shared by every call it makes. */
export class RequestDeadline {
  private readonly endsAt: number;

  constructor(
    budgetMs: number = PROVIDER_BUDGET_MS.request,
    private readonly now: () => number = Date.now,
  ) {
    this.endsAt = now() + budgetMs;
  }

  /** What the request has left to wait on providers, in ms (never negative). */
  remaining() {
    return Math.max(0, this.endsAt - this.now());
  }

  /** How long a call whose own budget is `callMs` may take now. */
  allowance(callMs: number) {
    return Math.min(callMs, this.remaining());
  }

  /** Waits for `promise` at most the call's budget, cut to the request's. */
  race<T>(promise: PromiseLike<T>, service: string, callMs: number): Promise<T> {
    return withTimeout(promise, this.allowance(callMs), service);
  }

  /** Makes the call only while the request has budget left (a call made with none would go unread). */
  unlessSpent<T>(service: string, call: () => Promise<T>): Promise<T> {
    return this.remaining() > 0 ? call() : Promise.reject(new ProviderTimeoutError(service, 0));
  }

  /**
   * A fetch that aborts each call at its budget (cut to the request's unless `outsideRequest`), so the
   * connection is given up, not only the wait. `budgetOf` picks the call's service and budget by URL.
   */
  boundFetch(
    budgetOf: (url: string) => {service: string; ms: number; outsideRequest?: boolean},
    fetchImpl: typeof fetch = fetch,
  ): typeof fetch {
    return (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const {service, ms, outsideRequest} = budgetOf(url);
      const allowed = outsideRequest ? ms : this.allowance(ms);
      if (allowed <= 0) return Promise.reject(new ProviderTimeoutError(service, 0));
      const ownSignal = AbortSignal.timeout(allowed);
      const signal = init?.signal ? AbortSignal.any([init.signal, ownSignal]) : ownSignal;
      return fetchImpl(input, {...init, signal}).catch((error: unknown) => {
        throw ownSignal.aborted ? new ProviderTimeoutError(service, allowed) : error;
      });
    };
  }

  /**
   * The Storefront client with every query and mutation bounded (Hydrogen's client takes no signal, so
   * the wait is what is bounded). The cart handler is built on this client, so cart calls are too.
   */
  boundStorefront(
    storefront: Storefront,
    callMs: number = PROVIDER_BUDGET_MS.storefront,
  ): Storefront {
    return {
      ...storefront,
      query: (...args: Parameters<Storefront['query']>) =>
        this.unlessSpent(STOREFRONT, () =>
          this.race(storefront.query(...args), STOREFRONT, callMs),
        ),
      mutate: (...args: Parameters<Storefront['mutate']>) =>
        this.unlessSpent(STOREFRONT, () =>
          this.race(storefront.mutate(...args), STOREFRONT, callMs),
        ),
    };
  }
}

/** Supabase's calls by URL: the copy generation function has its own budget, the rest share one. */
export function supabaseBudgetOf(url: string) {
  return /\/functions\/v1\//.test(url)
    ? {service: SUPABASE, ms: PROVIDER_BUDGET_MS.generation, outsideRequest: true}
    : {service: SUPABASE, ms: PROVIDER_BUDGET_MS.supabase};
}

import {SUPABASE, withTimeout} from '~/server/providerDeadline.server';
import type {ProductCopyOverride} from './descriptionParser';
import type {PublicDatabase} from '~/server/supabase.server';

/** The cache a product's live copy is kept in between renders: the Cache API's calls the app makes. */
export type CopyOverrideCache = Pick<Cache, 'match' | 'put' | 'delete'>;

/**
 * How long a product's live copy is reused before Supabase is asked again (a product page
 * rendered for a shopper with a cart asked Supabase every time). A review drops it at once
 * (`forgetCopyOverride`); a change made directly in Supabase shows within this, plus the page cache's 10 s.
 */
export const COPY_OVERRIDE_FRESH_SECONDS = 10;
/** An older copy is still shown while Supabase fails (the page is then not shared): the last copy known. */
const COPY_OVERRIDE_KEPT_SECONDS = 3600;
const KEY_ORIGIN = 'https://copy-override.invalid';
const STORED_AT_HEADER = 'X-Stored-At';

const keyOf = (handle: string) => `${KEY_ORIGIN}/${encodeURIComponent(handle)}`;

type StoredCopy = {override: ProductCopyOverride | null; storedAt: number};

async function storedCopy(cache: CopyOverrideCache, handle: string): Promise<StoredCopy | null> {
  const stored = await cache.match(keyOf(handle)).catch(() => undefined);
  if (!stored) return null;
  const storedAt = Number(stored.headers.get(STORED_AT_HEADER));
  const override = (await stored.json().catch(() => undefined)) as
    ProductCopyOverride | null | undefined;
  return override === undefined || !(storedAt > 0) ? null : {override, storedAt};
}

/** Drops a product's kept copy, e.g. once an admin has approved or rejected copy for it. */
export async function forgetCopyOverride(cache: CopyOverrideCache, handle: string): Promise<void> {
  await cache.delete(keyOf(handle));
}

/**
 * The product's active copy override (SPEC.md 5, 7), or null, from `cache` while it is fresh and otherwise
 * from Supabase. The override only improves the copy, so any failure (Supabase down or slower than
 * `timeoutMs`, an RLS or network error) is logged and the page uses the last copy kept, or the default
 * benefits (and `onFailure` is told, so that page is not shared). No retries: supabase-js retries a failed
 * GET three times, 1, 2 and 4 s apart, which held every product page for the whole timeout while Supabase
 * was down (the Supabase fault spec).
 */
export async function loadActiveCopyOverride(
  /**
   * Read only when the kept copy will not do (the request context makes its client on first use). Live copy
   * is the same for every shopper, so the public key reads it, signed in or not.
   */
  context: {readonly publicDatabase: PublicDatabase},
  handle: string,
  timeoutMs: number,
  onFailure: () => void = () => {},
  {
    cache: opening,
    waitUntil = (promise) => void promise,
    now = Date.now,
  }: {
    /** Where the copy is kept; a cache that cannot be opened only means asking Supabase every time. */
    cache?: CopyOverrideCache | Promise<CopyOverrideCache>;
    waitUntil?: (promise: Promise<unknown>) => void;
    now?: () => number;
  } = {},
): Promise<ProductCopyOverride | null> {
  const cache = await Promise.resolve(opening).catch((error: unknown) => {
    console.error('The kept product copy cannot be opened', error);
    return undefined;
  });
  const kept = cache ? await storedCopy(cache, handle) : null;
  if (kept && now() - kept.storedAt <= COPY_OVERRIDE_FRESH_SECONDS * 1000) return kept.override;
  const answer = await queryActiveCopyOverride(context.publicDatabase, handle, timeoutMs);
  if (!answer.ok) {
    onFailure();
    return kept?.override ?? null;
  }
  if (cache) {
    const copy = new Response(JSON.stringify(answer.override), {
      headers: {
        'Content-Type': 'application/json',
        'Cache-Control': `public, max-age=${COPY_OVERRIDE_KEPT_SECONDS}`,
        [STORED_AT_HEADER]: String(now()),
      },
    });
    waitUntil(
      cache.put(keyOf(handle), copy).catch((error: unknown) => {
        console.error(`Keeping the copy of "${handle}" failed`, error);
      }),
    );
  }
  return answer.override;
}

async function queryActiveCopyOverride(
  supabase: PublicDatabase,
  handle: string,
  timeoutMs: number,
): Promise<{ok: true; override: ProductCopyOverride | null} | {ok: false}> {
  try {
    // live_product_copy holds only active copy, and only the columns a shopper may see.
    const query = supabase
      .from('live_product_copy')
      .select('marketing_hook, marketing_benefits, marketing_perfect_for')
      .eq('product_handle', handle)
      .maybeSingle()
      .retry(false);
    const {data, error} = await withTimeout(query, timeoutMs, SUPABASE);
    if (error) {
      console.error(`Copy override for "${handle}" not loaded: ${error.message}`);
      return {ok: false};
    }
    return {ok: true, override: data};
  } catch (error) {
    console.error(`Copy override for "${handle}" not loaded:`, error);
    return {ok: false};
  }
}

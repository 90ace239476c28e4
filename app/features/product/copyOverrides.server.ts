import {SUPABASE, withTimeout} from '~/server/providerDeadline.server';
import type {ProductCopyOverride} from './descriptionParser';
import type {AppSupabaseClient} from '~/server/supabase.server';

/**
 * The product's active copy override (SPEC.md 5, 7), or null. The override only improves the copy, so any
 * failure (Supabase down or slower than `timeoutMs`, an RLS or network error) is logged and the page
 * uses the default benefits (and `onFailure` is told, so that page is not shared). No retries:
 * supabase-js retries a failed GET three times, 1, 2 and 4 s apart, which held every product page for the
 * whole timeout while Supabase was down (the Supabase fault spec).
 */
export async function loadActiveCopyOverride(
  supabase: AppSupabaseClient,
  handle: string,
  timeoutMs: number,
  onFailure: () => void = () => {},
): Promise<ProductCopyOverride | null> {
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
      onFailure();
      return null;
    }
    return data;
  } catch (error) {
    console.error(`Copy override for "${handle}" not loaded:`, error);
    onFailure();
    return null;
  }
}

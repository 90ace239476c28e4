import {STORAGE_TIMEOUT_MS} from './newsletter.server';
import type {OptOutRequest} from './optOutForm';
import type {AppSupabaseClient} from './supabase.server';

/**
 * Records an opt-out request (a legal record) in `privacy_requests`, with whether the browser sent a
 * Global Privacy Control signal. Insert-only for the API roles, so nothing is read back; id and
 * created_at are the database's. True only when the database confirmed the write.
 */
export async function storePrivacyRequest(
  supabase: AppSupabaseClient,
  request: OptOutRequest,
  {gpc}: {gpc: boolean},
) {
  try {
    const {error} = await supabase
      .from('privacy_requests')
      .insert({
        first_name: request.firstName,
        last_name: request.lastName,
        email: request.email,
        state: request.state,
        opt_out_sale: request.optOutSale,
        opt_out_targeted_ads: request.optOutTargetedAds,
        gpc,
      })
      .abortSignal(AbortSignal.timeout(STORAGE_TIMEOUT_MS));
    if (error) console.error('Opt-out request not stored:', error.message || error.code);
    return !error;
  } catch (error) {
    console.error('Opt-out request not stored:', error);
    return false;
  }
}

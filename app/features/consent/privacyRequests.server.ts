import type {OptOutRequest} from './optOutForm';
import type {AppSupabaseClient} from '~/server/supabase.server';

/**
 * Records an opt-out request (a legal record) through the `submit_privacy_request` RPC, the only way the
 * API roles may write `privacy_requests`: the database applies the form's rules again and counts an
 * identical request on the same day on one record. Whether the shopper's browser sent a Global Privacy
 * Control signal is not an argument (anyone holding the public key could claim it): the database reads it
 * from the request's own `Sec-GPC` header, so the shop forwards the shopper's header and nothing else.
 * True only when the database confirmed the write.
 */
export async function storePrivacyRequest(
  supabase: AppSupabaseClient,
  request: OptOutRequest,
  {gpc}: {gpc: boolean},
) {
  try {
    const call = supabase.rpc('submit_privacy_request', {
      _first_name: request.firstName,
      _last_name: request.lastName,
      _email: request.email,
      _state: request.state,
      _opt_out_sale: request.optOutSale,
      _opt_out_targeted_ads: request.optOutTargetedAds,
    });
    if (gpc) call.setHeader('Sec-GPC', '1');
    // Bounded by the client's fetch (providerDeadline.server); a retry of a request that was stored after
    // all is counted on the same record by the database.
    const {error} = await call;
    if (error) console.error('Opt-out request not stored:', error.message || error.code);
    return !error;
  } catch (error) {
    console.error('Opt-out request not stored:', error);
    return false;
  }
}

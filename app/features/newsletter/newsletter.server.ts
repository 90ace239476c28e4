import type {NewsletterSignUp} from './newsletterForm';
import type {AppSupabaseClient} from '~/server/supabase.server';

/**
 * Adds the address to `newsletter_subscribers` through the `subscribe_to_newsletter` RPC, the only way
 * the API roles may write it: the database applies the form's rules again and answers the same (nothing)
 * for a new address and for a member, so its answer reveals no membership. True only when the database
 * confirmed the sign-up, i.e. stored it or found it already there.
 */
export async function subscribeToNewsletter(supabase: AppSupabaseClient, signUp: NewsletterSignUp) {
  try {
    // Not stored within the request's provider budget counts as failed (the client's fetch is bound);
    // a retry is safe, the RPC answers a member as it answers a new address.
    const {error} = await supabase.rpc('subscribe_to_newsletter', {
      _email: signUp.email,
      _source: signUp.source,
    });
    if (error) console.error('Newsletter sign-up not stored:', error.message || error.code);
    return !error;
  } catch (error) {
    console.error('Newsletter sign-up not stored:', error);
    return false;
  }
}

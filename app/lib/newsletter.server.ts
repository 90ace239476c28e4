import type {NewsletterSignUp} from './newsletterForm';
import type {AppSupabaseClient} from './supabase.server';

/** A sign-up that has not been stored within this long counts as failed (the shopper is told). */
export const STORAGE_TIMEOUT_MS = 8_000;

/**
 * Adds the address to `newsletter_subscribers`. The API roles may insert but never read the table, so
 * this is an upsert that ignores duplicates without returning the row: a repeat sign-up succeeds and
 * adds nothing. True only when the database confirmed the write.
 */
export async function subscribeToNewsletter(supabase: AppSupabaseClient, signUp: NewsletterSignUp) {
  try {
    const {error} = await supabase
      .from('newsletter_subscribers')
      .upsert({email: signUp.email, source: signUp.source}, {onConflict: 'email', ignoreDuplicates: true})
      .abortSignal(AbortSignal.timeout(STORAGE_TIMEOUT_MS));
    if (error) console.error('Newsletter sign-up not stored:', error.message || error.code);
    return !error;
  } catch (error) {
    console.error('Newsletter sign-up not stored:', error);
    return false;
  }
}

import type {AppSupabaseClient} from '~/server/supabase.server';

/**
 * The shop's own limit on sign-in attempts, per email and per shopper IP, kept in Supabase
 * (`claim_sign_in_attempt`, migration 20261123180000_sign_in_throttle.sql) because the worker keeps nothing
 * between requests. The keys are HMACs under the session secret, so the database stores no address and
 * nobody without the secret can name another shopper's counter.
 */
export interface ThrottleKeys {
  emailKey: string;
  ipKey: string | null;
}

export type ThrottleDecision =
  | {kind: 'allowed'}
  | {kind: 'refused'; retryAfter: number}
  | {kind: 'unavailable'};

const encoder = new TextEncoder();

async function hmacHex(secret: string, value: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, [
    'sign',
  ]);
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(value));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function throttleKeys(secret: string, email: string, ip: string | null): Promise<ThrottleKeys> {
  const [emailHash, ipHash] = await Promise.all([
    hmacHex(secret, `sign-in-email:${email.trim().toLowerCase()}`),
    ip ? hmacHex(secret, `sign-in-ip:${ip}`) : Promise.resolve(null),
  ]);
  return {emailKey: `email:${emailHash}`, ipKey: ipHash ? `ip:${ipHash}` : null};
}

/**
 * Claims one attempt. When the database cannot answer, the attempt is not made ('unavailable'): a sign-in
 * that skipped the count would let guesses through whenever the counter is down.
 */
export async function claimSignInAttempt(
  supabase: AppSupabaseClient,
  {emailKey, ipKey}: ThrottleKeys,
): Promise<ThrottleDecision> {
  try {
    const {data, error} = await supabase.rpc('claim_sign_in_attempt', {
      _email_key: emailKey,
      ...(ipKey ? {_ip_key: ipKey} : {}),
    });
    if (error || typeof data !== 'number') {
      console.error(`Sign-in throttle unavailable: ${error?.message ?? 'unexpected answer'}`);
      return {kind: 'unavailable'};
    }
    return data > 0 ? {kind: 'refused', retryAfter: data} : {kind: 'allowed'};
  } catch (error) {
    console.error('Sign-in throttle unavailable', error);
    return {kind: 'unavailable'};
  }
}

/** After a successful sign-in (the client now carries the user's session): the email starts afresh. */
export async function signInSucceeded(supabase: AppSupabaseClient, {emailKey, ipKey}: ThrottleKeys) {
  try {
    const {error} = await supabase.rpc('sign_in_succeeded', {
      _email_key: emailKey,
      ...(ipKey ? {_ip_key: ipKey} : {}),
    });
    if (error) console.error(`Sign-in throttle not cleared: ${error.message}`);
  } catch (error) {
    console.error('Sign-in throttle not cleared', error);
  }
}

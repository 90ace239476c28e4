// Sign-up, the confirmation resend and the password reset through Remix against the local Auth with a
// hosted project's email quota (2 an hour): the answer must not tell a member's address from a new one,
// before the quota is spent or after. Auth only meets the quota when it is about to email an account (as
// GoTrue does), so its own answers differ; the shop's must not.
import {createClient} from '@supabase/supabase-js';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {
  ANON_KEY,
  SEED,
  nodeClientOptions,
  startTestSupabaseApi,
} from '../../local/supabase-api/testing.mjs';
import type {Database} from '~/server/database.types';
import * as authRoute from '~/routes/auth';
import * as resetRoute from '~/routes/auth_.reset';
import {requestRoute, type RouteUnderTest} from './remixRequest';

const STARTUP_TIMEOUT_MS = 120_000;
const AUTH: RouteUnderTest = {id: 'routes/auth', path: 'auth', module: authRoute};
const RESET: RouteUnderTest = {id: 'routes/auth_.reset', path: 'auth/reset', module: resetRoute};

let api: Awaited<ReturnType<typeof startTestSupabaseApi>>;

beforeAll(async () => {
  // The hosted email quota; the per-IP buckets are raised so that only the quota is in play.
  api = await startTestSupabaseApi({
    auth: {rateLimits: {emailSent: 2, tokenRefresh: 1000, verify: 1000, otp: 1000}},
  });
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await api?.dispose();
}, STARTUP_TIMEOUT_MS);

function context() {
  const flash = vi.fn();
  const value = {
    supabase: createClient<Database>(api.url, ANON_KEY, nodeClientOptions),
    session: {flash, has: () => false, get: () => undefined, unset: vi.fn(), set: vi.fn()},
    config: {SITE_ENV: 'local', PUBLIC_SITE_ORIGIN: 'http://shop.test'},
  };
  return {context: value as unknown as AppLoadContext, flash};
}

/**
 * What the shopper gets from one form post without JavaScript: the status, where it leads, and every text
 * shown or flashed, with the address itself taken out (it is the shopper's own input, echoed back).
 */
async function answer(route: RouteUnderTest, fields: Record<string, string>) {
  const {context: ctx, flash} = context();
  const request = new Request(`http://shop.test/${route.path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const {response, actionData} = await requestRoute(route, request, ctx);
  const {email: _echoed, ...shown} = (actionData ?? {}) as Record<string, unknown>;
  return {
    status: response.status,
    location: response.headers.get('Location'),
    shown,
    flashed: flash.mock.calls.map((call) => JSON.stringify(call.slice(1))),
  };
}

const signUp = (email: string) =>
  answer(AUTH, {intent: 'signup', email, password: 'a-good-password'});
const resend = (email: string) => answer(AUTH, {intent: 'resend', email});
const reset = (email: string) => answer(RESET, {email});

const fresh = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

describe('with the email quota', () => {
  it('sign-up, resend and reset answer a member and a new address alike, before and after the quota is spent', async () => {
    const member = SEED.shopper.email;
    const unconfirmed = fresh('waiting');

    // Not spent yet: a new address is emailed (1 of 2), a member's is answered without an email.
    const newBefore = await signUp(unconfirmed);
    const memberBefore = await signUp(member);
    expect(newBefore.status).toBe(200);
    expect(memberBefore).toEqual(newBefore);
    // A member's reset is emailed (2 of 2): the quota is now spent.
    const resetMemberBefore = await reset(member);
    const resetUnknownBefore = await reset(fresh('nobody'));
    expect(resetMemberBefore.status).toBe(303);
    expect(resetUnknownBefore).toEqual(resetMemberBefore);

    // Spent: Auth refuses what it would email (a new sign-up, a member's reset, an unconfirmed resend).
    const direct = createClient<Database>(api.url, ANON_KEY, nodeClientOptions);
    const refused = await direct.auth.signUp({email: fresh('probe'), password: 'a-good-password'});
    expect(refused.error).toMatchObject({status: 429, code: 'over_email_send_rate_limit'});

    expect(await signUp(fresh('newcomer'))).toEqual(memberBefore);
    expect(await signUp(member)).toEqual(memberBefore);
    expect(await reset(member)).toEqual(resetUnknownBefore);
    expect(await reset(fresh('nobody'))).toEqual(resetUnknownBefore);
    expect(await resend(unconfirmed)).toEqual(await resend(fresh('nobody')));
    expect(await resend(member)).toEqual(await resend(unconfirmed));
  });
});

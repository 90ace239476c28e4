// Auth's email links name the shop's configured origin (PUBLIC_SITE_ORIGIN), whatever Host the request
// came with. Sign-up and the password reset are posted through Remix, with a foreign Host and
// X-Forwarded-Host, against the local Auth, which renders supabase/config.toml's templates and honours a
// redirect URL as GoTrue does: any loopback address or allow-listed URL is accepted, so the shop itself
// must send its own origin.
import {createClient} from '@supabase/supabase-js';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {
  ANON_KEY,
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
/** The shop's configured origin; also the project's Site URL. */
const SITE_ORIGIN = 'http://127.0.0.1:3000';
/**
 * Hosts a request may name that Auth would accept as a redirect: one on config.toml's allow-list
 * (`http://localhost:3000/auth/confirm`) and a loopback address (GoTrue accepts any), besides one it
 * refuses (then it uses the Site URL anyway).
 */
const FOREIGN_HOSTS = ['localhost:3000', '127.0.0.2:8080', 'evil.example'];

let api: Awaited<ReturnType<typeof startTestSupabaseApi>>;

beforeAll(async () => {
  api = await startTestSupabaseApi({
    auth: {
      siteUrl: SITE_ORIGIN,
      rateLimits: {emailSent: 1000, tokenRefresh: 1000, verify: 1000, otp: 1000},
    },
    mailPort: null,
  });
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await api?.dispose();
}, STARTUP_TIMEOUT_MS);

function context(): AppLoadContext {
  const value = {
    supabase: createClient<Database>(api.url, ANON_KEY, nodeClientOptions),
    session: {flash: vi.fn(), has: () => false, get: () => undefined, unset: vi.fn(), set: vi.fn()},
    config: {SITE_ENV: 'local', PUBLIC_SITE_ORIGIN: SITE_ORIGIN},
  };
  return value as unknown as AppLoadContext;
}

/** A form post without JavaScript, as it reaches the app from a client naming `host`. */
async function post(route: RouteUnderTest, host: string, fields: Record<string, string>) {
  const request = new Request(`http://${host}/${route.path}`, {
    method: 'POST',
    headers: {Host: host, 'X-Forwarded-Host': host, Origin: `http://${host}`},
    body: new URLSearchParams(fields),
  });
  return (await requestRoute(route, request, context())).response;
}

/** The link to the shop in the newest email to `to`, as a mail client follows it. */
function linkIn(to: string) {
  const message = api.mailbox.list().find((mail) => mail.To.some((r) => r.Address === to));
  if (!message) throw new Error(`no email to ${to}`);
  const href = /<a href="([^"]+)"/.exec(message.HTML)?.[1];
  if (!href) throw new Error(`no link in the email to ${to}`);
  return new URL(href.replace(/&amp;/g, '&'));
}

const fresh = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

describe('email links under a foreign Host', () => {
  it.each(FOREIGN_HOSTS)(
    "sign-up from %s: the confirmation link is the configured origin's /auth/confirm",
    async (host) => {
      const email = fresh('signup');
      const response = await post(AUTH, host, {
        intent: 'signup',
        email,
        password: 'a-good-password',
      });
      expect(response.status).toBe(200);
      const link = linkIn(email);
      expect(`${link.origin}${link.pathname}`).toBe(`${SITE_ORIGIN}/auth/confirm`);
      expect(link.searchParams.get('type')).toBe('signup');
      expect(link.searchParams.get('token_hash')).toMatch(/^[0-9a-f]{56}$/);
    },
  );

  it.each(FOREIGN_HOSTS)(
    "password reset from %s: the recovery link is the configured origin's /auth/confirm",
    async (host) => {
      const email = fresh('reset');
      const admin = createClient(api.url, ANON_KEY, nodeClientOptions);
      expect((await admin.auth.signUp({email, password: 'a-good-password'})).error).toBeNull();
      await api.db.query(
        'update auth.users set email_confirmed_at = now(), confirmation_sent_at = null where email = $1',
        [email],
      );
      api.mailbox.delete(null);

      const response = await post(RESET, host, {email});
      expect(response.status).toBe(303);
      const link = linkIn(email);
      expect(`${link.origin}${link.pathname}`).toBe(`${SITE_ORIGIN}/auth/confirm`);
      expect(link.searchParams.get('type')).toBe('recovery');
    },
  );
});

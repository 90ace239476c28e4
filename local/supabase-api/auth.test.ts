// The local Auth stand-in behaves as a new hosted Supabase project does by default, seen through the real
// clients (supabase-js, @supabase/ssr): email confirmation, the emailed links (read from the mail catcher's
// Mailpit API), password recovery, GoTrue's obfuscated repeat sign-up, its per-IP and email limits and its
// error codes. The shop's own sign-in throttle (database functions) is tested with the forms' database
// rules, in tests/integration/supabase-form-rules.test.ts.
import {createServerClient} from '@supabase/ssr';
import {createClient, type SupabaseClient} from '@supabase/supabase-js';
import {cpSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {readAuthEmailConfig, renderAuthEmail} from './emailTemplates.mjs';
import {ANON_KEY, SEED, nodeClientOptions, startTestSupabaseApi} from './testing.mjs';

const STARTUP_TIMEOUT_MS = 180_000;

type Api = Awaited<ReturnType<typeof startTestSupabaseApi>>;
/** Flows: the hosted defaults, except the project-wide email cap (2 an hour), which they would use up. */
let api: Api;
/** Limits: every default as hosted has it. */
let limits: Api;

const SITE_URL = 'http://shop.test';

interface MailSummary {
  ID: string;
  To: {Address: string}[];
  Subject: string;
}

async function mailTo(server: Api, address: string): Promise<MailSummary[]> {
  const response = await fetch(`${server.mailUrl}/api/v1/messages`);
  expect(response.status).toBe(200);
  const body = await response.json<{total: number; messages: MailSummary[]}>();
  return body.messages.filter((message) => message.To.some((to) => to.Address === address));
}

/** The newest email to `address`, its link and the link's token hash. */
async function latestLink(server: Api, address: string) {
  const [summary] = await mailTo(server, address);
  if (!summary) throw new Error(`no email to ${address}`);
  const response = await fetch(`${server.mailUrl}/api/v1/message/${summary.ID}`);
  const message = await response.json<{Subject: string; HTML: string; Text: string; To: {Address: string}[]}>();
  const href = /href="([^"]+)"/.exec(message.HTML)?.[1];
  if (!href) throw new Error('no link in the email');
  // The href as a mail client follows it: the HTML's entities decoded (`&amp;` between parameters).
  const link = new URL(href.replace(/&amp;/g, '&'));
  return {message, link, tokenHash: link.searchParams.get('token_hash') ?? '', type: link.searchParams.get('type')};
}

const client = (server: Api, ip?: string): SupabaseClient =>
  createClient(server.url, ANON_KEY, {
    ...nodeClientOptions,
    ...(ip ? {global: {headers: {'X-Forwarded-For': ip}}} : {}),
  });

/** As the app's server client: @supabase/ssr, PKCE, cookies in a jar. */
function ssrClient(server: Api) {
  const jar = new Map<string, string>();
  return createServerClient(server.url, ANON_KEY, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({name, value})),
      setAll: (cookies) => cookies.forEach(({name, value}) => jar.set(name, value)),
    },
    realtime: nodeClientOptions.realtime,
  });
}

beforeAll(async () => {
  [api, limits] = await Promise.all([
    startTestSupabaseApi({auth: {siteUrl: SITE_URL, rateLimits: {emailSent: 1000, tokenRefresh: 150, verify: 30, otp: 30}}}),
    // Hosted limits, but buckets that refill at 3 requests per 5 minutes (one token per 100 s) rather than
    // 30 or 150: a burst of 31 slow requests (password hashing on a busy 2-core machine took over 2 s) must
    // not regain a token before its 31st. The bucket still holds 30, which is what these tests count.
    startTestSupabaseApi({auth: {rateLimits: {emailSent: 2, tokenRefresh: 3, verify: 3, otp: 3}}}),
  ]);
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([api?.dispose(), limits?.dispose()]);
}, STARTUP_TIMEOUT_MS);

describe('sign-up with email confirmation', () => {
  it('answers a user without a session, emails a token-hash link, and the link signs in once', async () => {
    const email = 'confirm-me@example.com';
    const ssr = ssrClient(api);
    const signUp = await ssr.auth.signUp({email, password: 'a-good-password', options: {emailRedirectTo: `${SITE_URL}/auth/confirm`}});
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({email, role: 'authenticated', email_confirmed_at: null});
    expect(signUp.data.user?.confirmation_sent_at).toBeTruthy();
    expect(signUp.data.user?.identities).toHaveLength(1);

    const {message, link, tokenHash, type} = await latestLink(api, email);
    expect(message.Subject).toBe('Confirm your email for Wildroot Botanicals');
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE_URL}/auth/confirm`);
    expect(type).toBe('signup');
    // @supabase/ssr signs up with PKCE, so the hash carries GoTrue's flow prefix.
    expect(tokenHash).toMatch(/^pkce_[0-9a-f]{56}$/);

    const early = await client(api).auth.signInWithPassword({email, password: 'a-good-password'});
    expect(early.error).toMatchObject({code: 'email_not_confirmed', status: 400, message: 'Email not confirmed'});

    const verified = await ssr.auth.verifyOtp({token_hash: tokenHash, type: 'signup'});
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    const again = await client(api).auth.verifyOtp({token_hash: tokenHash, type: 'signup'});
    expect(again.error).toMatchObject({code: 'otp_expired', status: 403, message: 'Email link is invalid or has expired'});

    const signIn = await client(api).auth.signInWithPassword({email, password: 'a-good-password'});
    expect(signIn.error).toBeNull();
  });

  it('answers a repeat sign-up of a member with a made-up user: no error, no session, no email', async () => {
    const before = await mailTo(api, SEED.shopper.email);
    const {data, error} = await client(api).auth.signUp({email: SEED.shopper.email, password: 'whatever-123'});
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({email: SEED.shopper.email, identities: []});
    expect(data.user?.id).not.toBe(SEED.shopper.id);
    expect(await mailTo(api, SEED.shopper.email)).toHaveLength(before.length);
  });

  it('sends one email per user a minute: a quick repeat or resend is over_email_send_rate_limit', async () => {
    const email = 'impatient@example.com';
    expect((await client(api).auth.signUp({email, password: 'a-good-password'})).error).toBeNull();
    const repeat = await client(api).auth.signUp({email, password: 'a-good-password'});
    expect(repeat.error).toMatchObject({code: 'over_email_send_rate_limit', status: 429});
    expect(repeat.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    const resend = await client(api).auth.resend({type: 'signup', email});
    expect(resend.error).toMatchObject({code: 'over_email_send_rate_limit', status: 429});
    expect(await mailTo(api, email)).toHaveLength(1);

    // A minute later (moved back in the database) the resend goes out with a new link; the old one is dead.
    const first = await latestLink(api, email);
    await api.db.query(`update auth.users set confirmation_sent_at = now() - interval '61 seconds' where email = $1`, [email]);
    expect((await client(api).auth.resend({type: 'signup', email})).error).toBeNull();
    const second = await latestLink(api, email);
    expect(second.tokenHash).not.toBe(first.tokenHash);
    expect((await client(api).auth.verifyOtp({token_hash: first.tokenHash, type: 'signup'})).error?.code).toBe('otp_expired');
    expect((await client(api).auth.verifyOtp({token_hash: second.tokenHash, type: 'signup'})).error).toBeNull();
  });

  it('resend answers the same for unknown and confirmed addresses, and sends nothing', async () => {
    for (const email of ['nobody@example.com', SEED.admin.email]) {
      const {error} = await client(api).auth.resend({type: 'signup', email});
      expect(error).toBeNull();
      expect(await mailTo(api, email)).toHaveLength(0);
    }
  });

  it('refuses a link older than an hour', async () => {
    const email = 'slow-reader@example.com';
    await client(api).auth.signUp({email, password: 'a-good-password'});
    const {tokenHash} = await latestLink(api, email);
    await api.db.query(`update auth.users set confirmation_sent_at = now() - interval '61 minutes' where email = $1`, [email]);
    const {error} = await client(api).auth.verifyOtp({token_hash: tokenHash, type: 'signup'});
    expect(error).toMatchObject({code: 'otp_expired', status: 403});
  });
});

describe('password recovery', () => {
  it('emails a recovery link to members only, and the link signs in to set a new password', async () => {
    const unknown = await client(api).auth.resetPasswordForEmail('stranger@example.com', {redirectTo: `${SITE_URL}/auth/confirm`});
    expect(unknown.error).toBeNull();
    expect(await mailTo(api, 'stranger@example.com')).toHaveLength(0);

    const email = 'forgetful@example.com';
    const signUp = await client(api).auth.signUp({email, password: 'old-password'});
    expect(signUp.error).toBeNull();
    await api.db.query('update auth.users set email_confirmed_at = now() where email = $1', [email]);

    const ssr = ssrClient(api);
    expect((await ssr.auth.resetPasswordForEmail(email, {redirectTo: `${SITE_URL}/auth/confirm`})).error).toBeNull();
    const {message, tokenHash, type} = await latestLink(api, email);
    expect(message.Subject).toBe('Reset your Wildroot Botanicals password');
    expect(type).toBe('recovery');

    const verified = await ssr.auth.verifyOtp({token_hash: tokenHash, type: 'recovery'});
    expect(verified.error).toBeNull();
    expect(verified.data.session).toBeTruthy();

    const same = await ssr.auth.updateUser({password: 'old-password'});
    expect(same.error).toMatchObject({code: 'same_password', status: 422});
    const weak = await ssr.auth.updateUser({password: '123'});
    expect(weak.error).toMatchObject({code: 'weak_password', status: 422});
    // Over 72 bytes is a bad request in GoTrue, before any strength rule: 37 two-byte letters are 74 bytes.
    const long = await ssr.auth.updateUser({password: 'ä'.repeat(37)});
    expect(long.error).toMatchObject({code: 'validation_failed', status: 400});
    expect((await ssr.auth.updateUser({password: 'new-password'})).error).toBeNull();

    expect((await client(api).auth.signInWithPassword({email, password: 'old-password'})).error?.code).toBe('invalid_credentials');
    expect((await client(api).auth.signInWithPassword({email, password: 'new-password'})).error).toBeNull();
  });

  it('a recovery link also confirms an address that never was', async () => {
    const email = 'never-confirmed@example.com';
    await client(api).auth.signUp({email, password: 'a-good-password'});
    await api.db.query(`update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = $1`, [email]);
    expect((await client(api).auth.resetPasswordForEmail(email)).error).toBeNull();
    const {tokenHash} = await latestLink(api, email);
    const {data, error} = await client(api).auth.verifyOtp({token_hash: tokenHash, type: 'recovery'});
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });
});

describe("config.toml's email templates", () => {
  it('the email sent is the template file rendered with the request\'s redirect URL; a foreign one gets the Site URL', async () => {
    const email = 'templated@example.com';
    const {error} = await client(api).auth.signUp({email, password: 'a-good-password', options: {emailRedirectTo: `${SITE_URL}/auth/confirm`}});
    expect(error).toBeNull();
    const {message, tokenHash} = await latestLink(api, email);
    const expected = renderAuthEmail(readAuthEmailConfig(path.resolve(import.meta.dirname, '../../supabase')).templates.confirmation, {subject: '', content: ''}, {
      SiteURL: SITE_URL,
      ConfirmationURL: '',
      Email: email,
      Token: '',
      TokenHash: tokenHash,
      Data: {},
      RedirectTo: `${SITE_URL}/auth/confirm`,
    });
    expect(message.Subject).toBe(expected.subject);
    expect(message.HTML).toBe(expected.html);

    const stranger = 'redirected-elsewhere@example.com';
    await api.db.query('insert into auth.users (id, aud, role, email, email_confirmed_at, instance_id) values (gen_random_uuid(), \'authenticated\', \'authenticated\', $1, now(), \'00000000-0000-0000-0000-000000000000\')', [stranger]);
    expect((await client(api).auth.resetPasswordForEmail(stranger, {redirectTo: 'https://evil.example/auth/confirm'})).error).toBeNull();
    const refused = await latestLink(api, stranger);
    expect(`${refused.link.origin}${refused.link.pathname}`).toBe(`${SITE_URL}/auth/confirm`);
    expect(refused.type).toBe('recovery');
  });

  it('a template that fails to execute fails the request as GoTrue does: 500, nothing stored, nothing sent', async () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'wildroot-broken-template-'));
    cpSync(path.resolve(import.meta.dirname, '../../supabase'), path.join(repo, 'supabase'), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}.temp`),
    });
    writeFileSync(path.join(repo, 'supabase/templates/confirmation.html'), '<p>Hello {{ .Email.Name }}</p>');
    const broken = await startTestSupabaseApi({supabaseDir: path.join(repo, 'supabase'), auth: {siteUrl: SITE_URL}});
    try {
      const email = 'never-mailed@example.com';
      // Raw, because supabase-js reports any 5xx as a retryable fetch error without its body.
      const response = await fetch(`${broken.url}/auth/v1/signup`, {
        method: 'POST',
        headers: {apikey: ANON_KEY, 'Content-Type': 'application/json'},
        body: JSON.stringify({email, password: 'a-good-password'}),
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({code: 'unexpected_failure', message: 'Error sending confirmation email'});
      expect(await mailTo(broken, email)).toHaveLength(0);
      const {rows} = await broken.db.query('select id from auth.users where email = $1', [email]);
      expect(rows).toHaveLength(0);
    } finally {
      await broken.dispose();
      rmSync(repo, {recursive: true, force: true});
    }
  }, STARTUP_TIMEOUT_MS);
});

describe("hosted rate limits (X-Forwarded-For's first address)", () => {
  it('sign-ups: a burst of 30 per IP, then over_request_rate_limit with the 2024-01-01 error shape', async () => {
    const ip = '198.51.100.1';
    for (let i = 0; i < 30; i += 1) {
      const {error} = await client(limits, ip).auth.signUp({email: `burst-${i}@example.com`, password: '12345'});
      expect(error?.code, `sign-up ${i + 1}`).toBe('weak_password');
    }
    const over = await fetch(`${limits.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {apikey: ANON_KEY, 'Content-Type': 'application/json', 'X-Forwarded-For': `${ip}, 10.0.0.1`},
      body: JSON.stringify({email: 'one-more@example.com', password: 'a-good-password'}),
    });
    expect(over.status).toBe(429);
    expect(over.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await over.json()).toMatchObject({code: 'over_request_rate_limit', message: 'Request rate limit reached'});
    const viaClient = await client(limits, ip).auth.signUp({email: 'one-more@example.com', password: 'a-good-password'});
    expect(viaClient.error).toMatchObject({code: 'over_request_rate_limit', status: 429});

    // Another shopper's address has its own bucket.
    const other = await client(limits, '198.51.100.2').auth.signUp({email: 'other@example.com', password: '12345'});
    expect(other.error?.code).toBe('weak_password');
  });

  it('password sign-ins share the token bucket: 30 at once per IP, then 429', async () => {
    const ip = '198.51.100.3';
    const answers = [];
    for (let i = 0; i < 31; i += 1) {
      answers.push((await client(limits, ip).auth.signInWithPassword({email: SEED.shopper.email, password: 'wrong-password'})).error?.code);
    }
    expect(answers.slice(0, 30).every((code) => code === 'invalid_credentials')).toBe(true);
    expect(answers[30]).toBe('over_request_rate_limit');
    const right = await client(limits, ip).auth.signInWithPassword(SEED.shopper);
    expect(right.error?.code).toBe('over_request_rate_limit');
  });

  it('verifications: 30 at once per IP', async () => {
    const ip = '198.51.100.4';
    const codes = [];
    for (let i = 0; i < 31; i += 1) {
      codes.push((await client(limits, ip).auth.verifyOtp({token_hash: `nope-${i}`, type: 'signup'})).error?.code);
    }
    expect(codes.slice(0, 30).every((code) => code === 'otp_expired')).toBe(true);
    expect(codes[30]).toBe('over_request_rate_limit');
  });

  it('emails: 2 an hour project-wide with the built-in provider, whoever asks', async () => {
    const sent = [];
    for (const [i, ip] of ['198.51.100.5', '198.51.100.6', '198.51.100.7'].entries()) {
      sent.push(await client(limits, ip).auth.signUp({email: `cap-${i}@example.com`, password: 'a-good-password'}));
    }
    expect(sent[0]?.error).toBeNull();
    expect(sent[1]?.error).toBeNull();
    expect(sent[2]?.error).toMatchObject({code: 'over_email_send_rate_limit', status: 429, message: 'email rate limit exceeded'});
    const caught = await fetch(`${limits.mailUrl}/api/v1/messages`).then((r) => r.json<{total: number}>());
    expect(caught.total).toBe(2);
  });

  it('with the quota spent, refuses only what it would email (GoTrue checks the quota when sending)', async () => {
    for (let i = 0; i < 3; i += 1) {
      const {error} = await client(limits, '198.51.100.8').auth.signUp({email: `spend-${i}@example.com`, password: 'a-good-password'});
      if (error?.code === 'over_email_send_rate_limit') break;
    }
    const anon = client(limits, '198.51.100.9');
    const newcomer = await anon.auth.signUp({email: 'over-quota@example.com', password: 'a-good-password'});
    expect(newcomer.error).toMatchObject({code: 'over_email_send_rate_limit', status: 429});
    // A member's sign-up sends nothing, so it gets the made-up user as ever; an unknown reset sends nothing.
    const member = await anon.auth.signUp({email: SEED.shopper.email, password: 'a-good-password'});
    expect(member.error).toBeNull();
    expect(member.data.user).toMatchObject({email: SEED.shopper.email, identities: []});
    expect((await anon.auth.resetPasswordForEmail('nobody-here@example.com')).error).toBeNull();
    expect((await anon.auth.resetPasswordForEmail(SEED.shopper.email)).error).toMatchObject({code: 'over_email_send_rate_limit', status: 429});
    // The refused sign-up left no account behind.
    const retry = await anon.auth.signInWithPassword({email: 'over-quota@example.com', password: 'a-good-password'});
    expect(retry.error).toMatchObject({code: 'invalid_credentials'});
  });

  it('reports confirmations on in /settings', async () => {
    const response = await fetch(`${limits.url}/auth/v1/settings`, {headers: {apikey: ANON_KEY}});
    expect(await response.json()).toMatchObject({mailer_autoconfirm: false, disable_signup: false});
  });
});

// Every Supabase call the app makes, through the real clients (supabase-js, @supabase/ssr), against the
// local Supabase API; plus hostile input that must end in a 4xx with a PostgREST error body, never a 5xx.
import {createServerClient} from '@supabase/ssr';
import {createClient, FunctionsHttpError, type SupabaseClient} from '@supabase/supabase-js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSupabaseApi} from './index.mjs';
import {signJwt} from './jwt.mjs';
import {
  ANON_KEY,
  JWT_SECRET,
  SEED,
  SERVICE_ROLE_KEY,
  nodeClientOptions,
  startTestSupabaseApi,
} from './testing.mjs';

const REUSE_INTERVAL_SECONDS = 1;

// Starting PGlite (WASM Postgres) takes seconds, far more on a busy 2-core machine.
const STARTUP_TIMEOUT_MS = 180_000;

let api: Awaited<ReturnType<typeof startTestSupabaseApi>>;
let anon: SupabaseClient;
let service: SupabaseClient;

const newClient = () => createClient(api.url, ANON_KEY, nodeClientOptions);

async function signIn(email: string, password: string) {
  const client = newClient();
  const {data, error} = await client.auth.signInWithPassword({email, password});
  if (error) throw error;
  return {client, session: data.session};
}

function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/** A raw request with the anon key, for what the clients never send. */
function raw(path: string, init: RequestInit & {headers?: Record<string, string>} = {}) {
  return fetch(`${api.url}${path}`, {
    ...init,
    headers: {apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, ...init.headers},
  });
}

async function expectPostgrestError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = await response.json<Record<string, unknown>>();
  expect(body).toMatchObject({code});
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(typeof body.message).toBe('string');
  return body;
}

beforeAll(async () => {
  // Auto-confirm, as `supabase start` runs with config.toml's `enable_confirmations = false`: sign-up answers a
  // session. The hosted defaults (confirmation, links, limits) are auth.test.ts's.
  api = await startTestSupabaseApi({
    auth: {refreshTokenReuseInterval: REUSE_INTERVAL_SECONDS, mailerAutoconfirm: true},
  });
  anon = newClient();
  service = createClient(api.url, SERVICE_ROLE_KEY, nodeClientOptions);
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await api?.dispose();
}, STARTUP_TIMEOUT_MS);

describe('auth', () => {
  it('signUp gives a new user a session straight away (confirmations are off)', async () => {
    const client = newClient();
    const {data, error} = await client.auth.signUp({
      email: 'New.Shopper@Example.com',
      password: 'a-good-password',
      options: {data: {display_name: 'New Shopper'}, emailRedirectTo: 'http://127.0.0.1:3000/'},
    });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({token_type: 'bearer', expires_in: 3600});
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.user).toMatchObject({
      email: 'new.shopper@example.com',
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: {provider: 'email', providers: ['email']},
      user_metadata: {
        display_name: 'New Shopper',
        email: 'new.shopper@example.com',
        email_verified: true,
      },
      is_anonymous: false,
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.identities?.[0]).toMatchObject({provider: 'email', user_id: data.user?.id});
    const claims = decodeClaims(data.session!.access_token);
    expect(claims).toMatchObject({
      sub: data.user?.id,
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal1',
      email: 'new.shopper@example.com',
      iss: `${api.url}/auth/v1`,
      is_anonymous: false,
    });
    expect(typeof claims.session_id).toBe('string');
    expect(claims.exp).toBe(data.session!.expires_at);
  });

  it('signUp as the @supabase/ssr server client does (PKCE) still returns the session', async () => {
    const jar = new Map<string, string>();
    const client = createServerClient(api.url, ANON_KEY, {
      cookies: {
        getAll: () => [...jar].map(([name, value]) => ({name, value})),
        setAll: (cookies) => cookies.forEach(({name, value}) => jar.set(name, value)),
      },
      realtime: nodeClientOptions.realtime,
    });
    const {data, error} = await client.auth.signUp({
      email: 'pkce@example.com',
      password: 'pkce-password',
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
  });

  it('signUp with a registered email fails with user_already_exists (422)', async () => {
    const {data, error} = await newClient().auth.signUp({
      email: SEED.shopper.email,
      password: 'whatever-123',
    });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      code: 'user_already_exists',
      status: 422,
      message: 'User already registered',
    });
  });

  it('signUp with a short password fails with weak_password (422)', async () => {
    const {error} = await newClient().auth.signUp({email: 'weak@example.com', password: '12345'});
    expect(error).toMatchObject({
      name: 'AuthWeakPasswordError',
      code: 'weak_password',
      status: 422,
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
  });

  it('signUp without a password or with a malformed email fails with validation_failed (400)', async () => {
    const missing = await raw('/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({email: 'x@example.com'}),
      headers: {'Content-Type': 'application/json'},
    });
    expect(missing.status).toBe(400);
    expect(missing.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await missing.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Signup requires a valid password',
    });
    const {error} = await newClient().auth.signUp({email: 'not-an-email', password: 'long-enough'});
    expect(error).toMatchObject({code: 'validation_failed', status: 400});
  });

  it('signInWithPassword returns a session; a wrong password or unknown email is invalid_credentials (400)', async () => {
    const {session} = await signIn(SEED.admin.email, SEED.admin.password);
    expect(session.user.id).toBe(SEED.admin.id);
    expect(session.user.last_sign_in_at).toBeTruthy();

    for (const [email, password] of [
      [SEED.admin.email, 'wrong-password'],
      ['nobody@wildroot.test', SEED.admin.password],
    ] as const) {
      const {data, error} = await newClient().auth.signInWithPassword({email, password});
      expect(data.session).toBeNull();
      expect(error?.message).toBe('Invalid login credentials');
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
    }
  });

  it('refreshSession rotates the refresh token, and a reused old token fails after the interval', async () => {
    const {client, session: first} = await signIn(SEED.shopper.email, SEED.shopper.password);
    const second = await client.auth.refreshSession();
    expect(second.error).toBeNull();
    expect(second.data.session?.refresh_token).toBeTruthy();
    expect(second.data.session?.refresh_token).not.toBe(first.refresh_token);
    expect(decodeClaims(second.data.session!.access_token).session_id).toBe(
      decodeClaims(first.access_token).session_id,
    );

    // The client lost the answer: the parent of the live token gets the live token back.
    const retried = await newClient().auth.refreshSession({refresh_token: first.refresh_token});
    expect(retried.error).toBeNull();
    expect(retried.data.session?.refresh_token).toBe(second.data.session?.refresh_token);

    const third = await client.auth.refreshSession();
    expect(third.error).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, REUSE_INTERVAL_SECONDS * 1000 + 200));
    const reused = await newClient().auth.refreshSession({refresh_token: first.refresh_token});
    expect(reused.data.session).toBeNull();
    expect(reused.error).toMatchObject({code: 'refresh_token_already_used', status: 400});

    // Reuse is treated as theft: the whole session is revoked, including the newest token.
    const newest = await newClient().auth.refreshSession({
      refresh_token: third.data.session!.refresh_token,
    });
    expect(newest.error).toMatchObject({code: 'refresh_token_not_found', status: 400});
  });

  it('an unknown refresh token is refresh_token_not_found', async () => {
    const {error} = await newClient().auth.refreshSession({refresh_token: 'not-a-real-token'});
    expect(error).toMatchObject({code: 'refresh_token_not_found', status: 400});
  });

  it('getUser returns the user; a tampered or missing JWT is refused', async () => {
    const {client, session} = await signIn(SEED.admin.email, SEED.admin.password);
    const {data, error} = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({id: SEED.admin.id, email: SEED.admin.email});

    const [head, payload] = session.access_token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({...decodeClaims(session.access_token), sub: SEED.shopper.id}),
    ).toString('base64url');
    const tampered = await newClient().auth.getUser(
      `${head}.${forgedPayload}.${session.access_token.split('.')[2]}`,
    );
    expect(tampered.data.user).toBeNull();
    expect(tampered.error).toMatchObject({code: 'bad_jwt', status: 403});
    expect(payload).toBeTruthy();

    const missing = await raw('/auth/v1/user', {headers: {Authorization: ''}});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({code: 'no_authorization'});

    const anonKeyAsUser = await newClient().auth.getUser(ANON_KEY);
    expect(anonKeyAsUser.error).toMatchObject({code: 'bad_jwt', status: 403});
  });

  it('updateUser changes metadata and password', async () => {
    const email = 'updater@example.com';
    const client = newClient();
    await client.auth.signUp({email, password: 'first-password'});
    const updated = await client.auth.updateUser({
      data: {display_name: 'Updated'},
      password: 'second-password',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({display_name: 'Updated'});
    const oldPassword = await newClient().auth.signInWithPassword({
      email,
      password: 'first-password',
    });
    expect(oldPassword.error?.code).toBe('invalid_credentials');
    const newPassword = await newClient().auth.signInWithPassword({
      email,
      password: 'second-password',
    });
    expect(newPassword.error).toBeNull();
  });

  it('signOut ends the session: its refresh token and the user endpoint stop working', async () => {
    const {client, session} = await signIn(SEED.shopper.email, SEED.shopper.password);
    const {error} = await client.auth.signOut();
    expect(error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const refresh = await newClient().auth.refreshSession({refresh_token: session.refresh_token});
    expect(refresh.error).toMatchObject({code: 'refresh_token_not_found', status: 400});
    const user = await newClient().auth.getUser(session.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');

    const logout = await raw(`/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: {Authorization: ''},
    });
    expect(logout.status).toBe(401);
  });

  it('@supabase/ssr keeps the session in the sb-127-auth-token cookie', async () => {
    const jar = new Map<string, {value: string; maxAge?: number}>();
    const serverClient = () =>
      createServerClient(api.url, ANON_KEY, {
        cookies: {
          getAll: () =>
            [...jar]
              .filter(([, cookie]) => cookie.maxAge !== 0)
              .map(([name, cookie]) => ({name, value: cookie.value})),
          setAll: (cookies) =>
            cookies.forEach(({name, value, options}) =>
              jar.set(name, {value, maxAge: options?.maxAge}),
            ),
        },
        cookieOptions: {httpOnly: true, sameSite: 'lax', secure: false},
        realtime: nodeClientOptions.realtime,
      });

    const signInResult = await serverClient().auth.signInWithPassword({
      email: SEED.admin.email,
      password: SEED.admin.password,
    });
    expect(signInResult.error).toBeNull();
    const cookie = jar.get('sb-127-auth-token');
    expect(cookie?.value.startsWith('base64-')).toBe(true);
    const stored = JSON.parse(
      Buffer.from(cookie!.value.slice('base64-'.length), 'base64url').toString('utf8'),
    );
    expect(stored).toMatchObject({token_type: 'bearer', user: {id: SEED.admin.id}});

    const nextRequest = serverClient();
    const {data} = await nextRequest.auth.getUser();
    expect(data.user?.id).toBe(SEED.admin.id);
    const isAdmin = await nextRequest.rpc('has_role', {_user_id: data.user!.id, _role: 'admin'});
    expect(isAdmin.data).toBe(true);
    const all = await nextRequest.from('product_copy_overrides').select('id');
    expect(all.data!.length).toBeGreaterThan(1);

    await serverClient().auth.signOut();
    expect(jar.get('sb-127-auth-token')?.maxAge).toBe(0);
  });
});

describe('rest', () => {
  it('select … maybeSingle returns the live copy of a product (a view), or null', async () => {
    const lavender = await anon
      .from('live_product_copy')
      .select('*')
      .eq('product_handle', 'lavender-oat-soap')
      .maybeSingle();
    expect(lavender.error).toBeNull();
    expect(Object.keys(lavender.data).sort()).toEqual([
      'marketing_benefits',
      'marketing_hook',
      'marketing_perfect_for',
      'product_handle',
    ]);
    expect(lavender.data.marketing_benefits.split('\n').length).toBe(4);

    const none = await anon
      .from('live_product_copy')
      .select('*')
      .eq('product_handle', 'whipped-shea-body-butter')
      .maybeSingle();
    expect(none).toMatchObject({data: null, error: null});
  });

  it('select … single answers 406 PGRST116 when there is no row', async () => {
    const {data, error, status} = await anon
      .from('live_product_copy')
      .select('*')
      .eq('product_handle', 'no-such-product')
      .single();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error).toMatchObject({
      code: 'PGRST116',
      message: 'JSON object requested, multiple (or no) rows returned',
    });
  });

  it('admins list every override ordered by confidence, with counts and ranges', async () => {
    const {client} = await signIn(SEED.admin.email, SEED.admin.password);
    const {data, error, count} = await client
      .from('product_copy_overrides')
      .select('*', {count: 'exact'})
      .order('confidence_score', {ascending: false});
    expect(error).toBeNull();
    expect(count).toBe(data!.length);
    const scores = data!.map((row) => row.confidence_score as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBe(0.94);

    const page = await client
      .from('product_copy_overrides')
      .select('id', {count: 'exact'})
      .order('created_at')
      .order('id')
      .range(1, 2);
    expect(page.data).toHaveLength(2);
    expect(page.count).toBe(data!.length);
    expect(page.status).toBe(206);

    const filtered = await client
      .from('product_copy_overrides')
      .select('id')
      .in('review_status', ['pending', 'rejected'])
      .gte('confidence_score', 0.5)
      .not('product_handle', 'like', 'whipped-shea*')
      .order('id');
    expect(filtered.data).toEqual([{id: SEED.overrides.rosehipPending}]);
  });

  it('update().eq().select() returns [] when no row matches, the row when one does, 204 without select', async () => {
    // Only service_role updates the table, and only columns outside the review and edit record (copy changes
    // go through edit_product_copy_override); updated_at is one (its trigger stamps now() whatever is sent).
    const none = await service
      .from('product_copy_overrides')
      .update({updated_at: '2030-01-01T00:00:00Z'})
      .eq('id', '00000000-0000-4000-8000-00000000dead')
      .select();
    expect(none).toMatchObject({data: [], error: null, status: 200});

    const shown = await service
      .from('product_copy_overrides')
      .update({updated_at: '2030-01-01T00:00:00Z'})
      .eq('id', SEED.overrides.sheaPendingLow)
      .select()
      .single();
    expect(shown.error).toBeNull();
    expect(shown.data).toMatchObject({id: SEED.overrides.sheaPendingLow, review_status: 'pending'});
    expect(Date.parse((shown.data as {updated_at: string}).updated_at)).toBeLessThan(Date.parse('2030-01-01T00:00:00Z'));

    const bare = await service
      .from('product_copy_overrides')
      .update({updated_at: '2030-01-01T00:00:00Z'})
      .eq('id', SEED.overrides.sheaPendingHigh);
    expect(bare).toMatchObject({error: null, data: null, status: 204});
  });

  it('a repeat newsletter sign-up through the RPC succeeds (204) without a second row', async () => {
    for (const email of [
      'Circle.Member@Example.com',
      'circle.member@example.com ',
      'circle.member@example.com',
    ]) {
      const result = await anon.rpc('subscribe_to_newsletter', {_email: email, _source: 'home'});
      expect(result).toMatchObject({data: null, error: null, status: 204});
    }
    const {data} = await service
      .from('newsletter_subscribers')
      .select('email, source')
      .eq('email', 'circle.member@example.com');
    expect(data).toEqual([{email: 'circle.member@example.com', source: 'home'}]);

    const direct = await anon.from('newsletter_subscribers').insert({email: 'direct@example.com'});
    expect(direct.error?.code).toBe('42501');
    expect(direct.status).toBe(401);

    const invalid = await anon.rpc('subscribe_to_newsletter', {_email: 'not an email'});
    expect(invalid.error).toMatchObject({
      code: '22023',
      message: 'Please enter a valid email address',
    });
    expect(invalid.status).toBe(400);
  });

  it('an opt-out request is stored through the RPC (204, no body), GPC from the Sec-GPC header', async () => {
    const result = await anon
      .rpc('submit_privacy_request', {
        _first_name: 'Mary-Jo',
        _last_name: "D'Angelo",
        _email: 'mary@example.com',
        _state: 'New Hampshire',
        _opt_out_sale: true,
        _opt_out_targeted_ads: true,
      })
      .setHeader('Sec-GPC', '1');
    expect(result).toMatchObject({error: null, data: null, status: 204});
    const {data} = await service
      .from('privacy_requests')
      .select('state, gpc, submission_count, created_at')
      .eq('email', 'mary@example.com')
      .single();
    expect(data).toMatchObject({state: 'New Hampshire', gpc: true, submission_count: 1});
  });

  it('insert().select().single() returns the created row (service role, as the function will)', async () => {
    const {data, error, status} = await service
      .from('product_copy_overrides')
      .insert({
        product_handle: 'ashwagandha-calm-capsules',
        marketing_hook: 'Evening calm, the botanical way.',
        marketing_benefits: 'KSM-66 ashwagandha root extract\nSupports a sense of calm',
        marketing_perfect_for: 'Busy evenings.',
        preserved_specs: 'Serving size: 1 capsule',
        confidence_score: 0.812,
      })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({
      product_handle: 'ashwagandha-calm-capsules',
      review_status: 'pending',
      override_active: false,
      confidence_score: 0.812,
    });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rpc has_role returns a bare boolean', async () => {
    const {client: admin} = await signIn(SEED.admin.email, SEED.admin.password);
    const yes = await admin.rpc('has_role', {_user_id: SEED.admin.id, _role: 'admin'});
    expect(yes).toMatchObject({data: true, error: null, status: 200});
    const no = await admin.rpc('has_role', {_user_id: SEED.admin.id, _role: 'user'});
    expect(no.data).toBe(false);
    const get = await admin.rpc('has_role', {_user_id: SEED.admin.id, _role: 'admin'}, {get: true});
    expect(get.data).toBe(true);
    const badRole = await admin.rpc('has_role', {_user_id: SEED.admin.id, _role: 'superuser'});
    expect(badRole.error?.code).toBe('22P02');
    expect(badRole.status).toBe(400);
    const missingArg = await admin.rpc('has_role', {_user_id: SEED.admin.id});
    expect(missingArg.error?.code).toBe('PGRST202');
    expect(missingArg.status).toBe(404);
  });
});

// The first call may wait for the function's TypeScript build.
describe('functions', {timeout: 60_000}, () => {
  const body = {
    productHandle: 'lavender-oat-soap',
    productTitle: 'Lavender Oat Milk Soap',
    originalDescription: 'A gentle bar.',
  };

  async function invoke(
    client: SupabaseClient,
    payload: unknown = body,
    headers: Record<string, string> = {},
  ) {
    const {data, error} = await client.functions.invoke('improve-product-copy', {
      body: payload as Record<string, unknown>,
      headers,
    });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    return {status: response.status, body: await response.json<{error?: string}>()};
  }

  it('answers an admin with the stored pending override, parsed from its JSON', async () => {
    const {client} = await signIn(SEED.admin.email, SEED.admin.password);
    const {data, error} = await client.functions.invoke('improve-product-copy', {body});
    expect(error).toBeNull();
    const answer = data as {
      override: Record<string, unknown>;
      validation_warnings: unknown[];
      preserved_specs: unknown;
    };
    expect(answer.override).toMatchObject({
      product_handle: body.productHandle,
      review_status: 'pending',
      override_active: false,
    });
    expect(Array.isArray(answer.validation_warnings)).toBe(true);
  });

  it('rejects a bad body from an admin with 400 and a message', async () => {
    const {client} = await signIn(SEED.admin.email, SEED.admin.password);
    const missing = await invoke(client, {productHandle: 'lavender-oat-soap'});
    expect(missing).toEqual({status: 400, body: {error: 'productTitle is required'}});
    const badHandle = await invoke(client, {...body, productHandle: 'Lavender Soap!'});
    expect(badHandle.status).toBe(400);
  });

  it('forbids a signed-in non-admin (403) and an anonymous caller (401)', async () => {
    const {client} = await signIn(SEED.shopper.email, SEED.shopper.password);
    expect((await invoke(client)).status).toBe(403);
    expect((await invoke(anon)).status).toBe(401);
  });

  it('the gateway refuses a missing or forged JWT, and only POST is allowed', async () => {
    const noAuth = await fetch(`${api.url}/functions/v1/improve-product-copy`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    expect(noAuth.status).toBe(401);
    const forged = signJwt(
      {role: 'authenticated', sub: SEED.admin.id, exp: Math.floor(Date.now() / 1000) + 60},
      'not-the-secret-but-just-as-long-as-the-real-one',
    );
    const forgedResponse = await fetch(`${api.url}/functions/v1/improve-product-copy`, {
      method: 'POST',
      headers: {Authorization: `Bearer ${forged}`},
      body: JSON.stringify(body),
    });
    expect(forgedResponse.status).toBe(401);
    const get = await fetch(`${api.url}/functions/v1/improve-product-copy`, {
      headers: {Authorization: `Bearer ${ANON_KEY}`},
    });
    expect(get.status).toBe(405);
    const unknown = await fetch(`${api.url}/functions/v1/no-such-function`, {
      method: 'POST',
      headers: {Authorization: `Bearer ${ANON_KEY}`},
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({code: 'NOT_FOUND'});
  });

  it('answers CORS preflights', async () => {
    const response = await fetch(`${api.url}/functions/v1/improve-product-copy`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });
});

describe('hostile input', () => {
  it('invalid JSON is 400 PGRST102', async () => {
    const response = await raw('/rest/v1/newsletter_subscribers', {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: '{"email": ',
    });
    await expectPostgrestError(response, 400, 'PGRST102');
  });

  it('unknown columns are 400 (select, filter, order, payload)', async () => {
    await expectPostgrestError(
      await raw('/rest/v1/product_copy_overrides?select=id,password'),
      400,
      '42703',
    );
    await expectPostgrestError(
      await raw('/rest/v1/product_copy_overrides?secret=eq.1'),
      400,
      '42703',
    );
    await expectPostgrestError(
      await raw('/rest/v1/product_copy_overrides?order=id;drop table user_roles'),
      400,
      '42703',
    );
    await expectPostgrestError(
      await raw('/rest/v1/newsletter_subscribers', {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({email: 'a@b.co', is_admin: true}),
      }),
      400,
      'PGRST204',
    );
    const viaClient = await anon.from('product_copy_overrides').select('id, not_a_column');
    expect(viaClient.error?.code).toBe('42703');
    expect(viaClient.status).toBe(400);
  });

  it('SQL in filter values is only ever a value', async () => {
    const asUuid = await service
      .from('product_copy_overrides')
      .select('id')
      .eq('id', '1;drop table user_roles');
    expect(asUuid.error?.code).toBe('22P02');
    expect(asUuid.status).toBe(400);
    const asText = await anon
      .from('live_product_copy')
      .select('product_handle')
      .eq('product_handle', "x' or '1'='1");
    expect(asText).toMatchObject({data: [], error: null});
    const inList = await anon
      .from('live_product_copy')
      .select('product_handle')
      .in('product_handle', ['a)', '"b', "c'); drop table privacy_requests; --"]);
    expect(inList).toMatchObject({data: [], error: null});
    const {count} = await service.from('user_roles').select('*', {count: 'exact', head: true});
    expect(count).toBeGreaterThanOrEqual(2);
  });

  it('unknown operators, tables, functions and schemas are 4xx', async () => {
    await expectPostgrestError(
      await raw('/rest/v1/product_copy_overrides?id=sneaky.1'),
      400,
      'PGRST100',
    );
    await expectPostgrestError(await raw('/rest/v1/no_such_table'), 404, 'PGRST205');
    await expectPostgrestError(
      await raw('/rest/v1/rpc/pg_sleep', {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: '{"seconds": 10}',
      }),
      404,
      'PGRST202',
    );
    await expectPostgrestError(
      await raw('/rest/v1/product_copy_overrides', {headers: {'Accept-Profile': 'auth'}}),
      406,
      'PGRST106',
    );
    await expectPostgrestError(
      await raw('/rest/v1/product_copy_overrides?limit=-1'),
      400,
      'PGRST100',
    );
    await expectPostgrestError(
      await raw('/rest/v1/product_copy_overrides?select=id,users(*)'),
      400,
      'PGRST200',
    );
    await expectPostgrestError(
      await raw('/rest/v1/product_copy_overrides', {headers: {Accept: 'text/csv'}}),
      406,
      'PGRST107',
    );
  });

  it('writes without filters are refused, as Supabase’s safeupdate does', async () => {
    await expectPostgrestError(
      await fetch(`${api.url}/rest/v1/newsletter_subscribers`, {
        method: 'DELETE',
        headers: {apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`},
      }),
      400,
      '21000',
    );
  });

  it('bad, forged and expired JWTs are 401 PGRST301/PGRST303', async () => {
    const forged = signJwt(
      {role: 'service_role', exp: Math.floor(Date.now() / 1000) + 60},
      'not-the-secret-but-just-as-long-as-the-real-one',
    );
    await expectPostgrestError(
      await raw('/rest/v1/user_roles', {headers: {Authorization: `Bearer ${forged}`}}),
      401,
      'PGRST301',
    );
    await expectPostgrestError(
      await raw('/rest/v1/user_roles', {headers: {Authorization: 'Bearer not.a.jwt'}}),
      401,
      'PGRST301',
    );
    const expired = signJwt(
      {role: 'authenticated', sub: SEED.admin.id, exp: Math.floor(Date.now() / 1000) - 5},
      JWT_SECRET,
    );
    const response = await raw('/rest/v1/product_copy_overrides', {
      headers: {Authorization: `Bearer ${expired}`},
    });
    await expectPostgrestError(response, 401, 'PGRST303');
    const noKey = await fetch(`${api.url}/rest/v1/product_copy_overrides`);
    expect(noKey.status).toBe(401);
  });

  it('an oversized body is 413, not a crash', async () => {
    const big = JSON.stringify({email: 'big@example.com', source: 'x'.repeat(2 * 1024 * 1024)});
    const response = await raw('/rest/v1/newsletter_subscribers', {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: big,
    });
    await expectPostgrestError(response, 413, 'PGRST413');
    const stillUp = await anon.from('live_product_copy').select('product_handle').limit(1);
    expect(stillUp.error).toBeNull();
  });

  it('wrong JSON shapes are 400, never 500', async () => {
    const cases: Array<[string, string, string]> = [
      ['/rest/v1/newsletter_subscribers', 'POST', '[1, 2]'],
      ['/rest/v1/newsletter_subscribers', 'POST', '"just a string"'],
      ['/rest/v1/newsletter_subscribers', 'POST', '[{"email": "a@b.co"}, {"source": "x"}]'],
      ['/rest/v1/product_copy_overrides?id=eq.c0de0000-0000-4000-8000-000000000006', 'PATCH', '[]'],
      ['/rest/v1/rpc/has_role', 'POST', '[]'],
      ['/auth/v1/token?grant_type=password', 'POST', '{not json'],
    ];
    for (const [path, method, payload] of cases) {
      const response = await raw(path, {
        method,
        headers: {'Content-Type': 'application/json'},
        body: payload,
      });
      expect(response.status, `${method} ${path} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path} ${payload}`).toBeLessThan(500);
    }
  });
});

describe('request counts (GET|DELETE /__stats, for the bench)', () => {
  it('counts Auth, REST and function requests by service and first path segment until reset', async () => {
    await fetch(`${api.url}/__stats`, {method: 'DELETE'});
    const client = newClient();
    await client.from('live_product_copy').select('product_handle').limit(1);
    await client.from('live_product_copy').select('product_handle').limit(1);
    await client.auth.getUser('not-a-token');
    const counts = await (
      await fetch(`${api.url}/__stats`)
    ).json<{total: number; byPath: Record<string, number>}>();
    expect(counts).toEqual({total: 3, byPath: {'rest live_product_copy': 2, 'auth user': 1}});
    await fetch(`${api.url}/__stats`, {method: 'DELETE'});
    expect(await (await fetch(`${api.url}/__stats`)).json()).toEqual({total: 0, byPath: {}});
  });
});

describe('start-up', () => {
  it('refuses to listen on anything but a loopback address', async () => {
    await expect(
      startSupabaseApi({port: 0, host: '0.0.0.0', dataDir: 'memory://'}),
    ).rejects.toThrow(/loopback/);
    await expect(
      startSupabaseApi({port: 0, host: '192.168.1.10', dataDir: 'memory://'}),
    ).rejects.toThrow(/loopback/);
  });

  it('refuses a data directory that is already open', async () => {
    await expect(startSupabaseApi({port: 0, dataDir: api.dataDir})).rejects.toThrow(/already open/);
  });
});

describe('persistence', () => {
  it(
    'data survives a restart on the same data directory (and the seed is not re-applied)',
    async () => {
      const marker = `persist-${Date.now()}@example.com`;
      const insert = await anon.rpc('subscribe_to_newsletter', {_email: marker});
      expect(insert.error).toBeNull();
      await api.close();

      const restarted = await startSupabaseApi({port: 0, dataDir: api.dataDir});
      try {
        const client = createClient(restarted.url, SERVICE_ROLE_KEY, nodeClientOptions);
        const {data} = await client
          .from('newsletter_subscribers')
          .select('email')
          .eq('email', marker);
        expect(data).toEqual([{email: marker}]);
        const {count} = await client.from('user_roles').select('*', {count: 'exact', head: true});
        expect(count).toBe(2);
        const signInAgain = await createClient(
          restarted.url,
          ANON_KEY,
          nodeClientOptions,
        ).auth.signInWithPassword({
          email: 'new.shopper@example.com',
          password: 'a-good-password',
        });
        expect(signInAgain.error).toBeNull();
      } finally {
        await restarted.close();
      }
    },
    STARTUP_TIMEOUT_MS,
  );
});

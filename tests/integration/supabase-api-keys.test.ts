// Supabase's newer API keys (sb_publishable_…, sb_secret_…) beside the legacy JWT keys, through the real
// clients and the app's own server client, against the local Supabase API; and the Edge Function, which the
// API runs under Deno, called with them.
import {execFileSync} from 'node:child_process';
import {createClient, type SupabaseClient} from '@supabase/supabase-js';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {createSupabaseServerClient, PendingResponseHeaders} from '~/server/supabase.server';
import {productByHandle} from '../../local/storefront-api/catalogue.mjs';
import {
  ANON_KEY,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SEED,
  UnusedWebSocket,
  nodeClientOptions,
  startTestSupabaseApi,
} from '../../local/supabase-api/testing.mjs';

const STARTUP_TIMEOUT_MS = 180_000;

let api: Awaited<ReturnType<typeof startTestSupabaseApi>>;

beforeAll(async () => {
  // The app's server client (as in workerd) expects a global WebSocket for Realtime; Node 20 has none.
  vi.stubGlobal('WebSocket', UnusedWebSocket);
  api = await startTestSupabaseApi();
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await api?.dispose();
}, STARTUP_TIMEOUT_MS);

const client = (key: string): SupabaseClient => createClient(api.url, key, nodeClientOptions);

describe('the gateway', () => {
  it('treats the publishable key as the anon role, exactly as the legacy anon key', async () => {
    // Shoppers read live copy through its view; the table itself is closed to the anon role.
    const read = (key: string) => client(key).from('live_product_copy').select('product_handle').order('product_handle');
    const [legacy, publishable] = await Promise.all([read(ANON_KEY), read(PUBLISHABLE_KEY)]);
    expect(publishable.error).toBeNull();
    expect(publishable.data).toEqual(legacy.data);
    expect(publishable.data!.length).toBeGreaterThan(0);
    const table = await client(PUBLISHABLE_KEY).from('product_copy_overrides').select('id');
    expect(table.error).toMatchObject({code: '42501'});

    const roles = await client(PUBLISHABLE_KEY).from('user_roles').select('*');
    expect(roles.error).toMatchObject({code: '42501'});
  });

  it('treats the secret key as service_role', async () => {
    const {data, error} = await client(SECRET_KEY).from('user_roles').select('user_id, role');
    expect(error).toBeNull();
    expect(data).toContainEqual({user_id: SEED.admin.id, role: 'admin'});
  });

  it('refuses a key in the new format that is not the project’s', async () => {
    for (const service of ['/rest/v1/product_copy_overrides?select=id', '/auth/v1/settings']) {
      const response = await fetch(`${api.url}${service}`, {headers: {apikey: 'sb_publishable_notThisProject'}});
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({message: 'Invalid API key'});
    }
    const forgedBearer = await fetch(`${api.url}/rest/v1/user_roles?select=*`, {
      headers: {apikey: PUBLISHABLE_KEY, Authorization: 'Bearer sb_secret_guessed'},
    });
    expect(forgedBearer.status).toBe(401);
  });
});

describe('signed in with the publishable key', () => {
  let admin: SupabaseClient;

  beforeAll(async () => {
    admin = client(PUBLISHABLE_KEY);
    const {error} = await admin.auth.signInWithPassword({email: SEED.admin.email, password: SEED.admin.password});
    if (error) throw error;
  });

  it('the user’s token, not the key, decides who the request runs as', async () => {
    const {data, error} = await admin.rpc('has_role', {_user_id: SEED.admin.id, _role: 'admin'});
    expect(error).toBeNull();
    expect(data).toBe(true);
    const all = await admin.from('product_copy_overrides').select('id, override_active');
    expect(all.data!.some((row) => !row.override_active)).toBe(true);
  });

  it('the app’s server client signs in and stores its session cookie', async () => {
    const pending = new PendingResponseHeaders();
    const supabase = createSupabaseServerClient({
      request: new Request('http://127.0.0.1:3000/auth', {method: 'POST'}),
      url: api.url,
      anonKey: PUBLISHABLE_KEY,
      secure: false,
      pending,
    });
    const {data, error} = await supabase.auth.signInWithPassword({
      email: SEED.shopper.email,
      password: SEED.shopper.password,
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(SEED.shopper.id);
    expect(pending.cookies.some((cookie) => /^sb-127-auth-token(\.0)?=base64-/.test(cookie))).toBe(true);
  });

  it('generates copy through the Edge Function, which runs as a Deno process', async () => {
    const product = productByHandle.get('lavender-oat-soap');
    const {data, error} = await admin.functions.invoke<{override: {review_status: string}; writer: string}>(
      'improve-product-copy',
      {body: {productHandle: 'lavender-oat-soap', productTitle: product!.title, originalDescription: product!.descriptionHtml}},
    );
    expect(error).toBeNull();
    expect(data).toMatchObject({writer: 'local', override: {review_status: 'pending'}});

    const children = execFileSync('ps', ['-o', 'args=', '--ppid', String(process.pid)], {encoding: 'utf8'});
    expect(children).toMatch(/deno run .*supabase\/functions\/improve-product-copy\/index\.ts/);
  });
});

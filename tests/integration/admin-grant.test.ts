// `npm run admin:grant -- <email>` against the local Supabase API, as a shop owner runs it for a hosted project.
import {execFile} from 'node:child_process';
import path from 'node:path';
import {createClient} from '@supabase/supabase-js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SEED,
  SERVICE_ROLE_KEY,
  nodeClientOptions,
  startTestSupabaseApi,
} from '../../local/supabase-api/testing.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STARTUP_TIMEOUT_MS = 180_000;

let api: Awaited<ReturnType<typeof startTestSupabaseApi>>;

beforeAll(async () => {
  api = await startTestSupabaseApi();
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await api?.dispose();
}, STARTUP_TIMEOUT_MS);

/** Runs the script with only these variables (and a .env that does not exist, so none is read). */
function grant(args: string[], env: Record<string, string>): Promise<{code: number; output: string}> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'scripts/admin-grant.mjs'), '--dotenv', path.join(api.dataDir, 'no.env'), ...args],
      {cwd: ROOT, env: {PATH: process.env.PATH ?? '', ...env}, timeout: 60_000, encoding: 'utf8'},
      (error, stdout, stderr) => {
        resolve({code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, output: `${stdout}${stderr}`});
      },
    );
  });
}

/** Asked with the service key: has_role answers other callers only about themselves. */
async function isAdmin(userId: string) {
  const {data, error} = await createClient(api.url, SERVICE_ROLE_KEY, nodeClientOptions).rpc('has_role', {
    _user_id: userId,
    _role: 'admin',
  });
  if (error) throw error;
  return data as boolean;
}

describe('npm run admin:grant', () => {
  it('makes a signed-up user an admin with the secret key, once', async () => {
    expect(await isAdmin(SEED.shopper.id)).toBe(false);
    const first = await grant(['Shopper@Wildroot.test'], {SUPABASE_URL: api.url, SUPABASE_SECRET_KEY: SECRET_KEY});
    expect(first.output).toContain(`shopper@wildroot.test (${SEED.shopper.id}) is now an admin.`);
    expect(first.code).toBe(0);
    expect(await isAdmin(SEED.shopper.id)).toBe(true);

    const again = await grant([SEED.shopper.email], {SUPABASE_URL: api.url, SUPABASE_SECRET_KEY: SECRET_KEY});
    expect(again.code).toBe(0);
    expect(again.output).toContain('was already an admin; nothing changed.');
    const {data} = await createClient(api.url, SERVICE_ROLE_KEY, nodeClientOptions)
      .from('user_roles')
      .select('role')
      .eq('user_id', SEED.shopper.id)
      .eq('role', 'admin');
    expect(data).toHaveLength(1);
    expect(`${first.output}${again.output}`).not.toContain(SECRET_KEY);
  });

  it('works with the legacy service-role key too', async () => {
    const {code, output} = await grant([SEED.admin.email], {SUPABASE_URL: api.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY});
    expect(code).toBe(0);
    expect(output).toContain('was already an admin');
  });

  it('says clearly when no user has that email, and changes nothing', async () => {
    const {code, output} = await grant(['nobody@wildroot.test'], {SUPABASE_URL: api.url, SUPABASE_SECRET_KEY: SECRET_KEY});
    expect(code).toBe(1);
    expect(output).toContain('no user with the email nobody@wildroot.test');
    expect(output).toContain('must sign up');
  });

  it('refuses a public key, a missing key and a malformed call', async () => {
    const publishable = await grant([SEED.shopper.email], {SUPABASE_URL: api.url, SUPABASE_SECRET_KEY: PUBLISHABLE_KEY});
    expect(publishable.code).toBe(1);
    expect(publishable.output).toContain('is not a secret key');

    const none = await grant([SEED.shopper.email], {SUPABASE_URL: api.url});
    expect(none.code).toBe(1);
    expect(none.output).toContain('set SUPABASE_SECRET_KEY');

    expect((await grant([], {SUPABASE_URL: api.url, SUPABASE_SECRET_KEY: SECRET_KEY})).code).toBe(2);
    expect((await grant(['not-an-email'], {SUPABASE_URL: api.url, SUPABASE_SECRET_KEY: SECRET_KEY})).code).toBe(2);
  });

  it('relies on Auth’s admin API, which lets only service_role in', async () => {
    const asAnon = await fetch(`${api.url}/auth/v1/admin/users`, {headers: {apikey: PUBLISHABLE_KEY}});
    expect(asAnon.status).toBe(403);
    expect(await asAnon.json()).toMatchObject({code: 'not_admin'});
    const asService = await fetch(`${api.url}/auth/v1/admin/users?per_page=1`, {
      headers: {apikey: SECRET_KEY, Authorization: `Bearer ${SECRET_KEY}`},
    });
    expect(asService.status).toBe(200);
    expect(Number(asService.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);
    expect(asService.headers.get('link')).toContain('rel="next"');
    expect((await asService.json<{users: unknown[]}>()).users).toHaveLength(1);
  });
});

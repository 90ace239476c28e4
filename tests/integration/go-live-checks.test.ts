// `npm run preflight` and `npm start`'s refusal, run as a shop owner runs them, against sample .env files.
import {execFile} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {localEnvironment, refusalReasons} from '../../scripts/env.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'wildroot-go-live-'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

/** A .env a shop owner would write for going live (values made up, shapes real). */
const READY = `# Wildroot Botanicals, production
SESSION_SECRET=f3Kq9Zr2Lm7Wx4Tb8Nv1Hc6Jd5Gs0Ya2
PUBLIC_STORE_DOMAIN=wildroot.myshopify.com
PUBLIC_STOREFRONT_API_TOKEN=b1946ac92492d2347c6235b4d2611184
PRIVATE_STOREFRONT_API_TOKEN=shpat_0123456789abcdef
PUBLIC_STOREFRONT_API_VERSION=2026-04
PUBLIC_CHECKOUT_DOMAIN=checkout.wildroot.com
PUBLIC_ACCOUNT_URL=https://shopify.com/12345/account
SUPABASE_URL=https://abcdefghijklmnop.supabase.co
SUPABASE_ANON_KEY="sb_publishable_Zq3mN8vLx2Rt5Wk9Yp1Hc7_Jd4Fg6Bs"
PUBLIC_SITE_ORIGIN=https://www.wildroot.com
SITE_ENV=production
`;

/** A first try: real services, but no secret, the 2025-07 default and the local Supabase stack. */
const HALF_DONE = `PUBLIC_STORE_DOMAIN=wildroot.myshopify.com
PUBLIC_STOREFRONT_API_TOKEN=b1946ac92492d2347c6235b4d2611184
SUPABASE_URL=http://127.0.0.1:54321
`;

let files = 0;
function envFile(text: string) {
  const file = path.join(scratch, `env-${files++}`);
  writeFileSync(file, text);
  return file;
}

/** Runs a script of scripts/ with only PATH from this environment, so nothing but the file counts. */
function run(script: string, args: string[]): Promise<{code: number; output: string}> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'scripts', script), ...args],
      {cwd: ROOT, env: {PATH: process.env.PATH ?? ''}, timeout: 60_000, encoding: 'utf8'},
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({code, output: `${stdout}${stderr}`});
      },
    );
  });
}

describe('npm run preflight', () => {
  it('passes a complete .env', async () => {
    const {code, output} = await run('preflight.mjs', ['--dotenv', envFile(READY)]);
    expect(output).toContain('ready to go live');
    expect(code).toBe(0);
  });

  it('reminds the owner of the Supabase settings no file sets: Site URL, email templates, SMTP', async () => {
    const {output} = await run('preflight.mjs', ['--dotenv', envFile(READY)]);
    const reminders = output.split('\n').filter((line) => line.startsWith('  ☐ '));
    expect(reminders).toHaveLength(3);
    expect(reminders[0]).toContain('the Site URL must be exactly https://www.wildroot.com (no trailing slash)');
    expect(reminders[0]).toContain('add https://www.wildroot.com/auth/confirm to the Redirect URLs');
    expect(reminders[1]).toContain('supabase/templates/confirmation.html and recovery.html');
    expect(reminders[1]).toContain('`npx supabase config push`');
    expect(reminders[2]).toContain('custom SMTP');
    const halfDone = await run('preflight.mjs', ['--dotenv', envFile(HALF_DONE)]);
    expect(halfDone.output).toContain('the Site URL must be exactly https://<the shop>');
  });

  it('lists everything missing or unsafe and exits 1', async () => {
    const {code, output} = await run('preflight.mjs', ['--dotenv', envFile(HALF_DONE)]);
    expect(code).toBe(1);
    const problems = output.split('\n').filter((line) => line.startsWith('  ✖ '));
    expect(problems).toEqual([
      '  ✖ SESSION_SECRET is missing',
      '  ✖ SUPABASE_ANON_KEY is missing',
      '  ✖ PUBLIC_SITE_ORIGIN is missing',
      '  ✖ PUBLIC_ACCOUNT_URL is missing',
      '  ✖ SUPABASE_URL points at this machine (127.0.0.1): the local stack is for SITE_ENV=local only',
      '  ✖ SITE_ENV is missing: set SITE_ENV=production',
      '  ✖ PUBLIC_STOREFRONT_API_VERSION is missing: set 2026-04, the newest version the tests validate (README "Storefront API version")',
    ]);
    expect(output).toContain('7 missing or unsafe');
  });

  it('never prints a secret it refuses', async () => {
    const weak = READY.replace(/^SESSION_SECRET=.*$/m, 'SESSION_SECRET=hunter2-but-longer').replace(
      /^SUPABASE_ANON_KEY=.*$/m,
      'SUPABASE_ANON_KEY=sb_secret_DoNotLeakMe123',
    );
    const {code, output} = await run('preflight.mjs', ['--dotenv', envFile(weak)]);
    expect(code).toBe(1);
    expect(output).toContain('SESSION_SECRET is 18 characters');
    expect(output).toContain('SUPABASE_ANON_KEY is a secret (service_role) key');
    expect(output).not.toMatch(/hunter2|DoNotLeakMe/);
  });

  it('says so when there is no .env', async () => {
    const {code, output} = await run('preflight.mjs', ['--dotenv', path.join(scratch, 'missing.env')]);
    expect(code).toBe(1);
    expect(output).toContain('no ');
  });
});

describe('npm start with a .env for real services', () => {
  it('gets no local defaults, so a missing secret is refused before anything starts', async () => {
    const file = envFile(READY.replace(/^SESSION_SECRET=.*\n/m, '').replace(/^SITE_ENV=.*\n/m, ''));
    const env = localEnvironment({envFile: file, overrides: {}});
    expect(env.SITE_ENV).toBe('production');
    expect(env).not.toHaveProperty('SESSION_SECRET');
    expect(refusalReasons(env)).toEqual(['SESSION_SECRET is missing']);

    const {code, output} = await run('start.mjs', ['--check-env', '--dotenv', file]);
    expect(code).toBe(1);
    expect(output).toContain('Refusing to start with SITE_ENV=production');
    expect(output).toContain('  - SESSION_SECRET is missing');
  });

  it('refuses the public local secret and a local Supabase in production mode', async () => {
    const file = envFile(
      `${READY.replace(/^SESSION_SECRET=.*$/m, 'SESSION_SECRET=local-session-secret-do-not-use-in-production')}SUPABASE_URL=http://localhost:54321\n`,
    );
    const {code, output} = await run('start.mjs', ['--check-env', '--dotenv', file]);
    expect(code).toBe(1);
    expect(output).toContain('  - SESSION_SECRET is the public local default');
    expect(output).toContain('  - SUPABASE_URL points at this machine (localhost)');
  });

  it('starts a complete .env, and the local stack without one', async () => {
    expect((await run('start.mjs', ['--check-env', '--dotenv', envFile(READY)])).code).toBe(0);
    const local = await run('start.mjs', ['--check-env', '--dotenv', path.join(scratch, 'none.env')]);
    expect(local.code).toBe(0);
    expect(localEnvironment({envFile: path.join(scratch, 'none.env'), overrides: {}}).SITE_ENV).toBe('local');
  });
});

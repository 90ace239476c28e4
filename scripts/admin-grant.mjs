// `npm run admin:grant -- <email>`: makes an existing user an admin of the shop (a row in public.user_roles),
// e.g. the first admin of a hosted project. Uses the project's secret key, which bypasses RLS:
//   SUPABASE_URL                        https://<project-ref>.supabase.co
//   SUPABASE_SECRET_KEY (sb_secret_…) or SUPABASE_SERVICE_ROLE_KEY (the legacy service_role JWT)
// from the shell or .env (`--dotenv <path>` for another file). Keep that key out of git and out of the
// worker's environment: the shop never needs it. The user must have signed up first (Auth's admin API finds
// them by email); granting twice changes nothing.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {supabaseKeyRole} from '../app/server/envRules.mjs';
import {parseDotEnv} from './env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PER_PAGE = 1000;

/** @param {string} message */
function fail(message, code = 1) {
  console.error(`admin:grant: ${message}`);
  process.exit(code);
}

const args = process.argv.slice(2);
const flag = args.indexOf('--dotenv');
const envFile = path.resolve(flag >= 0 && args[flag + 1] ? args[flag + 1] : path.join(root, '.env'));
const positional = args.filter((arg, index) => !arg.startsWith('--') && (flag < 0 || index !== flag + 1));
const email = positional[0]?.trim().toLowerCase() ?? '';
if (positional.length !== 1 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  fail('usage: npm run admin:grant -- <email of a user who has signed up>', 2);
}

/** @type {Record<string, string>} */
const fromFile = existsSync(envFile) ? parseDotEnv(readFileSync(envFile, 'utf8')) : {};
/** @param {string} name */
const setting = (name) => process.env[name]?.trim() || fromFile[name]?.trim() || '';
const supabaseUrl = setting('SUPABASE_URL').replace(/\/+$/, '');
const key = setting('SUPABASE_SECRET_KEY') || setting('SUPABASE_SERVICE_ROLE_KEY');
if (!supabaseUrl) fail(`SUPABASE_URL is not set (shell or ${envFile})`);
if (!key) fail(`set SUPABASE_SECRET_KEY (sb_secret_…) or SUPABASE_SERVICE_ROLE_KEY in the shell or ${envFile}`);
if (supabaseKeyRole(key) !== 'service_role') {
  fail('the key given is not a secret key (sb_secret_…) or a service_role JWT: a publishable or anon key cannot grant roles');
}

const headers = {apikey: key, Authorization: `Bearer ${key}`, 'X-Supabase-Api-Version': '2024-01-01'};

/**
 * @param {string} url
 * @param {RequestInit} [init]
 */
async function request(url, init = {}) {
  try {
    return await fetch(url, {...init, headers: {...headers, ...init.headers}, signal: AbortSignal.timeout(20_000)});
  } catch (error) {
    return fail(`could not reach ${new URL(url).origin}: ${error instanceof Error ? error.message : error}`);
  }
}

/** @param {Response} response */
async function errorText(response) {
  const body = /** @type {Record<string, unknown> | null} */ (await response.json().catch(() => null));
  const message = body?.message ?? body?.msg ?? body?.error_description ?? body?.error;
  return `HTTP ${response.status}${typeof message === 'string' ? `: ${message}` : ''}`;
}

/** The user with this email, paging through Auth's admin list (narrowed by its `filter`). */
async function findUser() {
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({page: String(page), per_page: String(PER_PAGE), filter: email});
    const response = await request(`${supabaseUrl}/auth/v1/admin/users?${query}`);
    if (!response.ok) fail(`Auth refused to list users (${await errorText(response)}); is the key this project's secret key?`);
    const {users} = /** @type {{users: {id: string, email?: string, email_confirmed_at?: string | null}[]}} */ (
      await response.json()
    );
    const user = users.find((candidate) => candidate.email?.toLowerCase() === email);
    if (user) return user;
    if (users.length < PER_PAGE) return null;
  }
}

const user = await findUser();
if (!user) {
  fail(
    `no user with the email ${email} in ${new URL(supabaseUrl).host}. They must sign up at the shop's /auth first (and confirm their email), then run this again.`,
  );
}

const insert = await request(`${supabaseUrl}/rest/v1/user_roles?on_conflict=user_id,role&select=id`, {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    'Content-Profile': 'public',
    Prefer: 'resolution=ignore-duplicates,return=representation',
  },
  body: JSON.stringify({user_id: user.id, role: 'admin'}),
});
if (!insert.ok) fail(`could not store the role (${await errorText(insert)}); has \`supabase db push\` applied the migrations?`);
const inserted = /** @type {unknown[]} */ (await insert.json());
console.log(
  inserted.length > 0
    ? `admin:grant: ${email} (${user.id}) is now an admin.`
    : `admin:grant: ${email} (${user.id}) was already an admin; nothing changed.`,
);
if (!user.email_confirmed_at) {
  console.log(`admin:grant: note: ${email} has not confirmed their email yet, so they cannot sign in until they do.`);
}

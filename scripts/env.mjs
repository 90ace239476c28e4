// The environment the worker receives, for `npm start`, `npm run dev` and the tests.
// Without a .env file every value points at the local stack (SITE_ENV=local); a .env (or the process
// environment) overrides any of them, e.g. to use a real Shopify store and Supabase project. Once a .env
// names a real store or Supabase project, SITE_ENV defaults to production and no local default applies:
// a missing secret or key is then refused (productionProblems), never filled in with a public value.
import {existsSync, readFileSync} from 'node:fs';
import {LOCAL_SESSION_SECRET, LOCAL_SUPABASE_ANON_KEY, productionProblems} from '../app/server/envRules.mjs';

export const LOCAL_STOREFRONT_PORT = 4100;
export const LOCAL_SUPABASE_PORT = 54321;

/** Names the worker understands; only these are copied from .env and process.env. */
export const WORKER_ENV_NAMES = [
  'SESSION_SECRET',
  'PUBLIC_STORE_DOMAIN',
  'PUBLIC_STOREFRONT_API_TOKEN',
  'PRIVATE_STOREFRONT_API_TOKEN',
  'PUBLIC_STOREFRONT_API_VERSION',
  'PUBLIC_STOREFRONT_ID',
  'PUBLIC_CHECKOUT_DOMAIN',
  'PUBLIC_ACCOUNT_URL',
  'PUBLIC_IMAGE_ORIGIN',
  'PUBLIC_SITE_ORIGIN',
  'STOREFRONT_TIMEOUT_MS',
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SITE_ENV',
];

/** Parses KEY=value lines; quotes around a value are removed, # starts a comment line. */
export function parseDotEnv(text) {
  const values = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, key, rawValue] = match;
    values[key] = rawValue.replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

function pick(source) {
  return Object.fromEntries(
    WORKER_ENV_NAMES.filter((name) => source[name] !== undefined && source[name] !== '').map(
      (name) => [name, source[name]],
    ),
  );
}

/**
 * @param {{envFile?: string, overrides?: Record<string, string | undefined>}} [options]
 * @returns {Record<string, string>}
 */
export function localEnvironment({envFile = '.env', overrides = process.env} = {}) {
  const storefrontPort = Number(overrides.STOREFRONT_API_PORT ?? LOCAL_STOREFRONT_PORT);
  const supabasePort = Number(overrides.SUPABASE_API_PORT ?? LOCAL_SUPABASE_PORT);
  const fromFile = existsSync(envFile) ? parseDotEnv(readFileSync(envFile, 'utf8')) : {};
  const given = {...pick(fromFile), ...pick(overrides)};
  const namesRealServices = ['PUBLIC_STORE_DOMAIN', 'SUPABASE_URL'].some(
    (name) => given[name] !== undefined && !LOOPBACK.test(given[name]),
  );
  const siteEnv = given.SITE_ENV ?? (namesRealServices ? 'production' : 'local');
  if (siteEnv !== 'local') return {...given, SITE_ENV: siteEnv};
  const env = {
    SESSION_SECRET: LOCAL_SESSION_SECRET,
    PUBLIC_STORE_DOMAIN: `http://127.0.0.1:${storefrontPort}`,
    // 32 characters, as Shopify's public tokens are: Hydrogen's Customer Privacy API setup logs an error otherwise.
    PUBLIC_STOREFRONT_API_TOKEN: 'local-public-storefront-token-32',
    PUBLIC_STOREFRONT_API_VERSION: '2025-07',
    SUPABASE_URL: `http://127.0.0.1:${supabasePort}`,
    SUPABASE_ANON_KEY: LOCAL_SUPABASE_ANON_KEY,
    // The local shop's own address: canonical links, the sitemap and Auth's email links name it.
    PUBLIC_SITE_ORIGIN: `http://127.0.0.1:${Number(overrides.PORT ?? 3000)}`,
    ...given,
    SITE_ENV: 'local',
  };
  // The local Storefront API's image CDN listens on the port after the API's (local/storefront-api/cdn.mjs);
  // a real store's images come from cdn.shopify.com, which the CSP always allows.
  if (usesLocalStorefront(env) && !env.PUBLIC_IMAGE_ORIGIN) {
    env.PUBLIC_IMAGE_ORIGIN = `http://127.0.0.1:${Number(new URL(env.PUBLIC_STORE_DOMAIN).port) + 1}`;
  }
  return env;
}

const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/;

/** The local Storefront API is started only when the store domain points at it. */
export function usesLocalStorefront(env) {
  return LOOPBACK.test(env.PUBLIC_STORE_DOMAIN ?? '');
}

export function usesLocalSupabase(env) {
  return LOOPBACK.test(env.SUPABASE_URL ?? '');
}

/**
 * Why this environment must not be served (the worker would refuse every request), or [] when it may be:
 * SITE_ENV=local may use anything, every other environment must pass productionProblems.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function refusalReasons(env) {
  if (env.SITE_ENV === 'local') return [];
  return productionProblems(env).map((problem) => problem.message);
}

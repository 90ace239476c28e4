// @ts-check
// What makes an environment unfit to serve real shoppers. One module for the worker (env.server.ts, on
// every request outside SITE_ENV=local), `npm start` (scripts/env.mjs, before anything starts) and
// `npm run preflight` (the whole go-live list). Plain JavaScript with JSDoc types so the Node scripts can
// import it without a build step. Messages name variables and hosts, never a secret's value.

/** The local stack's defaults (scripts/env.mjs): public, so never acceptable for real shoppers. */
export const LOCAL_SESSION_SECRET = 'local-session-secret-do-not-use-in-production';
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
/** `npm start`'s shop on its default port; scripts/env.mjs names the port actually used. */
export const LOCAL_SITE_ORIGIN = 'http://127.0.0.1:3000';
/** The Supabase CLI's well-known local demo anon key; only valid against a local stack. */
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
/** The CLI's local publishable key (`supabase status`): as public as the demo anon key. */
export const LOCAL_SUPABASE_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

/** A session secret signs the session cookie: 32 characters or more (256 bits of a random string). */
export const MIN_SESSION_SECRET_LENGTH = 32;
/** Storefront API versions the tests validate every operation against (local/storefront-api/schema.mjs). */
export const TESTED_STOREFRONT_API_VERSIONS = Object.freeze(['2025-07', '2026-04']);

/** Variables the worker cannot serve without, outside SITE_ENV=local. */
export const REQUIRED_VARIABLES = Object.freeze([
  'SESSION_SECRET',
  'PUBLIC_STORE_DOMAIN',
  'PUBLIC_STOREFRONT_API_TOKEN',
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'PUBLIC_SITE_ORIGIN',
  // The account icon and order e-mails' account links go here; the store domain's /account is not the
  // customer account on a headless shop, and the shop id it needs cannot be derived from the domain.
  'PUBLIC_ACCOUNT_URL',
]);

/** Variables that hold a host or URL of a service the shop (or the shopper's browser) talks to. */
const SERVICE_ADDRESSES = Object.freeze([
  'PUBLIC_STORE_DOMAIN',
  'PUBLIC_CHECKOUT_DOMAIN',
  'PUBLIC_ACCOUNT_URL',
  'PUBLIC_IMAGE_ORIGIN',
  'PUBLIC_SITE_ORIGIN',
  'SUPABASE_URL',
]);

/**
 * @typedef {{variable: string, message: string}} EnvProblem
 * @typedef {Record<string, string | undefined>} EnvValues
 */

/** @param {string | undefined} value */
function isSet(value) {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The host of a domain or URL variable (`shop.myshopify.com`, `https://x.supabase.co/`), lower-cased, or
 * null when it is not one.
 * @param {string} value
 */
export function hostOf(value) {
  const trimmed = value.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`).hostname
      .toLowerCase()
      .replace(/^\[|\]$/g, '');
  } catch {
    return null;
  }
}

/**
 * The eight 16-bit groups of an IPv6 address as the URL parser writes it (compressed, lower-case hex; an
 * embedded IPv4 address already turned into hex), or null when it is not one.
 * @param {string} host
 * @returns {number[] | null}
 */
function ipv6Groups(host) {
  const halves = host.split('::');
  if (halves.length > 2) return null;
  const parse = (/** @type {string} */ part) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0] ?? '');
  const tail = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * Whether a host is this machine, however it is spelled: localhost (and its subdomains), 127.0.0.0/8,
 * 0.0.0.0, with or without a trailing dot; IPv6 ::1 and the unspecified ::, and 127.0.0.0/8 or 0.0.0.0
 * written as IPv4-mapped or IPv4-compatible IPv6 (`[::ffff:127.0.0.1]`).
 * @param {string} rawHost
 */
export function isLoopbackHost(rawHost) {
  const host = rawHost.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.+$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (/^127(\.\d{1,3}){3}$/.test(host) || host === '0.0.0.0') return true;
  if (!host.includes(':')) return false;
  const groups = ipv6Groups(host);
  if (!groups) return false;
  const zeroUpTo = (/** @type {number} */ count) => groups.slice(0, count).every((group) => group === 0);
  if (zeroUpTo(7) && (groups[7] === 0 || groups[7] === 1)) return true;
  // The last 32 bits are an IPv4 address when the rest is ::ffff: (mapped) or all zero (compatible).
  const embedsIPv4 = zeroUpTo(5) && (groups[5] === 0xffff || groups[5] === 0);
  const firstOctet = (groups[6] ?? 0) >> 8;
  return embedsIPv4 && (firstOctet === 127 || (groups[6] === 0 && groups[7] === 0));
}

/**
 * The role a Supabase key grants: 'anon' for a publishable key or an anon JWT, 'service_role' for a secret
 * key or a service-role JWT, 'unknown' for anything else.
 * @param {string} key
 * @returns {'anon' | 'service_role' | 'unknown'}
 */
export function supabaseKeyRole(key) {
  const value = key.trim();
  if (/^sb_publishable_[A-Za-z0-9_-]+$/.test(value)) return 'anon';
  if (/^sb_secret_[A-Za-z0-9_-]+$/.test(value)) return 'service_role';
  const payload = value.split('.')[1];
  if (value.split('.').length !== 3 || !payload) return 'unknown';
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    /** @type {unknown} */
    const claims = JSON.parse(globalThis.atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')));
    const role = claims && typeof claims === 'object' ? /** @type {{role?: unknown}} */ (claims).role : undefined;
    return role === 'anon' || role === 'service_role' ? role : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Whether a value is an https origin and nothing more: what canonical links and the sitemap are built on.
 * @param {string} value
 */
export function isPublicSiteOrigin(value) {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.origin === value.trim().replace(/\/$/, '') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * What stops the worker from serving real shoppers (every environment but SITE_ENV=local): a Shopify or
 * Supabase variable missing, a service on this machine, a weak or public session secret, a Supabase key
 * that is the local one or a secret one.
 * @param {EnvValues} env
 * @returns {EnvProblem[]}
 */
export function productionProblems(env) {
  /** @type {EnvProblem[]} */
  const problems = [];
  const add = (/** @type {string} */ variable, /** @type {string} */ message) =>
    problems.push({variable, message: `${variable} ${message}`});

  for (const variable of REQUIRED_VARIABLES) {
    if (!isSet(env[variable])) add(variable, 'is missing');
  }

  for (const variable of SERVICE_ADDRESSES) {
    const value = env[variable];
    if (!isSet(value)) continue;
    const host = hostOf(/** @type {string} */ (value));
    if (host === null) add(variable, 'is not a domain or URL');
    else if (isLoopbackHost(host)) add(variable, `points at this machine (${host}): the local stack is for SITE_ENV=local only`);
  }

  const site = env.PUBLIC_SITE_ORIGIN;
  if (isSet(site) && !isPublicSiteOrigin(/** @type {string} */ (site))) {
    const host = hostOf(/** @type {string} */ (site));
    if (host !== null && !isLoopbackHost(host)) {
      add('PUBLIC_SITE_ORIGIN', 'must be the shop\'s https:// origin, with no path, query or credentials (e.g. https://shop.example.com)');
    }
  }

  const secret = env.SESSION_SECRET;
  if (isSet(secret)) {
    const value = /** @type {string} */ (secret);
    if (value === LOCAL_SESSION_SECRET) {
      add('SESSION_SECRET', 'is the public local default: set a long random secret of your own');
    } else if (value.length < MIN_SESSION_SECRET_LENGTH) {
      add('SESSION_SECRET', `is ${value.length} characters: use at least ${MIN_SESSION_SECRET_LENGTH} random characters`);
    }
  }

  const supabaseUrl = env.SUPABASE_URL;
  if (isSet(supabaseUrl) && !/^https:\/\//i.test(/** @type {string} */ (supabaseUrl).trim())) {
    const host = hostOf(/** @type {string} */ (supabaseUrl));
    if (host !== null && !isLoopbackHost(host)) add('SUPABASE_URL', 'must be an https:// URL');
  }

  const anonKey = env.SUPABASE_ANON_KEY;
  if (isSet(anonKey)) {
    const value = /** @type {string} */ (anonKey).trim();
    if (value === LOCAL_SUPABASE_ANON_KEY || value === LOCAL_SUPABASE_PUBLISHABLE_KEY) {
      add('SUPABASE_ANON_KEY', 'is the Supabase CLI’s public local key: use your project’s publishable (or anon) key');
    } else if (supabaseKeyRole(value) === 'service_role') {
      add('SUPABASE_ANON_KEY', 'is a secret (service_role) key, which bypasses Row Level Security: use the publishable (or anon) key');
    }
  }
  return problems;
}

/**
 * The whole go-live list (README "Going live"), for `npm run preflight`: what the worker refuses, plus
 * SITE_ENV, the token's and key's shapes, the store domain, the checkout and account addresses and the
 * Storefront API version the tests validate.
 * @param {EnvValues} env
 * @returns {{problems: EnvProblem[], notes: string[]}}
 */
export function goLiveReport(env) {
  const problems = productionProblems(env);
  /** @type {string[]} */
  const notes = [];
  const add = (/** @type {string} */ variable, /** @type {string} */ message) =>
    problems.push({variable, message: `${variable} ${message}`});
  const reported = (/** @type {string} */ variable) => problems.some((problem) => problem.variable === variable);

  if (!isSet(env.SITE_ENV)) add('SITE_ENV', 'is missing: set SITE_ENV=production');
  else if (env.SITE_ENV !== 'production') add('SITE_ENV', `is "${env.SITE_ENV}": set SITE_ENV=production (local uses the local stack's defaults)`);

  const token = env.PUBLIC_STOREFRONT_API_TOKEN?.trim();
  if (token && !/^[A-Za-z0-9]{32}$/.test(token)) {
    add('PUBLIC_STOREFRONT_API_TOKEN', `is not a Storefront API public access token (32 letters and digits; this one has ${token.length} characters)`);
  }

  const store = env.PUBLIC_STORE_DOMAIN;
  if (isSet(store) && !reported('PUBLIC_STORE_DOMAIN')) {
    const host = hostOf(/** @type {string} */ (store));
    if (host && !/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/.test(host)) {
      add('PUBLIC_STORE_DOMAIN', `is ${host}: use the store's *.myshopify.com domain (Shopify admin → Settings → Domains)`);
    }
  }

  const version = env.PUBLIC_STOREFRONT_API_VERSION?.trim();
  const newest = TESTED_STOREFRONT_API_VERSIONS[TESTED_STOREFRONT_API_VERSIONS.length - 1];
  if (!version) {
    add('PUBLIC_STOREFRONT_API_VERSION', `is missing: set ${newest}, the newest version the tests validate (README "Storefront API version")`);
  } else if (!TESTED_STOREFRONT_API_VERSIONS.includes(version)) {
    add('PUBLIC_STOREFRONT_API_VERSION', `is ${version}, which the tests do not validate: use ${newest}`);
  } else if (version !== newest) {
    add('PUBLIC_STOREFRONT_API_VERSION', `is ${version}, which Shopify serves as a newer version: set ${newest}, the version the tests validate`);
  }

  const checkout = env.PUBLIC_CHECKOUT_DOMAIN;
  if (isSet(checkout) && !reported('PUBLIC_CHECKOUT_DOMAIN')) {
    const value = /** @type {string} */ (checkout).trim();
    if (/^[a-z][a-z0-9+.-]*:\/\/[^/]+\/./i.test(value)) add('PUBLIC_CHECKOUT_DOMAIN', 'must be a domain, without a path');
  } else if (!isSet(checkout)) {
    notes.push('PUBLIC_CHECKOUT_DOMAIN is not set: checkout is assumed to run on the store domain');
  }

  const account = env.PUBLIC_ACCOUNT_URL;
  if (isSet(account) && !reported('PUBLIC_ACCOUNT_URL')) {
    if (!/^https:\/\//i.test(/** @type {string} */ (account).trim())) add('PUBLIC_ACCOUNT_URL', 'must be an https:// URL (https://shopify.com/<shop-id>/account)');
  }

  if (isSet(env.PUBLIC_IMAGE_ORIGIN) && !reported('PUBLIC_IMAGE_ORIGIN')) {
    notes.push('PUBLIC_IMAGE_ORIGIN is set: only the local stack needs it (Shopify serves images from cdn.shopify.com)');
  }

  const anonKey = env.SUPABASE_ANON_KEY;
  if (isSet(anonKey) && !reported('SUPABASE_ANON_KEY') && supabaseKeyRole(/** @type {string} */ (anonKey)) === 'unknown') {
    add('SUPABASE_ANON_KEY', 'is neither a publishable key (sb_publishable_…) nor a legacy anon key (a JWT with role "anon")');
  }
  if (!isSet(env.PRIVATE_STOREFRONT_API_TOKEN)) {
    notes.push('PRIVATE_STOREFRONT_API_TOKEN is not set (optional: server-side Storefront calls then use the public token)');
  }
  return {problems, notes};
}

/**
 * What no file in this repository can set on the hosted Supabase project, for `npm run preflight` to
 * remind the owner of (README "Going live", steps 4 and 5): the Site URL and the email templates. Each line
 * names the shop's origin when PUBLIC_SITE_ORIGIN is usable.
 * @param {EnvValues} env
 * @returns {string[]}
 */
export function supabaseDashboardReminders(env) {
  const origin = isPublicSiteOrigin(env.PUBLIC_SITE_ORIGIN ?? '')
    ? new URL(/** @type {string} */ (env.PUBLIC_SITE_ORIGIN).trim()).origin
    : 'https://<the shop>';
  return [
    `Authentication → URL Configuration: the Site URL must be exactly ${origin} (no trailing slash); add ${origin}/auth/confirm to the Redirect URLs. supabase/config.toml's site_url is the local one, so set these here, never by a push.`,
    'Authentication → Emails: "Confirm signup" and "Reset password" must be supabase/templates/confirmation.html and recovery.html with the subjects in config.toml. Only `npx supabase config push` or pasting them there puts them on the project (db push and functions deploy do not); config push also pushes config.toml\'s local site_url and redirect URLs, so set the URL Configuration again after it. Auth\'s default templates link to its own /verify, which signs the shopper in only in the browser that asked.',
    'Authentication → Emails → SMTP Settings: the built-in email service sends 2 emails an hour for the whole project, only to the project team\'s addresses; set up custom SMTP before launch.',
  ];
}


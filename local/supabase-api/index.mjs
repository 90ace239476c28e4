// A Supabase-compatible API for local development and tests: Auth (/auth/v1), PostgREST (/rest/v1) and
// Edge Functions (/functions/v1) over one PGlite database, with the Supabase CLI's local keys. See
// README.md beside this file.

import {existsSync, readFileSync} from 'node:fs';
import {mkdir, rm, writeFile} from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import {authSettingsFromEnv, createAuthLimiters, handleAuth} from './auth.mjs';
import {handleAuthAdmin} from './authAdmin.mjs';
import {loadSchemaCache, openDatabase, REPO_ROOT} from './db.mjs';
import {createFunctionsRuntime} from './functions.mjs';
import {createMailbox, DEFAULT_MAIL_PORT, startMailCatcher} from './mailer.mjs';
import {readAuthEmailConfig} from './emailTemplates.mjs';
import {
  apiKey,
  bearerToken,
  BodyTooLargeError,
  corsHeaders,
  MAX_BODY_BYTES,
  readBody,
  send,
  sendJson,
} from './http.mjs';
import {verifyJwt} from './jwt.mjs';
import {createFaults} from '../storefront-api/faults.mjs';
import {
  ANON_KEY,
  API_ROLES,
  DEFAULT_PORT,
  JWT_SECRET,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
} from './keys.mjs';
import {handleRest, PostgrestError, statusForSqlState} from './rest/index.mjs';

export {ANON_KEY, SERVICE_ROLE_KEY, JWT_SECRET, DEFAULT_PORT, PUBLISHABLE_KEY, SECRET_KEY} from './keys.mjs';
export {signJwt, verifyJwt} from './jwt.mjs';

const LOCK_FILE = '.supabase-api.pid';
/** '500': every service answers 500; 'down': the connection is dropped without an answer. */
const SUPABASE_FAULT_MODES = ['500', 'down'];
/** @type {Set<string>} */
const openDirs = new Set();

/** @param {string} host */
function isLoopback(host) {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** @param {number} pid */
function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {any} */ (error)?.code === 'EPERM';
  }
}

/**
 * Refuses a data directory that another live process is serving (PGlite has no locking of its own).
 * @param {string} dataDir
 */
async function lockDataDir(dataDir) {
  if (openDirs.has(dataDir)) {
    throw new Error(`The local Supabase data directory ${dataDir} is already open in this process`);
  }
  const lockFile = path.join(dataDir, LOCK_FILE);
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(pid) && pid !== process.pid && processAlive(pid)) {
      throw new Error(
        `The local Supabase data directory ${dataDir} is in use by process ${pid}; stop it first`,
      );
    }
  }
  openDirs.add(dataDir);
}

class GatewayError extends Error {
  /**
   * @param {number} status
   * @param {Record<string, unknown>} body
   * @param {Record<string, string>} [headers]
   */
  constructor(status, body, headers = {}) {
    super(String(body.message));
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/**
 * @typedef {{publishable: string, secret: string}} OpaqueKeys the project's keys in the new format
 * @typedef {{ok: true, role: string, claims: Record<string, any>} | {ok: false}} KeyCheck
 */

/**
 * What an `apikey` stands for, as the hosted gateway decides: a publishable key is the anon role, a
 * secret key service_role, and a legacy key is a JWT signed with the project's secret (its `role` claim).
 * @param {string | null} key
 * @param {OpaqueKeys} keys
 * @returns {KeyCheck}
 */
function checkApiKey(key, keys) {
  if (!key) return {ok: false};
  if (key === keys.publishable) return {ok: true, role: 'anon', claims: {role: 'anon'}};
  if (key === keys.secret) return {ok: true, role: 'service_role', claims: {role: 'service_role'}};
  if (/^sb_(publishable|secret)_/.test(key)) return {ok: false};
  const verified = verifyJwt(key, JWT_SECRET);
  if (!verified.ok) return {ok: false};
  const role = typeof verified.claims.role === 'string' ? verified.claims.role : 'anon';
  return {ok: true, role, claims: verified.claims};
}

/**
 * The role the bearer token grants (a JWT's `role` claim, or an opaque key's role), else the API key's;
 * 'anon' when neither is valid. For GoTrue's admin API, which wants service_role.
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 * @param {OpaqueKeys} keys
 */
function callerRole(req, url, keys) {
  const token = bearerToken(req);
  if (!token) {
    const check = checkApiKey(apiKey(req, url), keys);
    return check.ok ? check.role : 'anon';
  }
  if (/^sb_(publishable|secret)_/.test(token)) {
    const check = checkApiKey(token, keys);
    return check.ok ? check.role : 'anon';
  }
  const verified = verifyJwt(token, JWT_SECRET);
  return verified.ok && typeof verified.claims.role === 'string' ? verified.claims.role : 'anon';
}

/**
 * Who a REST request runs as: the gateway wants a valid API key; PostgREST then takes the role and claims
 * from the bearer token, or from the key when there is none or the bearer is a key in the new format
 * (for those the gateway hands PostgREST a JWT of the key's role).
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 * @param {OpaqueKeys} keys
 */
function restIdentity(req, url, keys) {
  const key = apiKey(req, url);
  if (!key) {
    throw new GatewayError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  const keyCheck = checkApiKey(key, keys);
  if (!keyCheck.ok) {
    throw new GatewayError(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
  const token = bearerToken(req) ?? key;
  /** @type {Record<string, any>} */
  let claims;
  if (/^sb_(publishable|secret)_/.test(token)) {
    const bearerCheck = checkApiKey(token, keys);
    if (!bearerCheck.ok) {
      throw new GatewayError(401, {message: 'Invalid API key', hint: 'The bearer token is not a key of this project.'});
    }
    claims = bearerCheck.claims;
  } else {
    const verified = verifyJwt(token, JWT_SECRET);
    if (!verified.ok) {
      const code = verified.reason === 'expired' ? 'PGRST303' : 'PGRST301';
      throw new GatewayError(
        401,
        {code, details: null, hint: null, message: verified.message},
        {
          'WWW-Authenticate': `Bearer error="invalid_token", error_description="${verified.message}"`,
        },
      );
    }
    claims = verified.claims;
  }
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  if (!API_ROLES.includes(role)) {
    throw new GatewayError(403, {
      code: '42501',
      details: null,
      hint: null,
      message: `permission denied to set role "${role}"`,
    });
  }
  return {role, claims};
}

/**
 * Starts the local Supabase API.
 * @param {object} [options]
 * @param {number} [options.port] 0 picks a free port
 * @param {string} [options.host] loopback only
 * @param {string} [options.dataDir] relative paths are resolved against the repository root; `memory://` keeps nothing
 * @param {boolean} [options.reset] delete the data directory first (as `supabase db reset`)
 * @param {string} [options.supabaseDir] where config.toml, migrations/, seed.sql and functions/ live
 * @param {boolean} [options.useSnapshot] start a new database from the cached result of the same SQL (default true; see db.mjs)
 * @param {{refreshTokenReuseInterval?: number, jwtExpiry?: number, siteUrl?: string} & Partial<ReturnType<typeof authSettingsFromEnv>>} [options.auth] overrides of the auth settings (tests); the defaults are a hosted project's, changed by GOTRUE_* variables (auth.mjs)
 * @param {Partial<OpaqueKeys>} [options.keys] the project's publishable and secret keys (default: the CLI's local ones)
 * @param {boolean} [options.warmFunctions] start every Edge Function's Deno process at once rather than on its first call
 * @param {number | null} [options.mailPort] the mail catcher's port (Mailpit's API), by default the API's + 3 (54324); 0 picks a free one, null starts none (the emails are still kept: `mailbox`)
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{url: string, port: number, close: () => Promise<void>, db: import('@electric-sql/pglite').PGlite, anonKey: string, serviceRoleKey: string, publishableKey: string, secretKey: string, jwtSecret: string, reloadSchema: () => Promise<void>, mailUrl: string | null, mailbox: import('./mailer.mjs').Mailbox}>}
 */
export async function startSupabaseApi({
  port = DEFAULT_PORT,
  host = '127.0.0.1',
  dataDir = '.local/supabase',
  reset = false,
  supabaseDir = path.join(REPO_ROOT, 'supabase'),
  useSnapshot = true,
  auth = {},
  keys: keyOptions = {},
  warmFunctions = false,
  // The CLI's layout: API 54321, mail 54324 (API + 3); a free port when the API takes one.
  mailPort = port === 0 ? 0 : port + (DEFAULT_MAIL_PORT - DEFAULT_PORT),
  log = () => {},
} = {}) {
  /** @type {OpaqueKeys} */
  const keys = {publishable: keyOptions.publishable ?? PUBLISHABLE_KEY, secret: keyOptions.secret ?? SECRET_KEY};
  if (!isLoopback(host)) {
    throw new Error(
      `Refusing to bind the local Supabase API to ${host}: it serves well-known keys and must stay on a loopback address (127.0.0.1, ::1, localhost)`,
    );
  }
  // The site URL, redirect allow-list and email templates a project set up from config.toml has; read
  // first, so a template file that is missing stops the start as it stops the Supabase CLI's.
  const emailConfig = readAuthEmailConfig(supabaseDir);
  const inMemory = dataDir.startsWith('memory://');
  const resolvedDataDir = inMemory ? dataDir : path.resolve(REPO_ROOT, dataDir);
  if (!inMemory) {
    await mkdir(resolvedDataDir, {recursive: true});
    await lockDataDir(resolvedDataDir);
  }

  /** @type {import('@electric-sql/pglite').PGlite} */
  let db;
  try {
    ({db} = await openDatabase({dataDir: resolvedDataDir, reset, supabaseDir, useSnapshot, log}));
    if (!inMemory) await writeFile(path.join(resolvedDataDir, LOCK_FILE), `${process.pid}\n`);
  } catch (error) {
    openDirs.delete(resolvedDataDir);
    throw error;
  }
  let schema = await loadSchemaCache(db);

  let baseUrl = '';
  const authSettings = {...authSettingsFromEnv(process.env), ...auth};
  const authConfig = {
    ...authSettings,
    jwtSecret: JWT_SECRET,
    jwtExpiry: auth.jwtExpiry ?? 3600,
    refreshTokenReuseInterval: auth.refreshTokenReuseInterval ?? 10,
    minimumPasswordLength: 6,
    siteUrl: auth.siteUrl ?? emailConfig.siteUrl ?? 'http://127.0.0.1:3000',
    additionalRedirectUrls: emailConfig.additionalRedirectUrls,
    emailTemplates: emailConfig.templates,
  };
  const authLimiters = createAuthLimiters(authConfig.rateLimits);
  const mailbox = createMailbox();
  // What `supabase functions serve` gives a function besides the API's own environment.
  const functions = createFunctionsRuntime({
    supabaseDir,
    jwtSecret: JWT_SECRET,
    env: () => ({
      SUPABASE_URL: baseUrl,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({default: keys.publishable}),
      SUPABASE_SECRET_KEYS: JSON.stringify({default: keys.secret}),
    }),
  });

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function route(req, res) {
    const cors = corsHeaders(req);
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', baseUrl);
    const pathname = url.pathname.replace(/\/{2,}/g, '/');
    if (pathname === '/__faults') {
      await handleFaults(req, res, method);
      return;
    }
    if (pathname === '/__stats') {
      handleStats(req, res, method);
      return;
    }
    const service = /^\/(auth|rest|functions)\/v1(\/.*)?$/.exec(pathname);
    if (service && method !== 'OPTIONS') countRequest(`${service[1]} ${(service[2] ?? '/').split('/')[1] ?? ''}`);
    if (service && (await applyFaults(req, res))) return;

    if (method === 'OPTIONS') {
      send(res, 200, cors);
      return;
    }
    if (!service) {
      sendJson(res, 404, {message: 'no Route matched with those values'}, cors);
      return;
    }
    const kind = /** @type {string} */ (service[1]);
    const subpath = service[2] ?? '';

    /** @type {Buffer} */
    let body = Buffer.alloc(0);
    if (!['GET', 'HEAD'].includes(method)) {
      try {
        body = await readBody(req);
      } catch (error) {
        if (error instanceof BodyTooLargeError) {
          sendJson(
            res,
            413,
            {
              code: 'PGRST413',
              details: `The request body is larger than ${MAX_BODY_BYTES} bytes`,
              hint: null,
              message: 'Payload Too Large',
            },
            {...cors, Connection: 'close'},
          );
          return;
        }
        throw error;
      }
    }

    if (kind === 'auth') {
      if (subpath !== '/health') {
        const key = apiKey(req, url);
        if (!checkApiKey(key, keys).ok) {
          sendJson(
            res,
            401,
            key ? {message: 'Invalid API key'} : {message: 'No API key found in request'},
            {...cors, 'X-Supabase-Api-Version': '2024-01-01'},
          );
          return;
        }
      }
      if (subpath.startsWith('/admin/')) {
        await handleAuthAdmin({db, role: callerRole(req, url, keys)}, req, res, url, subpath, cors);
        return;
      }
      const issuer = `${baseUrl}/auth/v1`;
      const auth = {db, config: authConfig, issuer, limiters: authLimiters, mailbox};
      await handleAuth(auth, req, res, url, subpath, body, cors);
      return;
    }
    if (kind === 'functions') {
      await functions.handle(req, res, url, subpath, body, cors);
      return;
    }

    let role = 'anon';
    try {
      const identity = restIdentity(req, url, keys);
      role = identity.role;
      const rest = {db, schema, role, claims: identity.claims};
      await handleRest(rest, req, res, url, subpath, body, cors);
    } catch (error) {
      if (error instanceof GatewayError) {
        sendJson(res, error.status, error.body, {...cors, ...error.headers});
      } else if (error instanceof PostgrestError) {
        sendJson(res, error.status, error, cors);
      } else if (isPostgresError(error)) {
        const pgError = /** @type {any} */ (error);
        const status = statusForSqlState(pgError.code, role);
        if (status >= 500)
          console.error('[supabase-api] database error', pgError.code, pgError.message);
        sendJson(
          res,
          status,
          {
            code: pgError.code,
            details: pgError.detail ?? null,
            hint: pgError.hint ?? null,
            message: pgError.message,
          },
          cors,
        );
      } else {
        throw error;
      }
    }
  }

  // Requests to Auth, REST and functions since the last reset, by service and first path segment
  // ("rest live_product_copy", "auth user"): GET /__stats, DELETE /__stats (loopback only; the bench).
  /** @type {Map<string, number>} */
  const requestCounts = new Map();
  function countRequest(kind) {
    requestCounts.set(kind, (requestCounts.get(kind) ?? 0) + 1);
  }
  function handleStats(req, res, method) {
    if (!isLoopback(req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '')) {
      sendJson(res, 403, {error: 'Request counts are only given to loopback'});
      return;
    }
    const counts = () => ({
      total: [...requestCounts.values()].reduce((sum, count) => sum + count, 0),
      byPath: Object.fromEntries(requestCounts),
    });
    if (method === 'GET') return sendJson(res, 200, counts(), {'Cache-Control': 'no-store'});
    if (method === 'DELETE') {
      const before = counts();
      requestCounts.clear();
      return sendJson(res, 200, before);
    }
    return sendJson(res, 405, {error: 'Method not allowed'}, {Allow: 'GET, DELETE'});
  }

  // Fault switches for the tests (loopback only), as the Storefront stand-in has: PUT /__faults
  // {"mode": "down"|"500"|null, "latencyMs": n}; DELETE /__faults clears them.
  const faults = createFaults({}, SUPABASE_FAULT_MODES);

  /** @returns {Promise<boolean>} true when a fault answered (or dropped) the request */
  async function applyFaults(req, res) {
    const {latencyMs, mode} = faults.get();
    if (latencyMs > 0) await faults.delay(latencyMs);
    if (mode === 'down') {
      req.socket.destroy();
      return true;
    }
    if (mode === '500') {
      sendJson(
        res,
        500,
        {message: 'An invalid response was received from the upstream server'},
        corsHeaders(req),
      );
      return true;
    }
    return false;
  }

  async function handleFaults(req, res, method) {
    if (!isLoopback(req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '')) {
      sendJson(res, 403, {error: 'Fault control is only accepted from loopback'});
      return;
    }
    if (method === 'GET') return sendJson(res, 200, faults.get());
    if (method === 'DELETE') return sendJson(res, 200, faults.clear());
    if (method !== 'PUT' && method !== 'POST') {
      return sendJson(res, 405, {error: 'Method not allowed'}, {Allow: 'GET, PUT, DELETE'});
    }
    try {
      const input = JSON.parse((await readBody(req)).toString('utf8') || '{}');
      return sendJson(res, 200, faults.set(input));
    } catch (error) {
      return sendJson(res, 400, {
        error: error instanceof Error ? error.message : 'Invalid fault description',
      });
    }
  }

  // One connection per request: when a server closes an idle kept-alive connection just as workerd reuses
  // it, the app's fetch fails with "Network connection lost". A fresh loopback connection costs well under
  // a millisecond, so the local stack never offers reuse (every answer says `Connection: close`).
  const server = http.createServer((req, res) => {
    res.shouldKeepAlive = false;
    route(req, res).catch((error) => {
      console.error('[supabase-api] unexpected error', error);
      if (!res.headersSent) {
        sendJson(
          res,
          500,
          {
            code: 'LOCAL500',
            details: null,
            hint: null,
            message: 'Internal error in the local Supabase API',
          },
          corsHeaders(req),
        );
      } else {
        res.destroy();
      }
    });
  });

  try {
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve(undefined);
      });
    });
  } catch (error) {
    await db.close().catch(() => {});
    if (!inMemory) {
      await rm(path.join(resolvedDataDir, LOCK_FILE), {force: true});
      openDirs.delete(resolvedDataDir);
    }
    throw error;
  }
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const urlHost = host.includes(':') ? `[${host}]` : host;
  baseUrl = `http://${urlHost}:${address.port}`;
  log(`local Supabase API on ${baseUrl} (data: ${resolvedDataDir})`);
  const warming = warmFunctions ? functions.warm() : Promise.resolve();
  /** @type {Awaited<ReturnType<typeof startMailCatcher>> | null} */
  let mailCatcher = null;
  if (mailPort !== null) {
    try {
      mailCatcher = await startMailCatcher(mailbox, {port: mailPort, host});
      log(`local mail catcher on ${mailCatcher.url} (Mailpit API: /api/v1/messages)`);
    } catch (error) {
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await db.close().catch(() => {});
      if (!inMemory) {
        await rm(path.join(resolvedDataDir, LOCK_FILE), {force: true});
        openDirs.delete(resolvedDataDir);
      }
      throw error;
    }
  }

  let closing = /** @type {Promise<void> | null} */ (null);
  return {
    url: baseUrl,
    port: address.port,
    db,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    publishableKey: keys.publishable,
    secretKey: keys.secret,
    jwtSecret: JWT_SECRET,
    mailUrl: mailCatcher?.url ?? null,
    mailbox,
    reloadSchema: async () => {
      schema = await loadSchemaCache(db);
    },
    close() {
      closing ??= (async () => {
        await warming;
        await functions.close();
        await mailCatcher?.close();
        await new Promise((resolve) => {
          server.close(() => resolve(undefined));
          server.closeAllConnections();
        });
        await db.close();
        if (!inMemory) {
          await rm(path.join(resolvedDataDir, LOCK_FILE), {force: true});
          openDirs.delete(resolvedDataDir);
        }
      })();
      return closing;
    },
  };
}

/** @param {unknown} error */
function isPostgresError(error) {
  return Boolean(
    error &&
    typeof error === 'object' &&
    typeof (/** @type {any} */ (error).code) === 'string' &&
    'severity' in error,
  );
}

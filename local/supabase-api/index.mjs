// A Supabase-compatible API for local development and tests: Auth (/auth/v1), PostgREST (/rest/v1) and
// Edge Functions (/functions/v1) over one PGlite database, with the Supabase CLI's local keys. See
// README.md beside this file.

import {existsSync, readFileSync} from 'node:fs';
import {mkdir, rm, writeFile} from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import {authSettingsFromEnv, createAuthLimiters, handleAuth} from './auth.mjs';
import {loadSchemaCache, openDatabase, REPO_ROOT} from './db.mjs';
import {handleFunction, warmFunctions} from './functions.mjs';
import {createMailbox, DEFAULT_MAIL_PORT, startMailCatcher} from './mailer.mjs';
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
import {ANON_KEY, API_ROLES, DEFAULT_PORT, JWT_SECRET, SERVICE_ROLE_KEY} from './keys.mjs';
import {handleRest, PostgrestError, statusForSqlState} from './rest.mjs';

export {ANON_KEY, SERVICE_ROLE_KEY, JWT_SECRET, DEFAULT_PORT} from './keys.mjs';
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
 * Who a REST request runs as: the gateway wants a valid API key; PostgREST then takes the role and claims
 * from the bearer token (the key itself when there is no user token).
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 */
function restIdentity(req, url) {
  const key = apiKey(req, url);
  if (!key) {
    throw new GatewayError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  if (!verifyJwt(key, JWT_SECRET).ok) {
    throw new GatewayError(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
  const token = bearerToken(req) ?? key;
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
  const role = typeof verified.claims.role === 'string' ? verified.claims.role : 'anon';
  if (!API_ROLES.includes(role)) {
    throw new GatewayError(403, {
      code: '42501',
      details: null,
      hint: null,
      message: `permission denied to set role "${role}"`,
    });
  }
  return {role, claims: verified.claims};
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
 * @param {number | null} [options.mailPort] the mail catcher's port (Mailpit's API), by default the API's + 3 (54324); 0 picks a free one, null starts none (the emails are still kept: `mailbox`)
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{url: string, port: number, close: () => Promise<void>, db: import('@electric-sql/pglite').PGlite, anonKey: string, serviceRoleKey: string, jwtSecret: string, reloadSchema: () => Promise<void>, mailUrl: string | null, mailbox: import('./mailer.mjs').Mailbox}>}
 */
export async function startSupabaseApi({
  port = DEFAULT_PORT,
  host = '127.0.0.1',
  dataDir = '.local/supabase',
  reset = false,
  supabaseDir = path.join(REPO_ROOT, 'supabase'),
  useSnapshot = true,
  auth = {},
  // The CLI's layout: API 54321, mail 54324 (API + 3); a free port when the API takes one.
  mailPort = port === 0 ? 0 : port + (DEFAULT_MAIL_PORT - DEFAULT_PORT),
  log = () => {},
} = {}) {
  if (!isLoopback(host)) {
    throw new Error(
      `Refusing to bind the local Supabase API to ${host}: it serves well-known keys and must stay on a loopback address (127.0.0.1, ::1, localhost)`,
    );
  }
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
    siteUrl: auth.siteUrl ?? 'http://127.0.0.1:3000',
  };
  const authLimiters = createAuthLimiters(authConfig.rateLimits);
  const mailbox = createMailbox();
  const functionsContext = {
    supabaseDir,
    buildDir: path.join(REPO_ROOT, '.local', 'functions-build'),
    jwtSecret: JWT_SECRET,
    env: () => {
      /** @type {Record<string, string>} */
      const env = {};
      for (const [key, value] of Object.entries(process.env))
        if (typeof value === 'string') env[key] = value;
      return {
        ...env,
        SUPABASE_URL: baseUrl,
        SUPABASE_ANON_KEY: ANON_KEY,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
        SUPABASE_JWT_SECRET: JWT_SECRET,
      };
    },
  };

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
    const service = /^\/(auth|rest|functions)\/v1(\/.*)?$/.exec(pathname);
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
        if (!key || !verifyJwt(key, JWT_SECRET).ok) {
          sendJson(
            res,
            401,
            key ? {message: 'Invalid API key'} : {message: 'No API key found in request'},
            {...cors, 'X-Supabase-Api-Version': '2024-01-01'},
          );
          return;
        }
      }
      await handleAuth(
        {db, config: authConfig, issuer: `${baseUrl}/auth/v1`, limiters: authLimiters, mailbox},
        req,
        res,
        url,
        subpath,
        body,
        cors,
      );
      return;
    }
    if (kind === 'functions') {
      await handleFunction(functionsContext, req, res, url, subpath, body, cors);
      return;
    }

    let role = 'anon';
    try {
      const identity = restIdentity(req, url);
      role = identity.role;
      await handleRest(
        {db, schema, role, claims: identity.claims},
        req,
        res,
        url,
        subpath,
        body,
        cors,
      );
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

  // Fault switches for the tests (loopback only), as the Storefront stand-in has: PUT /__faults
  // {"mode": "down"|"500"|null, "latencyMs": n}; DELETE /__faults clears them.
  const faults = createFaults({}, SUPABASE_FAULT_MODES);

  /** @returns {Promise<boolean>} true when a fault answered (or dropped) the request */
  async function applyFaults(req, res) {
    const {latencyMs, mode} = faults.get();
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
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
  const warming = warmFunctions(functionsContext);

  let closing = /** @type {Promise<void> | null} */ (null);
  return {
    url: baseUrl,
    port: address.port,
    db,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    jwtSecret: JWT_SECRET,
    mailUrl: mailCatcher?.url ?? null,
    mailbox,
    reloadSchema: async () => {
      schema = await loadSchemaCache(db);
    },
    close() {
      closing ??= (async () => {
        await warming;
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

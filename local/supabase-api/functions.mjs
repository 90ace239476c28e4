// /functions/v1/<name>: runs supabase/functions/<name>/index.ts under Deno and proxies requests to it, as
// `supabase functions serve` does with the edge runtime.
//
// Each function gets its own Deno process (the `deno` npm package's binary), started on its first call:
// `deno run` of the function's index.ts with its deno.json, which calls Deno.serve; DENO_SERVE_ADDRESS
// puts that server on a free loopback port, read back from Deno's "Listening on" line. A request to
// /functions/v1/<name>/rest reaches the function as /<name>/rest, as the CLI's main service passes it on.
// The environment is what the CLI gives a function: this process's variables (less HOME, HOSTNAME,
// PATH, PWD) plus SUPABASE_URL, the legacy SUPABASE_ANON_KEY / SUPABASE_SERVICE_ROLE_KEY and the new
// SUPABASE_PUBLISHABLE_KEYS / SUPABASE_SECRET_KEYS (JSON, key "default"). Like the edge runtime it does
// not type-check (npm test runs `deno check`), and it never downloads: `--cached-only`.
//
// Every call hashes the function's sources (its folder and functions/_shared, tests excluded) and its
// environment; a new hash restarts its process, so edits take effect without restarting the API. A function that cannot start
// answers 503 BOOT_ERROR, one that dies mid-request 500 WORKER_ERROR, as the CLI's main service does.

import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {readdir, readFile} from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import {REPO_ROOT} from './db.mjs';
import {bearerToken, sendJson} from './http.mjs';
import {verifyJwt} from './jwt.mjs';

const NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}$/;
const DENO = path.join(REPO_ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'deno.cmd' : 'deno');
/** The CLI keeps these from a function (main.ts EXCLUDED_ENVS). */
const EXCLUDED_ENV = new Set(['HOME', 'HOSTNAME', 'PATH', 'PWD']);
/** Deno starts in well under a second; a busy 2-core machine can take many times that. */
const BOOT_TIMEOUT_MS = 60_000;

/**
 * @typedef {object} FunctionsContext
 * @property {string} supabaseDir
 * @property {string} jwtSecret
 * @property {() => Record<string, string>} env the Supabase variables a function receives
 */

/**
 * @typedef {object} Runner
 * @property {string} fingerprint
 * @property {import('node:child_process').ChildProcess} child
 * @property {Promise<number>} port
 * @property {boolean} exited
 */

/**
 * On Linux, Deno runs under `setpriv --pdeathsig KILL` (it execs Deno, keeping the PID), so the kernel kills
 * it when this process dies, even by SIGKILL, which no 'exit' handler sees.
 */
const SETPRIV =
  process.platform === 'linux' ? ['/usr/bin/setpriv', '/bin/setpriv'].find((file) => existsSync(file)) : undefined;

/** Every live Deno child of this process, so none outlives it. */
const liveChildren = new Set();
process.once('exit', () => {
  for (const child of liveChildren) child.kill('SIGKILL');
});

/**
 * `verify_jwt` for a function from supabase/config.toml (default true, as the CLI's).
 * @param {string} supabaseDir
 * @param {string} name
 */
function verifyJwtSetting(supabaseDir, name) {
  const file = path.join(supabaseDir, 'config.toml');
  if (!existsSync(file)) return true;
  let section = '';
  for (const rawLine of readFileSync(file, 'utf8').split('\n')) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = /** @type {string} */ (header[1]).trim().replace(/"/g, '');
      continue;
    }
    const setting = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (setting && section === `functions.${name}`) return setting[1] === 'true';
  }
  return true;
}

/**
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  /** @type {string[]} */
  const files = [];
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await sourceFiles(full)));
    else if (/\.(ts|mts|js|mjs|json|jsonc)$/.test(entry.name) && !/\.(test|spec)\.ts$/.test(entry.name))
      files.push(full);
  }
  return files.sort();
}

/**
 * A hash of everything the function loads and the environment it gets, to notice edits (and a changed
 * AI_API_KEY, say) and restart it.
 * @param {string} functionsDir
 * @param {string} name
 * @param {Record<string, string>} env
 */
async function fingerprintOf(functionsDir, name, env) {
  const files = [
    ...(await sourceFiles(path.join(functionsDir, name))),
    ...(await sourceFiles(path.join(functionsDir, '_shared'))),
  ];
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${path.relative(functionsDir, file)}\u0000`);
    hash.update(await readFile(file));
    hash.update('\u0000');
  }
  hash.update(JSON.stringify(Object.entries(env).sort(([a], [b]) => (a < b ? -1 : 1))));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The functions of one local Supabase API.
 * @param {FunctionsContext} ctx
 */
export function createFunctionsRuntime(ctx) {
  const functionsDir = path.join(ctx.supabaseDir, 'functions');
  /** @type {Map<string, Runner>} */
  const runners = new Map();
  let closed = false;

  /** @param {Runner} runner */
  function stop(runner) {
    if (runner.exited) return Promise.resolve();
    return new Promise((resolve) => {
      runner.child.once('exit', () => resolve(undefined));
      runner.child.kill('SIGTERM');
    });
  }

  /** The function's environment: this process's, less what the CLI keeps back, plus Supabase's. */
  function functionEnv() {
    /** @type {Record<string, string>} */
    const env = {};
    for (const [key, value] of Object.entries(process.env)) {
      if (typeof value === 'string' && !EXCLUDED_ENV.has(key)) env[key] = value;
    }
    return Object.assign(env, ctx.env(), {
      DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
      // Without HOME, Deno needs its cache named; nothing is downloaded into it (--cached-only).
      DENO_DIR: process.env.DENO_DIR ?? path.join(REPO_ROOT, '.local', 'deno'),
      DENO_NO_UPDATE_CHECK: '1',
      NO_COLOR: '1',
    });
  }

  /**
   * @param {string} name
   * @param {string} fingerprint
   * @param {Record<string, string>} env
   * @returns {Runner}
   */
  function start(name, fingerprint, env) {
    const functionDir = path.join(functionsDir, name);
    const configFile = ['deno.json', 'deno.jsonc']
      .map((file) => path.join(functionDir, file))
      .find((file) => existsSync(file));
    const args = [
      'run',
      '--no-prompt',
      '--cached-only',
      '--no-check',
      ...(configFile ? ['--config', configFile] : ['--no-config']),
      '--allow-net',
      '--allow-env',
      `--allow-read=${functionsDir}`,
      path.join(functionDir, 'index.ts'),
    ];
    const [command, commandArgs] = SETPRIV
      ? [SETPRIV, ['--pdeathsig', 'KILL', '--', DENO, ...args]]
      : [DENO, args];
    const child = spawn(command, commandArgs, {cwd: functionDir, env, stdio: ['ignore', 'pipe', 'pipe']});
    liveChildren.add(child);
    /** @type {Runner} */
    const runner = {fingerprint, child, exited: false, port: Promise.resolve(0)};
    runner.port = new Promise((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => {
        reject(new Error(`did not listen within ${BOOT_TIMEOUT_MS / 1000} s`));
        child.kill('SIGKILL');
      }, BOOT_TIMEOUT_MS);
      /** @param {Buffer} chunk */
      const read = (chunk) => {
        const text = chunk.toString('utf8');
        output = (output + text).slice(-4000);
        const listening = /Listening on https?:\/\/[^\s:]+:(\d+)\//.exec(output);
        if (listening) {
          clearTimeout(timer);
          resolve(Number(listening[1]));
        }
        // What the function logs goes to this process's stderr, as `supabase functions serve` shows it.
        for (const line of text.split('\n')) {
          if (line.trim() && !/^Listening on /.test(line)) process.stderr.write(`[functions:${name}] ${line}\n`);
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        runner.exited = true;
        liveChildren.delete(child);
        if (runners.get(name) === runner) runners.delete(name);
        reject(new Error(`exited (${signal ?? `code ${code}`}) before listening: ${output.trim()}`));
      });
    });
    // A rejection is answered per request; this keeps an unawaited one from being reported as unhandled.
    runner.port.catch(() => {});
    return runner;
  }

  /**
   * The running function's port, (re)starting it when its sources changed or it exited.
   * @param {string} name
   */
  async function portOf(name) {
    const env = functionEnv();
    const fingerprint = await fingerprintOf(functionsDir, name, env);
    const current = runners.get(name);
    if (current && !current.exited && current.fingerprint === fingerprint) return current.port;
    if (current) await stop(current);
    if (closed) throw new Error('the local Supabase API is closing');
    const again = runners.get(name);
    if (again && again !== current && again.fingerprint === fingerprint) return again.port;
    const runner = start(name, fingerprint, env);
    runners.set(name, runner);
    return runner.port;
  }

  /**
   * Handles /functions/v1/<name>[/...].
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {string} subpath
   * @param {Buffer} body
   * @param {Record<string, string>} baseHeaders
   */
  async function handle(req, res, url, subpath, body, baseHeaders) {
    const [, name = '', ...rest] = subpath.split('/');
    const notFound = () =>
      sendJson(res, 404, {code: 'NOT_FOUND', message: 'Requested function was not found'}, baseHeaders);
    if (!NAME_PATTERN.test(name) || !existsSync(path.join(functionsDir, name, 'index.ts'))) return notFound();
    const method = (req.method ?? 'GET').toUpperCase();

    // The gateway checks the JWT when verify_jwt is on (the function still decides what the caller may
    // do). Only JWTs signed with the project's legacy secret pass it: that is why this shop turns it off.
    if (method !== 'OPTIONS' && verifyJwtSetting(ctx.supabaseDir, name)) {
      const token = bearerToken(req);
      if (!token) {
        return sendJson(
          res,
          401,
          {code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header'},
          baseHeaders,
        );
      }
      if (!verifyJwt(token, ctx.jwtSecret).ok) {
        return sendJson(res, 401, {code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT'}, baseHeaders);
      }
    }

    let port;
    try {
      port = await portOf(name);
    } catch (error) {
      console.error(`[supabase-api] function ${name} did not start: ${/** @type {Error} */ (error)?.message}`);
      return sendJson(
        res,
        503,
        {code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)'},
        baseHeaders,
      );
    }

    /** @type {Record<string, string | string[]>} */
    const headers = {};
    for (const [key, value] of Object.entries(req.headers)) {
      if (value === undefined || ['host', 'connection', 'content-length', 'transfer-encoding'].includes(key))
        continue;
      headers[key] = value;
    }
    if (body.length > 0) headers['content-length'] = String(body.length);

    await new Promise((resolve) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: `/${[name, ...rest].join('/')}${url.search}`,
          headers,
          agent: false,
        },
        (answer) => {
          /** @type {Record<string, string | string[]>} */
          const outHeaders = Object.fromEntries(
            Object.entries(baseHeaders).map(([key, value]) => [key.toLowerCase(), value]),
          );
          for (const [key, value] of Object.entries(answer.headers)) {
            if (value === undefined || ['connection', 'keep-alive', 'transfer-encoding'].includes(key)) continue;
            outHeaders[key] = value;
          }
          res.writeHead(answer.statusCode ?? 502, outHeaders);
          answer.pipe(res);
          answer.once('end', () => resolve(undefined));
          answer.once('error', () => {
            res.destroy();
            resolve(undefined);
          });
        },
      );
      upstream.once('error', (error) => {
        console.error(`[supabase-api] function ${name} failed: ${error.message}`);
        if (!res.headersSent) {
          sendJson(
            res,
            500,
            {code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)'},
            baseHeaders,
          );
        } else {
          res.destroy();
        }
        resolve(undefined);
      });
      upstream.end(method === 'GET' || method === 'HEAD' ? undefined : body);
    });
  }

  return {
    handle,
    /** Starts every function now, so the first call does not wait for Deno (npm start, the browser tests). */
    async warm() {
      if (!existsSync(functionsDir)) return;
      for (const entry of await readdir(functionsDir, {withFileTypes: true})) {
        if (!entry.isDirectory() || !NAME_PATTERN.test(entry.name)) continue;
        if (!existsSync(path.join(functionsDir, entry.name, 'index.ts'))) continue;
        await portOf(entry.name).catch((error) => {
          console.error(`[supabase-api] function ${entry.name} does not start: ${error?.message ?? error}`);
        });
      }
    },
    /** Stops every function's process. */
    async close() {
      closed = true;
      await Promise.all([...runners.values()].map(stop));
      runners.clear();
    },
  };
}

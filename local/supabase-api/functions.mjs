// /functions/v1/<name>: runs supabase/functions/<name>/handler.ts in this process.
//
// Edge Functions are TypeScript for Deno; this API is plain Node. On each call the function's sources
// (its own folder plus supabase/functions/_shared, if present) are hashed; a new hash means they are
// transpiled with the `typescript` package's transpileModule (types stripped, relative `.ts` imports
// rewritten to `.js`, `npm:pkg@version` specifiers reduced to `pkg` so Node resolves them from
// node_modules) into .local/functions-build/<name>-<hash>/ and imported from there. Edits take effect
// without a restart; builds are reused across restarts; the server builds every function in the
// background at start-up. Bare imports should be mapped to `npm:` packages in deno.json for Deno.
//
// The handler module must export `handle<Name>` (e.g. handleImproveProductCopy for improve-product-copy)
// or a default function `(request: Request, env: Record<string, string>) => Promise<Response>`.

import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, readdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {bearerToken, send, sendJson} from './http.mjs';
import {verifyJwt} from './jwt.mjs';

const NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}$/;

/**
 * @typedef {object} FunctionsContext
 * @property {string} supabaseDir
 * @property {string} buildDir
 * @property {string} jwtSecret
 * @property {() => Record<string, string>} env
 */

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
    else if (/\.(ts|mts|js|mjs|json)$/.test(entry.name) && !/\.(test|spec)\.ts$/.test(entry.name))
      files.push(full);
  }
  return files.sort();
}

/** @param {string} code */
function rewriteNpmSpecifiers(code) {
  // "npm:@scope/pkg@1.2.3/sub" -> "@scope/pkg/sub"; "npm:pkg@^4" -> "pkg"
  return code.replace(
    /(["'])npm:((?:@[^/@"']+\/)?[^/@"']+)(?:@[^/"']*)?(\/[^"']*)?\1/g,
    (_, quote, pkg, sub = '') => `${quote}${pkg}${sub}${quote}`,
  );
}

/** @type {Map<string, {fingerprint: string, promise: Promise<Function>}>} */
const building = new Map();

/**
 * Transpiles the function's sources into buildDir/<name>-<fingerprint>/ unless that build exists already
 * (from this or an earlier process), then imports its handler.
 * @param {FunctionsContext} ctx
 * @param {string} name
 * @param {string[]} files
 * @param {string} fingerprint
 */
async function buildAndImport(ctx, name, files, fingerprint) {
  const functionsDir = path.join(ctx.supabaseDir, 'functions');
  const outRoot = path.join(ctx.buildDir, `${name}-${fingerprint}`);
  if (!existsSync(path.join(outRoot, 'package.json'))) {
    const ts = (await import('typescript')).default;
    const staging = `${outRoot}.${process.pid}.${Date.now()}.partial`;
    for (const file of files) {
      const relative = path.relative(functionsDir, file);
      const source = await readFile(file, 'utf8');
      let target = path.join(staging, relative);
      let output = source;
      if (/\.m?ts$/.test(file)) {
        output = rewriteNpmSpecifiers(
          ts.transpileModule(source, {
            fileName: file,
            compilerOptions: {
              module: ts.ModuleKind.ESNext,
              target: ts.ScriptTarget.ES2022,
              rewriteRelativeImportExtensions: true,
              sourceMap: false,
            },
          }).outputText,
        );
        target = target.replace(/\.mts$/, '.mjs').replace(/\.ts$/, '.js');
      }
      await mkdir(path.dirname(target), {recursive: true});
      await writeFile(target, output);
    }
    await writeFile(path.join(staging, 'package.json'), '{"type": "module"}\n');
    try {
      await rename(staging, outRoot);
    } catch (error) {
      // Another process finished the same build first; its output is identical.
      await rm(staging, {recursive: true, force: true});
      if (!existsSync(path.join(outRoot, 'package.json'))) throw error;
    }
    for (const entry of await readdir(ctx.buildDir)) {
      if (
        entry.startsWith(`${name}-`) &&
        entry !== path.basename(outRoot) &&
        !entry.endsWith('.partial')
      ) {
        await rm(path.join(ctx.buildDir, entry), {recursive: true, force: true});
      }
    }
  }

  const module = await import(pathToFileURL(path.join(outRoot, name, 'handler.js')).href);
  const exportName = `handle${name.replace(/(^|[-_])([a-z0-9])/g, (_, __, ch) => ch.toUpperCase())}`;
  const handler = typeof module[exportName] === 'function' ? module[exportName] : module.default;
  if (typeof handler !== 'function') {
    throw new Error(
      `supabase/functions/${name}/handler.ts exports neither ${exportName} nor a default function`,
    );
  }
  return handler;
}

/**
 * The function's handler, rebuilt when its sources changed.
 * @param {FunctionsContext} ctx
 * @param {string} name
 * @returns {Promise<Function | null>}
 */
async function loadHandler(ctx, name) {
  const functionsDir = path.join(ctx.supabaseDir, 'functions');
  const functionDir = path.join(functionsDir, name);
  if (!existsSync(path.join(functionDir, 'handler.ts'))) return null;

  const files = [
    ...(await sourceFiles(functionDir)),
    ...(await sourceFiles(path.join(functionsDir, '_shared'))),
  ];
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${path.relative(functionsDir, file)}\u0000`);
    hash.update(await readFile(file));
    hash.update('\u0000');
  }
  const fingerprint = hash.digest('hex').slice(0, 16);
  const current = building.get(name);
  if (current && current.fingerprint === fingerprint) return current.promise;
  const promise = buildAndImport(ctx, name, files, fingerprint);
  building.set(name, {fingerprint, promise});
  promise.catch(() => {
    if (building.get(name)?.promise === promise) building.delete(name);
  });
  return promise;
}

/**
 * Builds every function in the background so the first call does not pay for loading TypeScript.
 * @param {FunctionsContext} ctx
 */
export async function warmFunctions(ctx) {
  const functionsDir = path.join(ctx.supabaseDir, 'functions');
  if (!existsSync(functionsDir)) return;
  for (const entry of await readdir(functionsDir, {withFileTypes: true})) {
    if (!entry.isDirectory() || !NAME_PATTERN.test(entry.name)) continue;
    await loadHandler(ctx, entry.name).catch((error) => {
      console.error(
        `[supabase-api] function ${entry.name} does not build: ${error?.message ?? error}`,
      );
    });
  }
}

/**
 * Handles /functions/v1/<name>[/...].
 * @param {FunctionsContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @param {string} subpath
 * @param {Buffer} body
 * @param {Record<string, string>} baseHeaders
 */
export async function handleFunction(ctx, req, res, url, subpath, body, baseHeaders) {
  const name = subpath.split('/')[1] ?? '';
  const notFound = () =>
    sendJson(
      res,
      404,
      {code: 'NOT_FOUND', message: 'Requested function was not found'},
      baseHeaders,
    );
  if (!NAME_PATTERN.test(name)) return notFound();
  const method = (req.method ?? 'GET').toUpperCase();

  // The gateway in front of Edge Functions checks the JWT when verify_jwt is on (the function still has
  // to decide what the caller may do).
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
      return sendJson(
        res,
        401,
        {code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT'},
        baseHeaders,
      );
    }
  }

  const handler = await loadHandler(ctx, name);
  if (!handler) return notFound();

  /** @type {Headers} */
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === 'host' || key === 'connection' || key === 'content-length')
      continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const request = new Request(url.href, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  });

  /** @type {Response} */
  let response;
  try {
    response = await handler(request, {...ctx.env()});
  } catch (error) {
    console.error(`[supabase-api] function ${name} threw:`, error);
    return sendJson(
      res,
      500,
      {error: `Function ${name} failed: ${/** @type {Error} */ (error)?.message ?? error}`},
      baseHeaders,
    );
  }
  if (!(response instanceof Response)) {
    return sendJson(res, 500, {error: `Function ${name} did not return a Response`}, baseHeaders);
  }
  /** @type {Record<string, string | string[]>} */
  const outHeaders = Object.fromEntries(
    Object.entries(baseHeaders).map(([key, value]) => [key.toLowerCase(), value]),
  );
  response.headers.forEach((value, key) => {
    if (key === 'content-length' || key === 'transfer-encoding' || key === 'content-encoding')
      return;
    outHeaders[key] = value;
  });
  const payload = method === 'HEAD' ? null : Buffer.from(await response.arrayBuffer());
  send(res, response.status, outHeaders, payload);
}

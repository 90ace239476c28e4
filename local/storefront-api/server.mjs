// Local stand-in for the Shopify Storefront API 2025-07 (see DESIGN.md, "The local stack").
//
//   node local/storefront-api/server.mjs        → listens on 127.0.0.1:${STOREFRONT_API_PORT:-4100}
//   import {startStorefrontApi} from '...'      → programmatic start (tests use port 0)
//
// Routes
//   POST /api/<yyyy-mm>/graphql.json   GraphQL (validated against Shopify's official schema of that version)
//   (images)                            on a separate CDN origin, cdn.mjs (the store serves none)
//   GET  /checkouts/cn/<token>          hosted-checkout stand-in; POST .../complete places a test order
//   GET  /account                       customer-account stand-in
//   GET|PUT|DELETE /__faults            fault switches (loopback only); GET /__health → ok
//   GET|DELETE /__stats                 GraphQL requests answered, by operation name (loopback only; the bench)

import http from 'node:http';
import {randomUUID} from 'node:crypto';
import {isIP} from 'node:net';
import {resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {execute, parse, validate, getOperationAST, specifiedRules} from 'graphql';

import {getSchema, resolveApiVersion} from './schema.mjs';
import {fieldResolver, typeResolver} from './resolvers/index.mjs';
import {openStore} from './store.mjs';
import {createFaults, faultsFromEnv} from './faults.mjs';
import {escapeHtml} from './descriptions.mjs';
import {startImageCdn} from './cdn.mjs';
import {listen} from './listen.mjs';
import {summarize, formatDollars} from './cart.mjs';
import {accountPage, checkoutPage, goneCheckoutPage, notFoundPage, thankYouPage} from './pages.mjs';
import {
  formatExecutionError,
  formatSyntaxError,
  formatValidationError,
  formatVariableError,
  internalErrorMessage,
} from './errors.mjs';

export const DEFAULT_PORT = 4100;
export const MAX_BODY_BYTES = 1024 * 1024;
const DRAIN_LIMIT_BYTES = 16 * MAX_BODY_BYTES;
const GRAPHQL_PATH = /^\/api\/(\d{4}-\d{2}|unstable)\/graphql(?:\.json)?$/;
const LOOPBACK_NAMES = new Set(['localhost', 'ip6-localhost']);

/** True for 127.0.0.0/8, ::1 and localhost. */
export function isLoopbackHost(host) {
  if (!host) return false;
  const h = String(host)
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  if (LOOPBACK_NAMES.has(h)) return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  if (isIP(h) === 6) return h === '::1' || h.startsWith('::ffff:127.');
  return false;
}

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** Read the body up to MAX_BODY_BYTES. Oversized bodies are drained (up to a hard cap) and rejected with 413. */
function readBody(req) {
  return new Promise((resolvePromise, reject) => {
    const chunks = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        tooLarge = true;
        chunks.length = 0;
        if (size > DRAIN_LIMIT_BYTES) {
          req.destroy();
          reject(new HttpError(413, 'Request body too large'));
        }
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () =>
      tooLarge
        ? reject(new HttpError(413, 'Request body too large'))
        : resolvePromise(Buffer.concat(chunks)),
    );
    req.on('error', reject);
  });
}


const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-max-age': '86400',
  'access-control-expose-headers': 'x-request-id, server-timing',
};

/**
 * Start the Storefront API stand-in.
 * The image CDN listens on `cdnPort` (default: the API's port + 1, or a random one with port 0).
 * @param {{port?: number, cdnPort?: number, host?: string, dataDir?: string, shopOrigin?: string, publicToken?: string,
 *   privateToken?: string, faults?: {latencyMs?: number, mode?: '402'|'500'|'graphql'|'down'|null},
 *   log?: (line: string) => void, quiet?: boolean, now?: () => Date}} [options]
 * @returns {Promise<{url: string, port: number, cdnUrl: string, host: string, dataDir: string, close: () => Promise<void>,
 *   setFaults: (f: {latencyMs?: number, mutationLatencyMs?: number, mode?: string|null}) => object, clearFaults: () => object, getFaults: () => object}>}
 */
export async function startStorefrontApi(options = {}) {
  const {
    port = DEFAULT_PORT,
    host = '127.0.0.1',
    dataDir = '.local/storefront',
    shopOrigin = 'http://127.0.0.1:3000',
    publicToken = process.env.PUBLIC_STOREFRONT_API_TOKEN || undefined,
    privateToken = process.env.PRIVATE_STOREFRONT_API_TOKEN || undefined,
    faults: initialFaults,
    quiet = false,
    // The clock that decides which API versions are still supported (tests pin it).
    now = () => new Date(),
  } = options;
  const log = options.log ?? ((line) => console.log(line));
  const warn = (line) => (quiet ? undefined : console.warn(line));

  if (!isLoopbackHost(host)) {
    throw new Error(
      `[storefront-api] refusing to bind to non-loopback host "${host}"; use 127.0.0.1, ::1 or localhost`,
    );
  }

  const store = openStore(resolve(dataDir), {warn});
  const faults = createFaults(initialFaults ?? faultsFromEnv(process.env, warn));
  const shop = new URL(shopOrigin).origin;
  let origin = '';
  let cdnOrigin = '';

  /** @param {import('node:http').ServerResponse} res */
  function send(res, status, body, headers = {}) {
    const payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    const isJson = !(typeof body === 'string' || Buffer.isBuffer(body));
    res.writeHead(status, {
      'content-type': isJson ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(payload),
      ...headers,
    });
    res.end(res.req.method === 'HEAD' ? undefined : payload);
  }

  const sendHtml = (res, status, html, headers = {}) =>
    send(res, status, html, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    });

  const methodNotAllowed = (res, allow, extra = {}) =>
    send(res, 405, {errors: [{message: 'Method Not Allowed'}]}, {allow, ...extra});

  // ─────────────── GraphQL ───────────────

  async function handleGraphql(req, res) {
    const requestId = randomUUID();
    const headers = {...CORS_HEADERS, 'x-request-id': requestId, 'cache-control': 'no-store'};
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...CORS_HEADERS,
        'access-control-allow-headers':
          req.headers['access-control-request-headers'] ||
          'content-type, x-shopify-storefront-access-token, shopify-storefront-private-token',
      });
      res.end();
      return;
    }
    if (req.method !== 'POST') return methodNotAllowed(res, 'POST, OPTIONS', headers);

    // Shopify answers with the version it served; an unsupported one falls forward (schema.mjs).
    const requestedVersion = GRAPHQL_PATH.exec(
      new URL(req.url ?? '/', 'http://localhost').pathname,
    )?.[1];
    const version = requestedVersion ? resolveApiVersion(requestedVersion, now()) : null;
    if (!version) return send(res, 404, {errors: 'Not Found'}, headers);
    headers['x-shopify-api-version'] = version.served;
    const schema = getSchema(version.schemaVersion);

    let raw;
    try {
      raw = await readBody(req);
    } catch (error) {
      if (error instanceof HttpError)
        return send(
          res,
          error.status,
          {errors: [{message: error.message, extensions: {code: 'PAYLOAD_TOO_LARGE'}}]},
          {...headers, connection: 'close'},
        );
      throw error;
    }

    countOperation(raw);
    const f = faults.get();
    if (f.latencyMs > 0) await faults.delay(f.latencyMs);
    if (f.mutationLatencyMs > 0 && isMutation(raw)) await faults.delay(f.mutationLatencyMs);
    if (f.mode === 'down') {
      req.socket.destroy();
      return;
    }
    if (f.mode === '402') return send(res, 402, {errors: 'Unavailable Shop'}, headers);
    if (f.mode === '500')
      return send(
        res,
        500,
        {
          errors: [
            {
              message: 'Internal Server Error',
              extensions: {code: 'INTERNAL_SERVER_ERROR', requestId},
            },
          ],
        },
        headers,
      );
    if (f.mode === 'graphql') {
      return send(
        res,
        200,
        {
          errors: [
            {
              message: internalErrorMessage(requestId),
              extensions: {code: 'INTERNAL_SERVER_ERROR', requestId},
            },
          ],
        },
        headers,
      );
    }

    const publicHeader = req.headers['x-shopify-storefront-access-token'];
    const privateHeader = req.headers['shopify-storefront-private-token'];
    const publicOk =
      typeof publicHeader === 'string' &&
      publicHeader.trim() !== '' &&
      (!publicToken || publicHeader === publicToken);
    const privateOk =
      typeof privateHeader === 'string' &&
      privateHeader.trim() !== '' &&
      (!privateToken || privateHeader === privateToken);
    if (!publicOk && !privateOk) {
      return send(
        res,
        401,
        {
          errors: [
            {
              message:
                '[API] Invalid API key or access token (unrecognized login or wrong password)',
              extensions: {code: 'UNAUTHORIZED'},
            },
          ],
        },
        headers,
      );
    }

    let body;
    const contentType = String(req.headers['content-type'] ?? '').toLowerCase();
    if (contentType.startsWith('application/graphql')) {
      body = {query: raw.toString('utf8')};
    } else {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return send(
          res,
          400,
          {errors: [{message: 'Invalid JSON in request body', extensions: {code: 'BAD_REQUEST'}}]},
          headers,
        );
      }
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return send(
        res,
        400,
        {
          errors: [
            {message: 'Request body must be a JSON object', extensions: {code: 'BAD_REQUEST'}},
          ],
        },
        headers,
      );
    }
    const {query, operationName} = body;
    const variables = body.variables ?? {};
    if (typeof query !== 'string' || !query.trim()) {
      return send(
        res,
        400,
        {errors: [{message: 'No query string was present', extensions: {code: 'BAD_REQUEST'}}]},
        headers,
      );
    }
    if (typeof variables !== 'object' || Array.isArray(variables)) {
      return send(
        res,
        400,
        {errors: [{message: 'Variables must be a JSON object', extensions: {code: 'BAD_REQUEST'}}]},
        headers,
      );
    }

    let document;
    try {
      document = parse(query, {maxTokens: 50_000});
    } catch (error) {
      return send(
        res,
        200,
        {errors: [formatSyntaxError(/** @type {import('graphql').GraphQLError} */ (error))]},
        headers,
      );
    }
    const opName = typeof operationName === 'string' && operationName ? operationName : undefined;
    const operation = getOperationAST(document, opName);
    const validationErrors = validate(schema, document, specifiedRules, {maxErrors: 25});
    if (validationErrors.length) {
      return send(
        res,
        200,
        {
          errors: validationErrors.map((e) =>
            formatValidationError(e, operation?.name?.value ?? 'anonymous query'),
          ),
        },
        headers,
      );
    }
    if (!operation) {
      const message = opName ? `No operation named "${opName}"` : 'An operation name is required';
      return send(
        res,
        200,
        {errors: [{message, extensions: {code: 'OPERATION_NOT_FOUND'}}]},
        headers,
      );
    }
    if (operation.operation === 'subscription') {
      return send(
        res,
        200,
        {errors: [{message: 'Subscriptions are not supported', extensions: {code: 'BAD_REQUEST'}}]},
        headers,
      );
    }

    const ctx = {origin, cdnOrigin, shopOrigin: shop, store, now: () => new Date()};
    const result = await execute({
      schema,
      document,
      variableValues: variables,
      operationName: opName,
      contextValue: ctx,
      fieldResolver,
      typeResolver,
    });
    const out = {};
    if (result.errors?.length) {
      if (!('data' in result) || result.data === undefined) {
        // request errors (variable coercion) come without data
        out.errors = result.errors.map((e) => formatVariableError(e));
      } else {
        out.errors = result.errors.map((e) =>
          formatExecutionError(e, requestId, (bug) =>
            console.error('[storefront-api] resolver error:', bug),
          ),
        );
      }
    }
    if (result.data !== undefined) out.data = result.data;
    // Shopify lists errors before data
    return send(res, 200, out, headers);
  }

  // ─────────────── checkout & account ───────────────

  function completeCheckout(res, token) {
    const record = store.getCart(token);
    if (!record) return sendHtml(res, 404, goneCheckoutPage({shopOrigin: shop}));
    const existing = store.orderForCart(token);
    if (record.completedAt || existing) {
      // a repeated submit of the same form lands on the same confirmation
      if (existing)
        return send(res, 303, '', {
          location: `/checkouts/cn/${encodeURIComponent(token)}/thank-you`,
          'cache-control': 'no-store',
        });
      return sendHtml(res, 410, goneCheckoutPage({shopOrigin: shop}));
    }
    const summary = summarize(record);
    if (!summary.lines.length) {
      return sendHtml(
        res,
        400,
        checkoutPage({token, summary, shopOrigin: shop, discountCodes: record.discountCodes}),
      );
    }
    const number = store.nextOrderNumber();
    const now = new Date().toISOString();
    store.completeCart(
      {
        number,
        name: `#${number}`,
        cartToken: token,
        createdAt: now,
        email: record.buyerIdentity?.email ?? null,
        lines: summary.lines.map(({line, variant, product, unitCents, subtotalCents}) => ({
          title: product.title,
          variantTitle: variant.title,
          merchandiseId: variant.id,
          sku: variant.sku,
          quantity: line.quantity,
          unitCents,
          totalCents: subtotalCents,
        })),
        subtotalCents: summary.subtotalCents,
        discountCents: summary.discountCents,
        discountCode: summary.appliedCode,
        totalCents: summary.totalCents,
        currencyCode: 'USD',
      },
      record,
    );
    log(`[storefront-api] test order #${number} placed (${formatDollars(summary.totalCents)})`);
    return send(res, 303, '', {
      location: `/checkouts/cn/${encodeURIComponent(token)}/thank-you`,
      'cache-control': 'no-store',
    });
  }

  async function handleCheckout(req, res, token, action) {
    if (!action) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, 'GET, HEAD');
      const record = store.getCart(token);
      if (!record) return sendHtml(res, 404, goneCheckoutPage({shopOrigin: shop}));
      if (record.completedAt) return sendHtml(res, 410, goneCheckoutPage({shopOrigin: shop}));
      return sendHtml(
        res,
        200,
        checkoutPage({
          token,
          summary: summarize(record),
          shopOrigin: shop,
          discountCodes: record.discountCodes,
        }),
      );
    }
    if (action === 'complete') {
      if (req.method !== 'POST') return methodNotAllowed(res, 'POST');
      await readBody(req); // form body carries nothing we need
      return completeCheckout(res, token);
    }
    if (action === 'thank-you') {
      if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, 'GET, HEAD');
      const order = store.orderForCart(token);
      if (!order) return sendHtml(res, 404, goneCheckoutPage({shopOrigin: shop}));
      return sendHtml(res, 200, thankYouPage({order, shopOrigin: shop}));
    }
    return sendHtml(res, 404, notFoundPage({shopOrigin: shop}));
  }

  // ─────────────── request counts (the bench's provider calls per page) ───────────────

  /** @type {Map<string, number>} GraphQL requests received since the last reset, by operation name. */
  const operations = new Map();
  function countOperation(raw) {
    let name = '(unparsed)';
    try {
      const query = String(JSON.parse(raw.toString('utf8'))?.query ?? '');
      name = /\b(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1] ?? '(anonymous)';
    } catch {
      // counted as unparsed; the request itself is answered as before
    }
    operations.set(name, (operations.get(name) ?? 0) + 1);
  }

  function handleStats(req, res) {
    if (!isLoopbackHost(req.socket.remoteAddress))
      return send(res, 403, {error: 'Request counts are only given to loopback'});
    const counts = () => ({
      total: [...operations.values()].reduce((sum, count) => sum + count, 0),
      byOperation: Object.fromEntries(operations),
    });
    if (req.method === 'GET') return send(res, 200, counts(), {'cache-control': 'no-store'});
    if (req.method === 'DELETE') {
      const before = counts();
      operations.clear();
      return send(res, 200, before);
    }
    return methodNotAllowed(res, 'GET, DELETE');
  }

  // ─────────────── faults ───────────────

  async function handleFaults(req, res) {
    if (!isLoopbackHost(req.socket.remoteAddress))
      return send(res, 403, {error: 'Fault control is only accepted from loopback'});
    if (req.method === 'GET') return send(res, 200, faults.get());
    if (req.method === 'DELETE') return send(res, 200, faults.clear());
    if (req.method === 'PUT' || req.method === 'POST') {
      let input;
      try {
        input = JSON.parse((await readBody(req)).toString('utf8') || '{}');
      } catch (error) {
        if (error instanceof HttpError) return send(res, error.status, {error: error.message});
        return send(res, 400, {error: 'Invalid JSON'});
      }
      try {
        return send(res, 200, faults.set(input));
      } catch (error) {
        return send(res, 400, {error: error.message});
      }
    }
    return methodNotAllowed(res, 'GET, PUT, DELETE');
  }

  // ─────────────── router ───────────────

  async function route(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (GRAPHQL_PATH.test(path)) return handleGraphql(req, res);
    const m = /^\/checkouts\/cn\/([A-Za-z0-9_-]+)(?:\/(complete|thank-you))?\/?$/.exec(path);
    if (m) return handleCheckout(req, res, m[1], m[2]);
    if (path === '/account' || path.startsWith('/account/')) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, 'GET, HEAD');
      return sendHtml(res, 200, accountPage({shopOrigin: shop}));
    }
    if (path === '/__faults') return handleFaults(req, res);
    if (path === '/__stats') return handleStats(req, res);
    if (path === '/__health') {
      if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, 'GET, HEAD');
      return send(res, 200, 'ok', {'cache-control': 'no-store'});
    }
    if (path === '/') {
      if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, 'GET, HEAD');
      return send(
        res,
        200,
        `Wildroot Botanicals local Storefront API. GraphQL: POST ${origin}/api/2025-07/graphql.json\n`,
      );
    }
    return send(res, 404, 'Not Found');
  }

  // One connection per request: when a server closes an idle kept-alive connection just as workerd reuses
  // it, the app's fetch fails with "Network connection lost". A fresh loopback connection costs well under
  // a millisecond, so the local stack never offers reuse (every answer says `Connection: close`).
  const server = http.createServer((req, res) => {
    res.shouldKeepAlive = false;
    route(req, res).catch((error) => {
      if (error instanceof HttpError) {
        if (!res.headersSent)
          send(res, error.status, {errors: [{message: error.message}]}, {connection: 'close'});
        return;
      }
      console.error('[storefront-api] unexpected error:', error);
      if (!res.headersSent)
        send(res, 500, {
          errors: [{message: 'Internal Server Error', extensions: {code: 'INTERNAL_SERVER_ERROR'}}],
        });
      else res.destroy();
    });
  });
  server.requestTimeout = 70_000;
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  const api = await listen(server, {host, port});
  origin = api.url;
  let cdn;
  try {
    cdn = await startImageCdn({host, port: options.cdnPort ?? (port === 0 ? 0 : api.port + 1)});
  } catch (error) {
    await api.close();
    throw error;
  }
  cdnOrigin = cdn.url;

  return {
    url: origin,
    port: api.port,
    cdnUrl: cdnOrigin,
    host,
    dataDir: store.dataDir,
    setFaults: (f) => faults.set(f),
    clearFaults: () => faults.clear(),
    getFaults: () => faults.get(),
    close: () => Promise.all([cdn.close(), api.close()]).then(() => undefined),
  };
}

// Run directly: node local/storefront-api/server.mjs
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.STOREFRONT_API_PORT || DEFAULT_PORT);
  startStorefrontApi({
    port,
    cdnPort: process.env.STOREFRONT_CDN_PORT ? Number(process.env.STOREFRONT_CDN_PORT) : undefined,
    host: process.env.STOREFRONT_API_HOST || '127.0.0.1',
    dataDir: process.env.STOREFRONT_DATA_DIR || '.local/storefront',
    shopOrigin: process.env.SHOP_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`,
  }).then(
    (api) => {
      console.log(
        `[storefront-api] Wildroot Botanicals Storefront API 2025-07 stand-in listening on ${api.url}, images on ${api.cdnUrl} (data in ${api.dataDir})`,
      );
      const stop = () => api.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

export {escapeHtml};

/** Whether a GraphQL request body asks for a mutation (its first operation, comments aside). */
function isMutation(raw) {
  try {
    const {query} = JSON.parse(raw.toString('utf8'));
    return typeof query === 'string' && /^\s*mutation\b/.test(query.replace(/#[^\n]*/g, ''));
  } catch {
    return false;
  }
}

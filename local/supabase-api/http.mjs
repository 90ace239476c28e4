// Small HTTP helpers shared by the auth, rest and functions handlers.

export const MAX_BODY_BYTES = 1024 * 1024;

// What Supabase's gateway answers to browsers; supabase-js sends the first few, @supabase/ssr none extra.
const ALLOWED_HEADERS =
  'authorization, x-client-info, apikey, content-type, accept, accept-profile, content-profile, prefer, range, range-unit, x-supabase-api-version, x-retry-count, x-upsert, cache-control, if-none-match';

/**
 * CORS headers for every response; a preflight gets its requested headers echoed.
 * @param {import('node:http').IncomingMessage} req
 */
export function corsHeaders(req) {
  const requested = req.headers['access-control-request-headers'];
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      typeof requested === 'string' && requested ? requested : ALLOWED_HEADERS,
    'Access-Control-Expose-Headers':
      'Content-Range, Content-Location, Content-Profile, Location, Preference-Applied, Range-Unit, X-Supabase-Api-Version, X-Total-Count',
    'Access-Control-Max-Age': '3600',
  };
}

export class BodyTooLargeError extends Error {
  constructor() {
    super(`Request body exceeds ${MAX_BODY_BYTES} bytes`);
  }
}

/**
 * Reads the whole request body, refusing more than MAX_BODY_BYTES. On overflow the rest of the upload is
 * drained (so the client sees the 413 rather than a reset connection) and BodyTooLargeError is thrown.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Buffer>}
 */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
      req.resume();
      reject(new BodyTooLargeError());
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let overflow = false;
    req.on('data', (chunk) => {
      if (overflow) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        overflow = true;
        chunks.length = 0;
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!overflow) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!overflow) reject(error);
    });
  });
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {Record<string, string | number | string[]>} headers
 * @param {string | Buffer | null} [body]
 */
export function send(res, status, headers, body = null) {
  if (res.headersSent) return;
  res.writeHead(status, headers);
  res.end(body ?? undefined);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} value
 * @param {Record<string, string>} [headers]
 */
export function sendJson(res, status, value, headers = {}) {
  send(
    res,
    status,
    {'Content-Type': 'application/json; charset=utf-8', ...headers},
    JSON.stringify(value),
  );
}

/**
 * The bearer token of a request, or null.
 * @param {import('node:http').IncomingMessage} req
 */
export function bearerToken(req) {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? /** @type {string} */ (match[1]) : null;
}

/**
 * The API key of a request: the `apikey` header, or the `apikey` query parameter as the gateway allows.
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 */
export function apiKey(req, url) {
  const header = req.headers.apikey;
  if (typeof header === 'string' && header) return header;
  return url.searchParams.get('apikey');
}

import {createHmac, timingSafeEqual} from 'node:crypto';

/** @param {unknown} value */
function base64url(value) {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString(
    'base64url',
  );
}

/**
 * Signs claims as an HS256 JWT.
 * @param {Record<string, unknown>} claims
 * @param {string} secret
 */
export function signJwt(claims, secret) {
  const head = `${base64url({alg: 'HS256', typ: 'JWT'})}.${base64url(claims)}`;
  const signature = createHmac('sha256', secret).update(head).digest('base64url');
  return `${head}.${signature}`;
}

/**
 * @typedef {{ok: true, claims: Record<string, any>} | {ok: false, reason: 'malformed' | 'signature' | 'algorithm' | 'expired', message: string}} JwtResult
 */

/**
 * Verifies an HS256 JWT (signature, then `exp`). Never throws.
 * @param {string} token
 * @param {string} secret
 * @param {number} [nowSeconds]
 * @returns {JwtResult}
 */
export function verifyJwt(token, secret, nowSeconds = Math.floor(Date.now() / 1000)) {
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 3) {
    return {
      ok: false,
      reason: 'malformed',
      message: `Expected 3 parts in JWT; got ${parts.length}`,
    };
  }
  const [rawHeader, rawPayload, rawSignature] = /** @type {[string, string, string]} */ (parts);
  /** @type {any} */
  let header;
  /** @type {any} */
  let claims;
  try {
    header = JSON.parse(Buffer.from(rawHeader, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(rawPayload, 'base64url').toString('utf8'));
  } catch {
    return {ok: false, reason: 'malformed', message: 'JWT could not be decoded'};
  }
  if (
    !header ||
    typeof header !== 'object' ||
    !claims ||
    typeof claims !== 'object' ||
    Array.isArray(claims)
  ) {
    return {ok: false, reason: 'malformed', message: 'JWT could not be decoded'};
  }
  if (header.alg !== 'HS256') {
    return {ok: false, reason: 'algorithm', message: 'Wrong or unsupported encoding algorithm'};
  }
  const expected = createHmac('sha256', secret).update(`${rawHeader}.${rawPayload}`).digest();
  const given = Buffer.from(rawSignature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return {ok: false, reason: 'signature', message: 'JWSError JWSInvalidSignature'};
  }
  if (claims.exp !== undefined && (typeof claims.exp !== 'number' || nowSeconds >= claims.exp)) {
    return {ok: false, reason: 'expired', message: 'JWT expired'};
  }
  return {ok: true, claims};
}

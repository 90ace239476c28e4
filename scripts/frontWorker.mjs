// The worker in front of the local shop (scripts/start.mjs): it listens on the shop's port in place of
// miniflare's own entry worker, which answers 500 to a request whose Host makes no URL (`Host: a b`,
// `a%b`, `[`, `user@host`, a bad port, two Host headers, non-ASCII, control characters): it parses
// `request.url` before any worker of ours runs. Here such a request gets the 400 server.ts gives every
// other malformed Host. A `%` that starts no escape, which mini-oxygen's router cannot parse either, gets the
// shop's own answers: 400 in the path, and in the query the same parameters written parseably. The rest
// goes on unchanged to mini-oxygen's router and the shop.
//
// It also does the one thing of miniflare's entry worker a visitor notices: text answers are compressed
// when the client accepts it, as Oxygen's edge does (workerd compresses a body whose response says
// `Content-Encoding: gzip` or `br`).

const COMPRESSIBLE =
  /^(text\/|application\/(javascript|x-javascript|json|ld\+json|manifest\+json|xml|rss\+xml|atom\+xml)|image\/svg\+xml)/i;

/** The first of br or gzip the client accepts (q > 0), or null. */
export function acceptedEncoding(header) {
  const accepted = (header ?? '')
    .split(',')
    .map((part) => {
      const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
      const q = parameters
        .map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1])
        .find((v) => v !== undefined);
      return {coding: coding.trim(), weight: q === undefined ? 1 : Number(q)};
    })
    .filter(({coding, weight}) => weight > 0 && (coding === 'br' || coding === 'gzip'))
    .sort((a, b) => b.weight - a.weight);
  return accepted[0]?.coding ?? null;
}

/** Whether the runtime could make a URL of the request (its Host header), as every worker behind needs. */
export function hasUsableUrl(request) {
  try {
    new URL(request.url);
    return true;
  } catch {
    return false;
  }
}

const STRAY_PERCENT = /%(?![0-9a-f]{2})/gi;
const HAS_STRAY_PERCENT = /%(?![0-9a-f]{2})/i;

/**
 * The URL the runtime wrote, split where its path and query start (read on the string: mini-oxygen's
 * router parses `request.url` under workerd's old URL parser, which refuses a `%` that starts no escape
 * and leaves workerd's bare 500, so the shop never saw `/%` or `/?q=%zz`).
 */
function splitUrl(url) {
  const authority = url.indexOf('://');
  const pathStart = url.indexOf('/', authority < 0 ? 0 : authority + 3);
  if (pathStart < 0) return null;
  const hash = url.indexOf('#', pathStart);
  const end = hash < 0 ? url.length : hash;
  const queryStart = url.indexOf('?', pathStart);
  const pathEnd = queryStart < 0 || queryStart > end ? end : queryStart;
  return {
    head: url.slice(0, pathStart),
    path: url.slice(pathStart, pathEnd),
    rest: url.slice(pathEnd),
  };
}

/** Whether the path has a `%` that starts no escape (`/%`, `/%zz`): the shop answers those 400. */
export function hasMalformedPathEscape(url) {
  const parts = splitUrl(url);
  return parts !== null && HAS_STRAY_PERCENT.test(parts.path);
}

/**
 * The URL with each stray `%` in its query written `%25`, which the shop's URLSearchParams reads as the
 * same parameters (a stray `%` stays a `%`); null when there is none.
 */
export function withEscapedStrayPercents(url) {
  const parts = splitUrl(url);
  if (parts === null) return null;
  const rest = parts.rest.replace(STRAY_PERCENT, '%25');
  return rest === parts.rest ? null : `${parts.head}${parts.path}${rest}`;
}

/**
 * Reads and drops up to `bytes` of a body for at most `ms`, as the shop does before it refuses one
 * (app/server/requestLimits.server.ts): workerd resets a connection whose body was left unread, which can
 * destroy the answer on its way to a client still sending.
 */
async function drain(body, bytes = 64 * 1024 + 1024 * 1024, ms = 1_000) {
  if (!body) return;
  const reader = body.getReader();
  let timer;
  const timeUp = new Promise((resolve) => (timer = setTimeout(() => resolve('time'), ms)));
  try {
    for (let dropped = 0; dropped < bytes;) {
      const next = await Promise.race([reader.read(), timeUp]);
      if (next === 'time' || next.done) return;
      dropped += next.value.byteLength;
    }
  } catch {
    // The client went away: nothing left to drain.
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => {});
  }
}

/** The same 400 server.ts answers for such a path (app/server/requestPath.server.ts). */
function malformedEscapeResponse() {
  return new Response('Bad Request: malformed percent-encoding in the address', {
    status: 400,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export default {
  /** @param {Request} request @param {{SHOP: {fetch: (request: Request) => Promise<Response>}}} env */
  async fetch(request, env) {
    if (hasMalformedPathEscape(request.url)) {
      await drain(request.body);
      return malformedEscapeResponse();
    }
    const escaped = withEscapedStrayPercents(request.url);
    if (escaped !== null) request = new Request(escaped, request);
    if (!hasUsableUrl(request)) {
      return new Response('Bad Request: malformed Host header', {
        status: 400,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }
    const response = await env.SHOP.fetch(request);
    const encoding = acceptedEncoding(request.headers.get('Accept-Encoding'));
    if (
      !encoding ||
      response.body === null ||
      response.headers.has('Content-Encoding') ||
      !COMPRESSIBLE.test(response.headers.get('Content-Type') ?? '')
    ) {
      return response;
    }
    const compressed = new Response(response.body, response);
    compressed.headers.set('Content-Encoding', encoding);
    compressed.headers.append('Vary', 'Accept-Encoding');
    return compressed;
  },
};

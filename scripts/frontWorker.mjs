// The worker in front of the local shop (scripts/start.mjs): it listens on the shop's port in place of
// miniflare's own entry worker, which answers 500 to a request whose Host makes no URL (`Host: a b`,
// `a%b`, `[`, `user@host`, a bad port, two Host headers, non-ASCII, control characters): it parses
// `request.url` before any worker of ours runs. Here such a request gets the 400 server.ts gives every
// other malformed Host; the rest goes on unchanged to mini-oxygen's router and the shop.
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
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
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

export default {
  /** @param {Request} request @param {{SHOP: {fetch: (request: Request) => Promise<Response>}}} env */
  async fetch(request, env) {
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

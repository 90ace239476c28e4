// The shop's public address comes from configuration (PUBLIC_SITE_ORIGIN), never from the request: the
// Host header is the client's to choose, and canonical links, og:url, JSON-LD, the sitemap, robots.txt and
// the links in Auth's emails built from it would let anyone publish this shop under their own host (and
// poison a shared cache with it).

// A DNS name or IPv4 address, or an IPv6 literal in brackets, each with an optional port.
const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.?$/i;
const IPV6_LITERAL = /^\[[0-9a-f:.]{2,45}\]$/i;

/** Whether a Host header value is a host (and port) as RFC 9110 writes one; anything else is refused. */
export function isWellFormedHost(value: string | null): boolean {
  if (value === null || value.length === 0 || value.length > 260) return false;
  const match = /^(.+?)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  const [, host = '', port] = match;
  if (port !== undefined && Number(port) > 65535) return false;
  return HOST_NAME.test(host) || IPV6_LITERAL.test(host);
}

/** A request the worker cannot place: its Host header, or the URL the runtime built from it, is malformed. */
export function hasMalformedHost(request: Request): boolean {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return true;
  }
  const header = request.headers.get('Host');
  return !isWellFormedHost(url.host) || (header !== null && !isWellFormedHost(header));
}

/** 400 for a malformed Host, before anything reads the request. */
export function malformedHostResponse(): Response {
  return new Response('Bad Request: malformed Host header', {
    status: 400,
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store'},
  });
}

/**
 * The request as the app sees it: the same path, query and everything else, under the configured public
 * origin, so every `new URL(request.url).origin` in a loader is the shop's real address. The host the
 * browser used is kept in `x-forwarded-host` for Remix's check of POST origins.
 */
export function requestAtSiteOrigin(request: Request, siteOrigin: string): Request {
  const asked = new URL(request.url);
  // Remix checks POST origins against the forwarded host; mini-oxygen forwards with its own Host, so state
  // the host the browser used (a foreign Origin is still rejected before this, and by Remix).
  // The path is set on the configured origin, never resolved against it: resolving `//evil.example/shop`
  // would take its host.
  const url = new URL(siteOrigin);
  url.pathname = asked.pathname;
  url.search = asked.search;
  const moved = new Request(url, request);
  moved.headers.set('x-forwarded-host', asked.host);
  return moved;
}

// A path is the client's to write, and some spellings of it mean something else further in: a path that
// begins with `//` (or `/\`, which URL parsers read as `//`) is a reference to another host once anything
// resolves it against a base, so the page would name that host in its canonical link, og:url and JSON-LD;
// a `\` that Remix decodes from `%5C` makes React Router's URL for the page invalid, so rendering it fails;
// and a `%` that starts no escape is not a URL at all (RFC 3986, 2.1). So the worker answers such paths at
// the door, before the page cache or the app sees them.

const MALFORMED_ESCAPE = /%(?![0-9a-f]{2})/i;

// Browsers read `\` as `/` in http URLs (WHATWG URL), so a backslash, written or escaped, is a separator here
// too, and a run of separators is one: `//evil.example/shop` and `/%5Cshop` are `/evil.example/shop`, `/shop`.
const SEPARATOR_RUN = /(?:\/|\\|%5c)+/gi;

/** The path with every run of slashes and backslashes (escaped or not) made one slash. */
export function normalisedPath(pathname: string): string {
  return pathname.replace(SEPARATOR_RUN, '/');
}

/** Whether a path (or query) has a `%` that starts no escape of two hex digits. */
export function hasMalformedEscape(text: string): boolean {
  return MALFORMED_ESCAPE.test(text);
}

export const MALFORMED_PATH_MESSAGE = 'Bad Request: malformed percent-encoding in the address';

function plain(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, {
    status,
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers},
  });
}

/**
 * The answer for a path the app must not see as written, or null for any other: 400 for a malformed
 * escape (as nginx and Apache answer), a redirect to the normalised path for a read (GET, HEAD) and 404
 * for anything else, so no action runs on a path the shop never links to. The Location is a path with one
 * leading slash, so it stays on the shop.
 */
export function refuseUnnormalisedPath(request: Request): Response | null {
  const url = new URL(request.url);
  if (hasMalformedEscape(url.pathname)) return plain(400, MALFORMED_PATH_MESSAGE);
  const path = normalisedPath(url.pathname);
  if (path === url.pathname) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') return plain(404, 'Not Found');
  return plain(301, 'Moved Permanently', {Location: `${path}${url.search}`});
}

// The one rule for where a form or link may send the shopper next (`redirectTo`, `?redirect=`): a path on
// this shop, written so that no browser can read it as another host and no Headers object refuses it.
// Browsers drop tabs and newlines from a Location, read `\` as `/`, and some proxies decode `%2F` and
// `%5C`, so each of those could turn `/x/evil.example` into `//evil.example`; refusing them outright is
// simpler than predicting every reader.

/** Longer targets are no path this shop links to; they only make the Location header huge. */
export const MAX_REDIRECT_TARGET_LENGTH = 2000;

// Printable ASCII without space: what a browser's `location.pathname + location.search` holds (it
// percent-encodes everything else). Anything outside it (controls, spaces, non-ASCII, which a Location
// header cannot carry) is refused.
const PLAIN_PATH = /^\/[\x21-\x7e]*$/;
// After decoding: control characters (C0, DEL, C1) and backslashes, wherever they are.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const HOSTILE_DECODED = /[\u0000-\u001f\u007f-\u009f\\]/;
const PROBE_ORIGIN = 'https://redirect-target.invalid';

/** Decodes percent escapes until nothing changes (at most a few rounds); null when they are malformed. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  // Still changing after four rounds: nobody encodes a real path that deep.
  return null;
}

function slashesIn(text: string): number {
  return text.split('/').length - 1;
}

/**
 * `value` when it is a path on this shop that is safe to put in a Location header, else `fallback` (the
 * route's own default). Never throws, so a hostile target can never turn a finished action into a 500.
 */
export function sameOriginPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > MAX_REDIRECT_TARGET_LENGTH) return fallback;
  if (!PLAIN_PATH.test(value) || value.startsWith('//')) return fallback;

  const decoded = fullyDecoded(value);
  if (decoded === null || HOSTILE_DECODED.test(decoded)) return fallback;
  // An encoded `/` in the path (`/%2F/evil`, `/%252F/evil`) is refused; in the query (`?next=%2Fshop`)
  // it is data. No page of this shop has one in its path.
  const path = value.split(/[?#]/, 1)[0] ?? '';
  const decodedPath = fullyDecoded(path);
  if (decodedPath === null || slashesIn(decodedPath) !== slashesIn(path)) return fallback;

  // Last word to the URL parser, as a browser would resolve it: same origin, and no `/..//x` that
  // normalises into a path beginning with `//`.
  let resolved: URL;
  try {
    resolved = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (resolved.origin !== PROBE_ORIGIN || resolved.pathname.startsWith('//')) return fallback;
  return value;
}

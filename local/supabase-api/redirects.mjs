// Where Auth's email links may lead, as GoTrue decides it (utilities.GetReferrer and IsRedirectURLValid,
// read from its source): the request's `redirect_to` (a header of that name, else the query), else its
// Referer, when valid; otherwise the Site URL. A URL is valid when it has the Site URL's scheme and host
// (and port, except on localhost), or is any loopback IP address, or matches an entry of the allow-list
// (`additional_redirect_urls`, glob patterns where `*` stops at `.` and `/` and `**` does not). IP addresses
// that are not loopback, decimal-encoded addresses and unusual host names never are. What comes out is
// `{{ .RedirectTo }}` in the email templates.

const DECIMAL_IP = /^\d+$/;
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;
const LOCALHOSTS = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);

/** GoTrue's isLocalhost: the port check is skipped for these (variable ports of native apps). @param {string} hostname */
const isLocalhost = (hostname) =>
  LOCALHOSTS.has(hostname.toLowerCase()) || hostname.toLowerCase().endsWith('.localhost');

/** @param {string} hostname without brackets */
function isLoopbackIp(hostname) {
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)) return true;
  return hostname === '::1' || hostname === '0:0:0:0:0:0:0:1';
}

/** @param {string} hostname without brackets */
function isIpLiteral(hostname) {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':');
}

/** @param {URL} url */
const hostnameOf = (url) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * A glob as GoTrue compiles the allow-list (separators `.` and `/`).
 * @param {string} pattern
 */
function globToRegExp(pattern) {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const ch = pattern[i] ?? '';
    if (ch === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i += 1;
    } else if (ch === '*') source += '[^./]*';
    else if (ch === '?') source += '[^./]';
    else source += ch.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/**
 * @param {{siteUrl: string, additionalRedirectUrls: string[]}} config
 * @param {string} redirectUrl
 */
export function isRedirectUrlValid(config, redirectUrl) {
  if (!redirectUrl) return false;
  let base;
  let target;
  try {
    base = new URL(config.siteUrl);
    target = new URL(redirectUrl);
  } catch {
    return false;
  }
  const hostname = hostnameOf(target);
  if (
    hostnameOf(base) === hostname &&
    base.protocol === target.protocol &&
    (base.port === target.port || isLocalhost(hostname))
  ) {
    return true;
  }
  const http = target.protocol === 'http:' || target.protocol === 'https:';
  if (DECIMAL_IP.test(hostname)) return false;
  if (isIpLiteral(hostname)) return isLoopbackIp(hostname);
  if (http && !REGULAR_HOSTNAME.test(hostname)) return false;
  const withoutFragment = redirectUrl.split('#')[0] ?? '';
  return config.additionalRedirectUrls.some((pattern) =>
    globToRegExp(pattern).test(withoutFragment),
  );
}

/**
 * `{{ .RedirectTo }}` for one request.
 * @param {{siteUrl: string, additionalRedirectUrls: string[]}} config
 * @param {import('node:http').IncomingMessage} req
 */
export function referrerOf(config, req) {
  const header = req.headers.redirect_to;
  const query = new URL(req.url ?? '/', 'http://auth.local').searchParams.get('redirect_to');
  const asked = (typeof header === 'string' && header) || query || '';
  if (isRedirectUrlValid(config, asked)) return asked;
  const referer = typeof req.headers.referer === 'string' ? req.headers.referer : '';
  if (isRedirectUrlValid(config, referer)) return referer;
  return config.siteUrl;
}

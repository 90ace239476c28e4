import {createContentSecurityPolicy} from '@shopify/hydrogen';

/** Shopify serves every product, collection and file image from here, whatever the store's domain. */
export const SHOPIFY_CDN_ORIGIN = 'https://cdn.shopify.com';

/**
 * The scripts Hydrogen's Analytics.Provider adds from Shopify's CDN: the Customer Privacy API
 * (consent-tracking-api) and the performance kit. Named by path, not the whole CDN: anyone can upload a file
 * to cdn.shopify.com through a store of their own, so allowing the host would allow their scripts too.
 * A browser that knows 'strict-dynamic' ignores these (the nonced app loads them); one that knows nonces
 * but not 'strict-dynamic' needs them.
 */
export const SHOPIFY_SCRIPT_SOURCES = [
  `${SHOPIFY_CDN_ORIGIN}/shopifycloud/consent-tracking-api/`,
  `${SHOPIFY_CDN_ORIGIN}/shopifycloud/perf-kit/`,
] as const;

/**
 * Hydrogen's own `default-src` sources (`'self'`, cdn.shopify.com, shopify.com), read from the policy it
 * builds, without its nonce. Hydrogen sets no `img-src`, so naming one would otherwise drop these for images.
 */
const HYDROGEN_DEFAULT_SOURCES = (() => {
  const defaultSrc = createContentSecurityPolicy()
    .header.split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'default-src');
  return (defaultSrc ?? []).slice(1).filter((source) => !source.startsWith("'nonce-"));
})();

export interface CspOrigins {
  /** The Storefront API's origin, with its scheme (a local stack's is http://). */
  storeOrigin: string;
  /** A further image origin (the local CDN stand-in), or null. */
  imageOrigin: string | null;
  /** The checkout's host, where Shopify's Customer Privacy API posts the cookie choice (over https). */
  checkoutDomain?: string | null;
}

/**
 * The document's Content-Security-Policy: Hydrogen's defaults (among them `frame-ancestors 'none'` and
 * `base-uri 'self'`), extended (never replaced) with what this shop loads, and narrowed for scripts, forms
 * and plugins. Hydrogen's `shop.storeDomain` is only given for an https store: the helper prefixes https://
 * to it, so a local http:// store is listed as it is instead.
 */
export function createShopContentSecurityPolicy({
  storeOrigin,
  imageOrigin,
  checkoutDomain,
}: CspOrigins) {
  const store = new URL(storeOrigin);
  const secureStore = store.protocol === 'https:';
  // Hydrogen adds https://{checkoutDomain} to connect-src; not twice when the checkout is the https store.
  const checkout =
    checkoutDomain && !(secureStore && checkoutDomain === store.host) ? {checkoutDomain} : {};
  return createContentSecurityPolicy({
    shop: {...(secureStore ? {storeDomain: store.host} : {}), ...checkout},
    // Scripts by nonce only. With 'strict-dynamic' a script the nonced ones add is trusted too, and host
    // sources and 'self' are ignored: Remix's inline scripts and entry module carry the nonce (the page
    // cache gives every copy a fresh one), the route chunks and the lazy consent bridge come in through
    // their imports, and Hydrogen's Analytics.Provider inserts Shopify's scripts (useLoadScript, without a
    // nonce) from that trusted code, as do those scripts with anything they load in turn. Remix's
    // <link rel="modulepreload"> tags carry no nonce, but a preload is not parser-inserted script, which
    // 'strict-dynamic' lets through (Chromium; a browser that refused one would still load the module by
    // its import). No markup of ours has an inline handler or a script without the nonce. 'self' and the
    // Shopify paths are for browsers with nonces but without 'strict-dynamic'.
    scriptSrc: ["'self'", "'strict-dynamic'", ...SHOPIFY_SCRIPT_SOURCES],
    objectSrc: ["'none'"],
    formAction: ["'self'", ...formActionOrigins({storeOrigin, checkoutDomain})],
    connectSrc: secureStore ? [] : [store.origin],
    // The brand fonts are built into the app's own assets; no font comes from anywhere else.
    fontSrc: ["'self'"],
    imgSrc: [
      ...new Set([
        ...HYDROGEN_DEFAULT_SOURCES,
        SHOPIFY_CDN_ORIGIN,
        'data:',
        ...(imageOrigin ? [imageOrigin] : []),
      ]),
    ],
  });
}

/**
 * Where a form may lead other than this shop. Browsers apply form-action to the redirects after a form is
 * sent too, and without JavaScript Checkout is a POST to /cart answered with a 303 to the cart's
 * checkoutUrl: Shopify puts that on the checkout domain, which is the store's own domain unless
 * PUBLIC_CHECKOUT_DOMAIN names another (then both). Locally it is the Storefront stand-in's http:// origin.
 * No other form leaves the shop: sign-in, sign-up and password resets talk to Supabase from the worker and
 * answer with our own pages, and the account link is a plain link.
 */
export function formActionOrigins({
  storeOrigin,
  checkoutDomain,
}: Pick<CspOrigins, 'storeOrigin' | 'checkoutDomain'>): string[] {
  const store = new URL(storeOrigin);
  const origins = [store.origin];
  if (checkoutDomain && checkoutDomain !== store.host) origins.push(`https://${checkoutDomain}`);
  return origins;
}

/**
 * Logs a redirect after a form was sent that leaves for an origin form-action does not name: the browser
 * would stop it and the shopper would stay where they were, with nothing said (a cart whose checkoutUrl
 * is on a host that is neither the store domain nor PUBLIC_CHECKOUT_DOMAIN). True when it logged.
 */
export function reportRedirectOutsideFormAction(
  request: Request,
  response: Response,
  origins: Pick<CspOrigins, 'storeOrigin' | 'checkoutDomain'>,
): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const location = response.headers.get('Location');
  if (response.status < 300 || response.status >= 400 || !location) return false;
  let target: string;
  try {
    target = new URL(location, request.url).origin;
  } catch {
    return false;
  }
  if (target === new URL(request.url).origin || formActionOrigins(origins).includes(target)) {
    return false;
  }
  console.error(
    `A form's redirect to ${target} is outside the CSP's form-action, so browsers will stop it; ` +
      'if it is the checkout, set PUBLIC_CHECKOUT_DOMAIN to its host.',
  );
  return true;
}

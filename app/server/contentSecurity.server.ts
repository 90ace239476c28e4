import {createContentSecurityPolicy} from '@shopify/hydrogen';

/** Shopify serves every product, collection and file image from here, whatever the store's domain. */
export const SHOPIFY_CDN_ORIGIN = 'https://cdn.shopify.com';

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
 * `base-uri 'self'`), extended (never replaced) with what this shop loads. Hydrogen's `shop.storeDomain` is only given for an https store: the helper prefixes https:// to
 * it, so a local http:// store is listed as it is instead.
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

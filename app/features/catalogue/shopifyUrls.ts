/**
 * Shopify's own URLs, which links from outside the shop use: order e-mails, the admin's "View" links, checkout's policy links and
 * marketing feeds point at Shopify's Online Store paths. These rules say where each lands in this shop; the
 * routes `products.$handle`, `collections_.$handle`, `pages.$handle`, `policies.$handle`, `account.$`,
 * `cart_.$lines` and `discount.$code` apply them.
 */
import {ARTISAN_SOAPS, CATEGORY_PAGES} from './categories';

/** A fixed mapping is permanent, so search engines and caches learn the new address. */
export const MOVED_PERMANENTLY = 301;
/** A target that depends on state (the shopper's cart, the configured account host) is not cached. */
export const FOUND = 302;

/** Looks a handle up in a table of our own, never on Object.prototype (`/pages/constructor`). */
function lookup(table: Readonly<Record<string, string>>, handle: string): string | null {
  const key = handle.toLowerCase();
  return Object.hasOwn(table, key) ? (table[key] ?? null) : null;
}

/** `/products/{handle}` → `/product/{handle}`, with the query string (`?variant=<numeric id>`) kept. */
export function productPath(handle: string, search = ''): string {
  return `/product/${encodeURIComponent(handle)}${search}`;
}

/** Collections that have a route of their own; `all` is Shopify's every-product collection. */
const COLLECTION_ROUTES: Readonly<Record<string, string>> = {
  all: '/shop',
  'artisan-soaps': ARTISAN_SOAPS.path,
  ...Object.fromEntries(
    Object.values(CATEGORY_PAGES).map((category) => [category.handle, category.path]),
  ),
};

/** The route of a collection with a page of its own, or null: the shop lists it at /collections/{handle}. */
export function collectionRoute(handle: string): string | null {
  return lookup(COLLECTION_ROUTES, handle);
}

/**
 * Online Store pages a Shopify theme has (its defaults, the common names owners give them, and the
 * data-sharing opt-out page Shopify creates itself), mapped onto this shop's content routes.
 */
const PAGE_ROUTES: Readonly<Record<string, string>> = {
  about: '/about',
  'about-us': '/about',
  'our-story': '/about',
  contact: '/contact',
  'contact-us': '/contact',
  faq: '/faq',
  faqs: '/faq',
  shipping: '/shipping',
  'shipping-policy': '/shipping',
  returns: '/returns',
  'returns-policy': '/returns',
  'refund-policy': '/returns',
  privacy: '/privacy',
  'privacy-policy': '/privacy',
  terms: '/terms',
  'terms-of-service': '/terms',
  cookies: '/cookies',
  'cookie-policy': '/cookies',
  accessibility: '/accessibility',
  'accessibility-statement': '/accessibility',
  security: '/security',
  'data-sharing-opt-out': '/data-sharing-opt-out',
};

export function pageRoute(handle: string): string | null {
  return lookup(PAGE_ROUTES, handle);
}

/**
 * Shopify's policy pages (Settings > Policies). Contact information and the legal notice (an imprint) are
 * the contact page's facts; terms of sale and the subscription policy are sections of the terms.
 */
const POLICY_ROUTES: Readonly<Record<string, string>> = {
  'privacy-policy': '/privacy',
  'terms-of-service': '/terms',
  'shipping-policy': '/shipping',
  'refund-policy': '/returns',
  'contact-information': '/contact',
  'legal-notice': '/contact',
  'terms-of-sale': '/terms',
  'subscription-policy': '/terms#subscriptions',
};

export function policyRoute(handle: string): string | null {
  return lookup(POLICY_ROUTES, handle);
}

/** Appends a query string to a route that may carry a #fragment (which must stay last). */
export function withSearch(route: string, search: string): string {
  if (!search || search === '?') return route;
  const hashAt = route.indexOf('#');
  return hashAt < 0
    ? `${route}${search}`
    : `${route.slice(0, hashAt)}${search}${route.slice(hashAt)}`;
}

const ACCOUNT_SEGMENT = /^[\w~-][\w.~-]*$/;

/**
 * `/account` and `/account/{sub-path}` → the hosted account URL with the same sub-path (`/account/orders`
 * → `<account URL>/orders`) and query. A sub-path that is not plain path segments lands on the account home
 * rather than being passed on to another host.
 */
export function accountRedirectUrl(
  accountUrl: string,
  subPath: string | undefined,
  search = '',
): string {
  const url = new URL(accountUrl);
  const segments = (subPath ?? '').split('/').filter(Boolean);
  if (
    segments.length > 0 &&
    segments.length <= 8 &&
    segments.every((segment) => ACCOUNT_SEGMENT.test(segment))
  ) {
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/${segments.join('/')}`;
  }
  for (const [key, value] of new URLSearchParams(search)) url.searchParams.append(key, value);
  return url.toString();
}

/**
 * A discount code from a link (`/discount/{code}`, `?discount=` on a permalink). Shopify decides whether it
 * exists and applies; this only refuses what cannot be a code: empty, control characters, over 255 long.
 */
export function parseDiscountCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (code.length === 0 || code.length > 255 || /[\u0000-\u001f\u007f]/.test(code)) return null;
  return code;
}

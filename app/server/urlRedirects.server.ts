import {
  CacheShort,
  storefrontRedirect,
  type CachingStrategy,
  type Storefront,
} from '@shopify/hydrogen';
import {withTimeout} from './providerDeadline.server';

/**
 * How long a page that does not exist waits for Shopify's redirect list: an extra on the way to the 404,
 * so much shorter than a page's own Storefront deadline.
 */
export const REDIRECT_LOOKUP_TIMEOUT_MS = 1_500;

interface RedirectContext {
  storefront: Storefront;
  config: {STOREFRONT_TIMEOUT_MS: number};
}

/**
 * The answer for a path this shop has no page for, when Shopify has one: a URL redirect set in the Shopify
 * admin (Online Store > Navigation > URL redirects, also made automatically when a handle changes), or a
 * same-origin `?redirect=` / `?return_to=`. Asked through Hydrogen's storefrontRedirect, which matches the
 * lowercased path without its trailing slash and answers 301. Null when there is none, and also when Shopify
 * errs or is slow, so the shopper gets the 404 page rather than an error.
 *
 * `path` asks about another path than the request's (with the request's query), e.g. Shopify's
 * `/products/{handle}` for a missing `/product/{handle}`.
 */
export async function findShopifyRedirect(
  {storefront, config}: RedirectContext,
  request: Request,
  path?: string,
): Promise<Response | null> {
  const notFound = new Response(null, {status: 404});
  let asked = request;
  if (path) {
    const url = new URL(request.url);
    url.pathname = path;
    asked = new Request(url, {headers: request.headers});
  }
  try {
    const answer = await withTimeout(
      storefrontRedirect({
        storefront: withShortCache(storefront),
        request: asked,
        response: notFound,
        // /admin/* is this shop's own admin tool, not a door to the Shopify admin.
        noAdminRedirect: true,
      }),
      Math.min(REDIRECT_LOOKUP_TIMEOUT_MS, config.STOREFRONT_TIMEOUT_MS),
      'The Storefront API (URL redirects)',
    );
    if (answer === notFound) return null;
    // A redirect back to the page being answered (a misconfigured one) would loop in the browser.
    const location = answer.headers.get('location');
    const requested = new URL(request.url);
    const target = location ? new URL(location, requested) : null;
    if (target && target.origin === requested.origin && target.pathname === requested.pathname)
      return null;
    return answer;
  } catch (error) {
    console.warn(error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * storefrontRedirect queries with Hydrogen's default cache (stale for up to a day); redirects an owner edits
 * should show within seconds, and every 404 should not wait on Shopify, so its reads use CacheShort.
 */
function withShortCache(storefront: Storefront): Storefront {
  const query = (
    text: string,
    options?: {variables?: Record<string, unknown>; cache?: CachingStrategy},
  ) => storefront.query(text, {...options, cache: CacheShort()});
  // The cast: Storefront['query'] is generic over the query text's generated types, which a wrapper that
  // passes any query through cannot restate; the call above is still type-checked against it.
  return {...storefront, query: query as Storefront['query']};
}

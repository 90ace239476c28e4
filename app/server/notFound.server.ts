import {data} from '@shopify/remix-oxygen';
import {findShopifyRedirect} from './urlRedirects.server';

/**
 * The page for a path the shop has no page for: 404 with the path (logged, as SPEC.md 2 asks of the 404
 * page) and whatever else the page shows (`extra`). Shopify's URL redirects are asked once for every route, after the app answered 404
 * (`redirectForNotFound`), so no route asks them itself.
 */
export function notFoundPage<Extra extends object = object>(request: Request, extra?: Extra) {
  const {pathname} = new URL(request.url);
  console.warn(`404: no page at ${pathname}`);
  return data({pathname, ...extra}, {status: 404});
}

/** Shopify's path for a product page of this shop: its redirects (a renamed handle) are kept under it. */
const PRODUCT_PAGE = /^\/product\/([^/]+)\/?$/;

/**
 * Shopify's URL redirect for a request the app answered 404, or null: only for a read (GET, HEAD), and
 * for a client navigation's data request (`/path.data`) about the page it loads, without Remix's own
 * query. A missing product is asked about under Shopify's `/products/{handle}`.
 * Bounded by findShopifyRedirect's own deadline; fails open to the 404.
 */
export async function redirectForNotFound(
  context: Parameters<typeof findShopifyRedirect>[0],
  request: Request,
): Promise<Response | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  let asked = request;
  if (isDataRequest(request)) {
    const page = new URL(request.url);
    page.pathname = page.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
    page.searchParams.delete('_routes');
    // Only its URL is read (the request's headers are inputs the page cache tracks).
    asked = new Request(page);
  }
  const product = PRODUCT_PAGE.exec(new URL(asked.url).pathname)?.[1];
  return findShopifyRedirect(context, asked, product ? `/products/${product}` : undefined);
}

/** A client navigation's data request (Remix single fetch), not a document. */
export function isDataRequest(request: Request) {
  return new URL(request.url).pathname.endsWith('.data');
}

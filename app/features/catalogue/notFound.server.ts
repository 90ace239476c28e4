import {notFoundPage} from '~/server/notFound.server';
import {loadProducts} from './catalogue.server';
import {PRODUCT_LIMITS} from './productLimits';

/** How many best sellers the 404 page offers. */
export const NOT_FOUND_BESTSELLERS = 4;

/**
 * The 404 answer with a few best sellers to go on to: the first of home's list (the same cached read), so a
 * wrong link costs no request of its own. A failed read leaves the page without them, still a 404.
 */
export async function notFoundWithBestsellers(
  context: Parameters<typeof loadProducts>[0],
  request: Request,
) {
  const {products} = await loadProducts(context, PRODUCT_LIMITS.home);
  return notFoundPage(request, {bestsellers: products.slice(0, NOT_FOUND_BESTSELLERS)});
}

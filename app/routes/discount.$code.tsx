import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {flashNotice} from '~/server/flash.server';
import {applyDiscountLink, discountNotices} from '~/features/cart/index.server';
import {sameOriginPath} from '~/lib/redirectTarget';
import {FOUND, parseDiscountCode} from '~/features/catalogue';
import {PERSONAL_PAGE} from '~/sharing';

/** Shows or changes the cart, or needs a signed-in user: never served from a shared cart template. */
export const handle = PERSONAL_PAGE;

/**
 * Shopify's discount link, `/discount/{code}?redirect={path}`: the code goes on the shopper's cart and the
 * shopper lands on the path (this shop only, `/` by default) with a notice saying how it went.
 */
export async function loader({params, request, context}: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = sameOriginPath(url.searchParams.get('redirect'), '/');
  const code = parseDiscountCode(params.code);
  if (!code) {
    flashNotice(context.session, discountNotices.invalid());
    throw redirect(target, FOUND);
  }
  const {notice, headers} = await applyDiscountLink(context.cart, code);
  flashNotice(context.session, notice);
  throw redirect(target, {status: FOUND, headers: headers ?? undefined});
}

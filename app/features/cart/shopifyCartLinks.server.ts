import type {AppLoadContext} from '@shopify/remix-oxygen';
import {checkoutUrlWithChannel, NO_CHECKOUT_URL} from './cartInput.server';
import type {Notice} from '~/lib/notice';
import {parseCartPermalink} from './cartPermalink';
import {
  CART_UNAVAILABLE_MESSAGE,
  describeCartError,
  errorMessagesOf,
  graphqlFailureOf,
  providerFailure,
} from '~/lib/storefrontErrors';

type Cart = AppLoadContext['cart'];

export type PermalinkOutcome =
  {ok: true; checkoutUrl: string; headers: Headers} | {ok: false; status: number; message: string};

export const PERMALINK_REFUSED_MESSAGE =
  'Some items in this cart link are sold out or no longer available';

/**
 * A cart permalink (`/cart/{variantId}:{qty},…`, optional `?discount=`): a new cart with exactly those lines,
 * whatever cart the shopper had, and its checkout URL. Shopify refusing a line (unknown or sold out) refuses
 * the link, so the shopper never lands on a checkout missing what the link promised; a line Shopify can
 * only partly fill goes through, and checkout shows the quantity it holds.
 */
export async function cartFromPermalink(
  cart: Cart,
  spec: string | undefined,
  discountCode: string | null,
): Promise<PermalinkOutcome> {
  const parsed = parseCartPermalink(spec);
  if (!parsed.ok) return {ok: false, status: 400, message: parsed.message};

  let result: Awaited<ReturnType<Cart['create']>>;
  try {
    result = await cart.create({
      lines: parsed.lines,
      ...(discountCode ? {discountCodes: [discountCode]} : {}),
    });
  } catch (error) {
    console.error(error);
    return {ok: false, status: 503, message: providerFailure(describeCartError(error))};
  }
  const failure = graphqlFailureOf(result);
  if (failure) return {ok: false, status: 502, message: providerFailure(failure)};

  const refusals = [
    ...errorMessagesOf(result.userErrors),
    ...errorMessagesOf(
      result.warnings?.filter((warning) => warning.code === 'MERCHANDISE_OUT_OF_STOCK'),
    ),
  ];
  if (refusals.length > 0 || !result.cart || result.cart.totalQuantity === 0) {
    const reasons = refusals.length > 0 ? `: ${refusals.join(', ')}` : '';
    return {ok: false, status: 422, message: `${PERMALINK_REFUSED_MESSAGE}${reasons}`};
  }
  const checkoutUrl = checkoutUrlWithChannel(result.cart.checkoutUrl);
  if (!checkoutUrl) return {ok: false, status: 502, message: NO_CHECKOUT_URL};
  return {ok: true, checkoutUrl, headers: cart.setCartId(result.cart.id)};
}

export type DiscountLinkOutcome = {notice: Notice; headers: Headers | null};

/**
 * What a discount code's outcome tells the shopper. A code from a link can come from any site, so one Shopify
 * did not accept is never repeated back (it would read as the shop's words: "CALL-555-0100-FOR-A-REFUND
 * can't be applied…"): `typed` is the code only when the shopper typed it on the cart page. A code Shopify
 * applied is the shop's own, and is named.
 */
export const discountNotices = {
  applied: (code: string): Notice => ({
    kind: 'success',
    title: 'Discount applied',
    description: `${code} is applied to your cart.`,
  }),
  notApplicable: (typed?: string): Notice => ({
    kind: 'error',
    title: 'Discount not applicable',
    description: `${typed ?? 'The discount code in your link'} can't be applied to the items in your cart.`,
  }),
  // Shopify only judges a code against lines: on an empty cart even a good code reads "not applicable".
  emptyCart: (typed?: string): Notice => ({
    kind: 'info',
    title: 'Discount code saved',
    description: `${typed ?? 'The discount code in your link'} isn't applicable to an empty cart yet; it is checked again as you add items.`,
  }),
  removed: (): Notice => ({
    kind: 'info',
    title: 'Discount removed',
    description: 'Your cart no longer carries a discount code.',
  }),
  invalid: (): Notice => ({
    kind: 'error',
    title: 'Discount not applied',
    description: 'That link does not name a discount code.',
  }),
  failed: (reason: string, typed?: string): Notice => ({
    kind: 'error',
    title: 'Discount not applied',
    description: `${typed ?? 'The discount code in your link'} could not be applied. ${reason}`,
  }),
};

/**
 * `/discount/{code}`: the code goes on the shopper's cart (a new cart holding only the code when there is
 * no cart, or Shopify no longer has it), and the notice says whether Shopify applies it.
 */
export async function applyDiscountLink(
  cart: Cart,
  code: string,
  {typedByShopper = false}: {typedByShopper?: boolean} = {},
): Promise<DiscountLinkOutcome> {
  const typed = typedByShopper ? code : undefined;
  try {
    const current = cart.getCartId() ? await cart.get() : null;
    const readFailure = graphqlFailureOf(current);
    if (readFailure) {
      return {notice: discountNotices.failed(providerFailure(readFailure), typed), headers: null};
    }

    // The cart form replaces the codes too: one code from a link is the shopper's current choice.
    const result = current
      ? await cart.updateDiscountCodes([code])
      : await cart.create({discountCodes: [code]});
    const failure = discountUpdateFailure(result);
    if (failure || !result.cart) {
      return {
        notice: discountNotices.failed(failure || CART_UNAVAILABLE_MESSAGE, typed),
        headers: null,
      };
    }
    const headers = cart.setCartId(result.cart.id);

    // The mutation answers only id, quantity and checkout URL; whether the code applies is read back.
    const updated = await cart.get();
    const entry = updated?.discountCodes?.find(
      (discount) => discount.code.toLowerCase() === code.toLowerCase(),
    );
    const notice = entry?.applicable
      ? discountNotices.applied(code)
      : (updated?.totalQuantity ?? 0) === 0
        ? discountNotices.emptyCart(typed)
        : discountNotices.notApplicable(typed);
    return {notice, headers};
  } catch (error) {
    console.error(error);
    return {
      notice: discountNotices.failed(providerFailure(describeCartError(error)), typed),
      headers: null,
    };
  }
}

/** Why a discount-code update did not take: Shopify's failure, or its refusals; '' when it took. */
function discountUpdateFailure(result: {errors?: unknown; userErrors?: unknown}) {
  const graphqlFailure = graphqlFailureOf(result);
  return graphqlFailure
    ? providerFailure(graphqlFailure)
    : errorMessagesOf(result.userErrors).join(', ');
}

/** The cart form's Remove: the cart keeps no discount code (Shopify replaces the list with an empty one). */
export async function removeDiscountCodes(cart: Cart): Promise<DiscountLinkOutcome> {
  if (!cart.getCartId()) return {notice: discountNotices.removed(), headers: null};
  try {
    const result = await cart.updateDiscountCodes([]);
    const failure = discountUpdateFailure(result);
    if (failure || !result.cart) {
      return {
        notice: {
          kind: 'error',
          title: 'Discount not removed',
          description: failure || CART_UNAVAILABLE_MESSAGE,
        },
        headers: null,
      };
    }
    return {notice: discountNotices.removed(), headers: cart.setCartId(result.cart.id)};
  } catch (error) {
    console.error(error);
    return {
      notice: {
        kind: 'error',
        title: 'Discount not removed',
        description: providerFailure(describeCartError(error)),
      },
      headers: null,
    };
  }
}

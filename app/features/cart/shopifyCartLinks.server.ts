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

export type DiscountLinkOutcome = {
  notice: Notice;
  headers: Headers | null;
  /** Shopify does not apply the code to these items: the cart keeps the codes it had, and no new one. */
  refused?: boolean;
};

/** Shopify's reason for a code it does not apply (a `CartWarning` code, since API 2025-07). */
type DiscountWarning = {code: string};

/**
 * Why Shopify does not apply a code, in the shopper's words; `subject` is the code as typed, or a phrase
 * for a code from a link. Reasons the shopper can do nothing about read as the generic sentence.
 */
function refusalReason(subject: string, warningCode: string | undefined): string {
  switch (warningCode) {
    case 'DISCOUNT_NOT_FOUND':
      return `${subject} isn't a valid discount code.`;
    case 'DISCOUNT_CODE_NOT_HONOURED':
      return `${subject} can't be combined with the discount already on your cart.`;
    case 'DISCOUNT_CURRENTLY_INACTIVE':
      return `${subject} isn't active right now.`;
    case 'DISCOUNT_USAGE_LIMIT_REACHED':
    case 'DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED':
      return `${subject} has reached its usage limit.`;
    default:
      return `${subject} can't be applied to the items in your cart.`;
  }
}

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
  /** `warningCode`: Shopify's reason (CartWarning code), when it gave one. */
  notApplicable: (typed?: string, warningCode?: string): Notice => ({
    kind: 'error',
    title: 'Discount not applicable',
    description: refusalReason(typed ?? 'The discount code in your link', warningCode),
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
  /** One code of several taken off; the code was on the cart, but may have come from anyone's link. */
  removedOne: (): Notice => ({
    kind: 'info',
    title: 'Discount removed',
    description: 'That code is off your cart; any other code on it stays.',
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

const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A code from the cart form or a `/discount/{code}` link goes on the shopper's cart beside the codes it
 * already holds (Shopify's `cartDiscountCodesUpdate` replaces the whole list, so they are sent again). A cart
 * holding only the code starts when there is no cart, or Shopify no longer has it. When Shopify does not apply
 * the new code to a cart with items, the cart gets its old list back: a refused code never takes the place of
 * one that applies, and the notice says why. On an empty cart the code stays, to be judged as items come.
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

    const held = current?.discountCodes?.map((discount) => discount.code) ?? [];
    const codes = held.some((heldCode) => sameCode(heldCode, code)) ? held : [...held, code];
    const result = current
      ? await cart.updateDiscountCodes(codes)
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
    const entry = updated?.discountCodes?.find((discount) => sameCode(discount.code, code));
    if (entry?.applicable) return {notice: discountNotices.applied(code), headers};
    if ((updated?.totalQuantity ?? 0) === 0) {
      return {notice: discountNotices.emptyCart(typed), headers};
    }
    if (codes !== held) {
      // Best effort: should it fail, the refused code stays on the cart, listed as not applied.
      await cart.updateDiscountCodes(held).catch((error: unknown) => console.error(error));
    }
    // Shopify's warnings do not name their code; one is this code's only when no other code is refused.
    const refusedCodes = updated?.discountCodes?.filter((discount) => !discount.applicable) ?? [];
    const warnings = discountWarningsOf(result);
    const reason =
      refusedCodes.length === 1 && warnings.length === 1 ? warnings[0]?.code : undefined;
    return {notice: discountNotices.notApplicable(typed, reason), headers, refused: true};
  } catch (error) {
    console.error(error);
    return {
      notice: discountNotices.failed(providerFailure(describeCartError(error)), typed),
      headers: null,
    };
  }
}

/** The discount warnings of a cart mutation's answer. */
function discountWarningsOf(result: {warnings?: unknown}): DiscountWarning[] {
  if (!Array.isArray(result.warnings)) return [];
  return result.warnings.filter(
    (warning): warning is DiscountWarning =>
      typeof (warning as DiscountWarning | null)?.code === 'string' &&
      (warning as DiscountWarning).code.startsWith('DISCOUNT_'),
  );
}

/** Why a discount-code update did not take: Shopify's failure, or its refusals; '' when it took. */
function discountUpdateFailure(result: {errors?: unknown; userErrors?: unknown}) {
  const graphqlFailure = graphqlFailureOf(result);
  return graphqlFailure
    ? providerFailure(graphqlFailure)
    : errorMessagesOf(result.userErrors).join(', ');
}

/**
 * The cart form's Remove: `code` alone comes off (the others are sent again, Shopify replacing the list), or
 * with no code every one does.
 */
export async function removeDiscountCodes(cart: Cart, code?: string): Promise<DiscountLinkOutcome> {
  const notRemoved = (description: string): DiscountLinkOutcome => ({
    notice: {kind: 'error', title: 'Discount not removed', description},
    headers: null,
  });
  if (!cart.getCartId()) return {notice: discountNotices.removed(), headers: null};
  try {
    let remaining: string[] = [];
    if (code) {
      const current = await cart.get();
      const readFailure = graphqlFailureOf(current);
      if (readFailure) return notRemoved(providerFailure(readFailure));
      remaining = (current?.discountCodes ?? [])
        .map((discount) => discount.code)
        .filter((held) => !sameCode(held, code));
    }
    const result = await cart.updateDiscountCodes(remaining);
    const failure = discountUpdateFailure(result);
    if (failure || !result.cart) return notRemoved(failure || CART_UNAVAILABLE_MESSAGE);
    return {
      notice: code ? discountNotices.removedOne() : discountNotices.removed(),
      headers: cart.setCartId(result.cart.id),
    };
  } catch (error) {
    console.error(error);
    return notRemoved(providerFailure(describeCartError(error)));
  }
}

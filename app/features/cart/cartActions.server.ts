import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {AppCart} from './cartHandler.server';
import {
  CHECKOUT_FAILED_DESCRIPTION,
  CHECKOUT_FAILED_TITLE,
  LINE_CAPPED_MESSAGE,
  NO_CART_MESSAGE,
  NO_CHECKOUT_URL,
  addRefusal,
  addedToCartDescription,
  cartUserErrorMessage,
  checkoutUrlWithChannel,
  parseCartForm,
  quantityInCart,
  type CartFormInput,
} from './cartInput.server';
import {settleAdd} from './cartCaps.server';
import {applyDiscountLink, removeDiscountCodes} from './shopifyCartLinks.server';
import {
  ADD_NOT_SENT_MESSAGE,
  ADD_STILL_UNCONFIRMED_MESSAGE,
  ADD_UNCONFIRMED_MESSAGE,
  earlierAddOutcome,
  forgetUnconfirmedAdd,
  rememberUnconfirmedAdd,
  unconfirmedAddOf,
} from './unconfirmedAdd.server';
import {answerForm, formSubmission, type FormSubmission} from '~/server/forms.server';
import {isProviderTimeout, STOREFRONT} from '~/server/providerDeadline.server';
import {sameOriginPath} from '~/lib/redirectTarget';
import type {Notice} from '~/lib/notice';
import {
  CART_GONE_MESSAGE,
  describeCartError,
  errorMessagesOf,
  graphqlFailureOf,
  providerFailure,
} from '~/lib/storefrontErrors';

/** What the cart's form actions use of the request's context. */
export type CartActionContext = Pick<
  AppLoadContext,
  'cart' | 'session' | 'deadline' | 'forgetCart'
>;

type CartHandler = CartActionContext['cart'];

/**
 * The cart form (add, update, remove, discount, checkout): each change sent to Shopify, and the answer
 * for a fetcher or a plain post (answerForm). Refusals and failures answer the cart page's data with
 * their status, for both.
 */
export async function cartAction(context: CartActionContext, form: FormData | null) {
  const submission = formSubmission(form, context.session);
  if (!form) return cartError(submission, 'Invalid cart request', 400);
  const parsed = parseCartForm(form);
  if (!parsed.ok) {
    return cartError(
      submission,
      parsed.firstMessage,
      400,
      parsed.fieldErrors.discountCode ? 'discountCode' : undefined,
    );
  }

  const input = parsed.data;
  const backTo = sameOriginPath(form.get('redirectTo'), '/cart');
  if (input.intent === 'checkout') return checkout(context.cart, submission);
  if (input.intent === 'discount') return discount(context, submission, backTo, input);
  // Without a cart Hydrogen would send Shopify a change with no cart id, a GraphQL error (was a 502).
  if ((input.intent === 'update' || input.intent === 'remove') && !context.cart.getCartId()) {
    return cartError(submission, NO_CART_MESSAGE, 400);
  }

  let result: Awaited<ReturnType<typeof applyCartChange>>;
  let capped = false;
  try {
    if (input.intent === 'add') {
      let current: Awaited<ReturnType<typeof readCartBeforeAdd>>;
      try {
        current = await readCartBeforeAdd(context);
      } catch (error) {
        console.error(error);
        return cartError(submission, ADD_NOT_SENT_MESSAGE, 503);
      }
      const earlier = unconfirmedAddOf(context.session, input.merchandiseId);
      if (earlier) {
        // Without a cart, or with one Shopify no longer has, the earlier add has nowhere to land.
        const outcome =
          context.cart.getCartId() && current !== null
            ? earlierAddOutcome(earlier, current)
            : 'absent';
        if (outcome === 'unknown') return cartError(submission, ADD_STILL_UNCONFIRMED_MESSAGE, 503);
        forgetUnconfirmedAdd(context.session);
        // The add that timed out reached the cart after all: this one is its retry, so it adds nothing.
        if (outcome === 'landed') return changed(submission, backTo, input, false, null);
      }
      const refusal = addRefusal(current, input);
      if (refusal) return cartError(submission, refusal, 400);
      // A cart Shopify no longer has (the shopper placed the order) is an empty one: start a new cart.
      const lines = [{merchandiseId: input.merchandiseId, quantity: input.quantity}];
      try {
        result =
          current === null
            ? await context.cart.create({lines})
            : await context.cart.addLines(lines);
      } catch (error) {
        // Sent but unanswered: it may still land, so a retry must look before it adds (unconfirmedAdd).
        if (!isProviderTimeout(error) || error.neverSent) throw error;
        console.error(error);
        // Into a cart that was read (a new cart's add that timed out leaves no cart to double it in).
        if (current) {
          rememberUnconfirmedAdd(context.session, {
            merchandiseId: input.merchandiseId,
            quantity: input.quantity,
            before: quantityInCart(current, input.merchandiseId),
            at: Date.now(),
          });
        }
        return cartError(submission, ADD_UNCONFIRMED_MESSAGE, 503);
      }
      // A new cart holds only this add; an existing one may have taken others at the same moment.
      if (
        current !== null &&
        !graphqlFailureOf(result) &&
        result.cart &&
        !result.userErrors?.length
      ) {
        const settled = await settleAdd(context.cart, current, lines);
        if (!settled.ok) return cartError(submission, settled.message, 400);
        capped = settled.capped;
      }
    } else {
      result = await applyCartChange(context.cart, input);
    }
  } catch (error) {
    console.error(error);
    return cartError(submission, providerFailure(describeCartError(error)), 503);
  }

  // GraphQL errors are the provider failing; userErrors are Shopify refusing the change (SPEC.md 8).
  const failure = graphqlFailureOf(result);
  if (failure) return cartError(submission, providerFailure(failure), 502);
  const userMessages = errorMessagesOf(result.userErrors);
  if (userMessages.length > 0 || !result.cart) {
    if (input.intent !== 'add' && (await cartHasVanished(context.cart))) {
      context.forgetCart();
      return cartError(submission, CART_GONE_MESSAGE, 409);
    }
    return cartError(
      submission,
      cartUserErrorMessage(userMessages.length ? userMessages : ['the cart could not be updated']),
      400,
    );
  }

  return changed(submission, backTo, input, capped, context.cart.setCartId(result.cart.id));
}

/** A change that is in the cart: data for a fetcher, else back to the page with the notice flashed. */
function changed(
  submission: FormSubmission,
  backTo: string,
  input: CartFormInput,
  capped: boolean,
  headers: Headers | null,
) {
  const notice: Notice | null = capped
    ? {kind: 'info', title: 'Added to cart', description: LINE_CAPPED_MESSAGE}
    : input.intent === 'add'
      ? {kind: 'success', title: 'Added to cart', description: addedToCartDescription(input)}
      : null;
  const addedId = input.intent === 'add' ? input.merchandiseId : undefined;
  return answerForm(submission, {
    data: {ok: true as const, notice, addedId},
    headers: headers ?? undefined,
    next: {to: backTo, notice},
  });
}

/** Of the request's provider budget, what the read before an add may take (the add gets the rest). */
const READ_BEFORE_ADD_MS = 1_000;

/**
 * The cart an add goes into: undefined when there is no cart yet (Hydrogen creates one) or it could not be
 * read (Shopify then has the last word on the add), null when Shopify no longer has the shopper's cart.
 * It gets part of the request's budget, so the add itself keeps time to be sent. A read that timed out
 * throws: Shopify is slow, and an add sent now would likely go unanswered, its outcome unknown.
 */
async function readCartBeforeAdd({cart, deadline}: CartActionContext) {
  if (!cart.getCartId()) return undefined;
  const current = await deadline
    .race(cart.get(), STOREFRONT, READ_BEFORE_ADD_MS)
    .catch((error: unknown) => {
      if (isProviderTimeout(error)) throw error;
      return undefined;
    });
  if (current && graphqlFailureOf(current)) return undefined;
  return current;
}

/** After a refused change: is it because the cart itself is gone (an answer of `cart: null`)? */
async function cartHasVanished(cart: CartHandler) {
  if (!cart.getCartId()) return false;
  return (await cart.get().catch(() => undefined)) === null;
}

/**
 * The cart form's discount code: Apply adds it to the cart's codes, one code's Remove takes that code off, and
 * Remove with no code takes them all off. The notice says how it went, on the page a plain post goes back
 * to. A code Shopify does not apply to the cart's items is refused beside the field (the page again at 400
 * without JavaScript), the codes that applied still on the cart.
 */
async function discount(
  context: CartActionContext,
  submission: FormSubmission,
  backTo: string,
  input: Extract<CartFormInput, {intent: 'discount'}>,
) {
  const {notice, headers, refused} = input.discountCode
    ? await applyDiscountLink(context.cart, input.discountCode, {typedByShopper: true})
    : await removeDiscountCodes(context.cart, input.removeCode || undefined);
  if (refused) {
    return answerForm(submission, {
      data: {ok: false, error: notice.description ?? notice.title, field: 'discountCode', notice},
      status: 400,
      headers: headers ?? undefined,
    });
  }
  return answerForm(submission, {
    data: {ok: notice.kind !== 'error', notice},
    headers: headers ?? undefined,
    next: {to: backTo, notice},
  });
}

/** A refused or failed cart change: 4xx/5xx with the message, shown inline and as a toast. */
function cartError(
  submission: FormSubmission,
  message: string,
  status: number,
  field?: 'discountCode',
) {
  const body = {
    error: message,
    field,
    notice: {kind: 'error', title: 'Cart not updated', description: message} satisfies Notice,
  };
  return answerForm(submission, {data: body, status});
}

/**
 * Checkout reads the cart fresh from Shopify and sends the shopper to its checkout URL with the sales
 * channel (SPEC.md 4, 7): a redirect for a plain form, the URL for JavaScript (which opens a new tab).
 */
async function checkout(cart: CartHandler, submission: FormSubmission) {
  const failed = (message: string, status: number) =>
    answerForm(submission, {
      data: {
        error: message,
        notice: {
          kind: 'error',
          title: CHECKOUT_FAILED_TITLE,
          description: CHECKOUT_FAILED_DESCRIPTION,
        } satisfies Notice,
      },
      status,
    });
  let current: AppCart | null;
  try {
    current = await cart.get();
  } catch (error) {
    console.error(error);
    return failed(providerFailure(describeCartError(error), CHECKOUT_FAILED_DESCRIPTION), 503);
  }
  const failure = graphqlFailureOf(current);
  if (failure) return failed(providerFailure(failure, CHECKOUT_FAILED_DESCRIPTION), 502);
  if (!current || current.totalQuantity === 0) return failed('Your cart is empty', 400);
  const checkoutUrl = checkoutUrlWithChannel(current.checkoutUrl);
  if (!checkoutUrl)
    return failed(providerFailure(NO_CHECKOUT_URL, CHECKOUT_FAILED_DESCRIPTION), 502);
  return answerForm(submission, {data: {ok: true as const, checkoutUrl}, next: {to: checkoutUrl}});
}

function applyCartChange(
  cart: CartHandler,
  input: Exclude<CartFormInput, {intent: 'checkout' | 'add' | 'discount'}>,
) {
  switch (input.intent) {
    case 'update':
      return input.quantity <= 0
        ? cart.removeLines([input.lineId])
        : cart.updateLines([{id: input.lineId, quantity: input.quantity}]);
    case 'remove':
      return cart.removeLines([input.lineId]);
  }
}

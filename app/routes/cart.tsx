import {
  useActionData,
  useLoaderData,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {
  type AppCart,
  CHECKOUT_FAILED_DESCRIPTION,
  CHECKOUT_FAILED_TITLE,
  LINE_CAPPED_MESSAGE,
  NO_CART_MESSAGE,
  NO_CHECKOUT_URL,
  addRefusal,
  addedToCartDescription,
  cartUserErrorMessage,
  checkoutUrlWithChannel,
  linesOverLimit,
  parseCartForm,
  quantityInCart,
  type CartFormInput,
  applyDiscountLink,
  removeDiscountCodes,
  ADD_NOT_SENT_MESSAGE,
  ADD_STILL_UNCONFIRMED_MESSAGE,
  ADD_UNCONFIRMED_MESSAGE,
  earlierAddOutcome,
  forgetUnconfirmedAdd,
  rememberUnconfirmedAdd,
  unconfirmedAddOf,
} from '~/features/cart/index.server';
import {
  useCartWithPendingChanges,
  useRootCart,
  CartLines,
  CartDiscountCodes,
  CartSummary,
  EmptyCartSuggestions,
  PairsWellWith,
  CheckoutButton,
} from '~/features/cart';
import {loadProducts} from '~/features/catalogue/index.server';
import type {ProductCardData} from '~/features/catalogue';
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@shopify/remix-oxygen';
import {flashNotice} from '~/server/flash.server';
import {isProviderTimeout, STOREFRONT, withTimeout} from '~/server/providerDeadline.server';
import {wantsData} from '~/lib/forms';
import {sameOriginPath} from '~/lib/redirectTarget';
import {pageMeta} from '~/ui/seo';
import type {Notice} from '~/lib/notice';
import {
  CART_GONE_MESSAGE,
  CART_UNREADABLE_MESSAGE,
  describeCartError,
  errorMessagesOf,
  graphqlFailureOf,
  providerFailure,
} from '~/lib/storefrontErrors';
import {PERSONAL_PAGE} from '~/sharing';

/** Shows or changes the cart, or needs a signed-in user: never served from a shared cart template. */
export const handle = PERSONAL_PAGE;

export const meta: MetaFunction = () => [
  ...pageMeta({
    title: 'Your Cart',
    description: 'Review the items in your Wildroot Botanicals cart.',
    url: undefined,
  }),
  {name: 'robots', content: 'noindex'},
];

/** Bestsellers for an empty cart and the "Pairs well with" row (the drawer reads them from here too). */
const SUGGESTED_BESTSELLERS = 8;

/** How long the cart page waits for them: the query is cached (CacheShort), so it is usually instant. */
const SUGGESTIONS_WAIT_MS = 1_000;

export async function loader({context}: LoaderFunctionArgs) {
  // Awaited, briefly: an empty cart without JavaScript must show them (a streamed promise would need
  // JavaScript to appear), and the root loader's cart read takes a round trip to Shopify anyway. Slower
  // than that, or failed, the cart shows none.
  // The listings' own best-sellers query (loadProducts logs and answers none when Shopify fails).
  const bestsellers = await withTimeout(
    loadProducts(context, SUGGESTED_BESTSELLERS),
    SUGGESTIONS_WAIT_MS,
  )
    .then((result) => result.products)
    .catch((error: unknown): ProductCardData[] => {
      console.error(error);
      return [];
    });
  return {bestsellers};
}

/** The suggestions do not depend on the cart: a cart change re-reads the cart (root), not them. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod ? false : defaultShouldRevalidate);

export async function action({request, context}: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form) return cartError('Invalid cart request', 400);
  const asData = wantsData(form);
  const parsed = parseCartForm(form);
  if (!parsed.ok) {
    return cartError(
      parsed.firstMessage,
      400,
      parsed.fieldErrors.discountCode ? 'discountCode' : undefined,
    );
  }

  const input = parsed.data;
  if (input.intent === 'checkout') return checkout(context.cart, asData);
  if (input.intent === 'discount') return discount(context, form, asData, input.discountCode);
  // Without a cart Hydrogen would send Shopify a change with no cart id, a GraphQL error (was a 502).
  if ((input.intent === 'update' || input.intent === 'remove') && !context.cart.getCartId()) {
    return cartError(NO_CART_MESSAGE, 400);
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
        return cartError(ADD_NOT_SENT_MESSAGE, 503);
      }
      const earlier = unconfirmedAddOf(context.session, input.merchandiseId);
      if (earlier) {
        // Without a cart, or with one Shopify no longer has, the earlier add has nowhere to land.
        const outcome =
          context.cart.getCartId() && current !== null
            ? earlierAddOutcome(earlier, current)
            : 'absent';
        if (outcome === 'unknown') return cartError(ADD_STILL_UNCONFIRMED_MESSAGE, 503);
        forgetUnconfirmedAdd(context.session);
        // The add that timed out reached the cart after all: this one is its retry, so it adds nothing.
        if (outcome === 'landed') return added(context, form, asData, input, false, null);
      }
      const refusal = addRefusal(current, input);
      if (refusal) return cartError(refusal, 400);
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
        return cartError(ADD_UNCONFIRMED_MESSAGE, 503);
      }
      // A new cart holds only this add; an existing one may have taken others at the same moment.
      if (current !== null && !graphqlFailureOf(result) && result.cart) {
        capped = await capLineAfterAdd(context.cart, input.merchandiseId);
      }
    } else {
      result = await applyCartChange(context.cart, input);
    }
  } catch (error) {
    console.error(error);
    return cartError(providerFailure(describeCartError(error)), 503);
  }

  // GraphQL errors are the provider failing; userErrors are Shopify refusing the change (SPEC.md 8).
  const failure = graphqlFailureOf(result);
  if (failure) return cartError(providerFailure(failure), 502);
  const userMessages = errorMessagesOf(result.userErrors);
  if (userMessages.length > 0 || !result.cart) {
    if (input.intent !== 'add' && (await cartHasVanished(context.cart))) {
      context.forgetCart();
      return cartError(CART_GONE_MESSAGE, 409);
    }
    return cartError(
      cartUserErrorMessage(userMessages.length ? userMessages : ['the cart could not be updated']),
      400,
    );
  }

  return added(context, form, asData, input, capped, context.cart.setCartId(result.cart.id));
}

/** A change that is in the cart: data for a fetcher, else a redirect back with the notice flashed. */
function added(
  context: ActionFunctionArgs['context'],
  form: FormData,
  asData: boolean,
  input: CartFormInput,
  capped: boolean,
  headers: Headers | null,
) {
  const notice: Notice | null = capped
    ? {kind: 'info', title: 'Added to cart', description: LINE_CAPPED_MESSAGE}
    : input.intent === 'add'
      ? {kind: 'success', title: 'Added to cart', description: addedToCartDescription(input)}
      : null;
  const init = headers ? {headers} : undefined;
  const addedId = input.intent === 'add' ? input.merchandiseId : undefined;
  if (asData) return data({ok: true as const, notice, addedId}, init);
  if (notice) flashNotice(context.session, notice);
  return redirect(sameOriginPath(form.get('redirectTo'), '/cart'), {status: 303, ...init});
}

type CartHandler = ActionFunctionArgs['context']['cart'];

/** Of the request's provider budget, what the read before an add may take (the add gets the rest). */
const READ_BEFORE_ADD_MS = 1_000;

/**
 * The cart an add goes into: undefined when there is no cart yet (Hydrogen creates one) or it could not be
 * read (Shopify then has the last word on the add), null when Shopify no longer has the shopper's cart.
 * It gets part of the request's budget, so the add itself keeps time to be sent. A read that timed out
 * throws: Shopify is slow, and an add sent now would likely go unanswered, its outcome unknown.
 */
async function readCartBeforeAdd({cart, deadline}: ActionFunctionArgs['context']) {
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

/**
 * After an add: reads the cart and sets any line of the variant that went past the limit back to it.
 * True when it did. Set, not subtract, so adds that race each other all converge on the limit.
 */
async function capLineAfterAdd(cart: CartHandler, merchandiseId: string): Promise<boolean> {
  // The add itself succeeded: a read that fails leaves the answer to it as it is.
  const after = await cart.get().catch(() => null);
  if (!after || graphqlFailureOf(after)) return false;
  const over = linesOverLimit(after, merchandiseId);
  if (over.length === 0) return false;
  const corrected = await cart.updateLines(over);
  const failure = graphqlFailureOf(corrected) ?? errorMessagesOf(corrected.userErrors)[0];
  if (failure) throw new Error(`The cart line could not be brought back to the limit: ${failure}`);
  return true;
}

/** After a refused change: is it because the cart itself is gone (an answer of `cart: null`)? */
async function cartHasVanished(cart: CartHandler) {
  if (!cart.getCartId()) return false;
  return (await cart.get().catch(() => undefined)) === null;
}

/**
 * The cart form's discount code: Apply puts it on the cart (Shopify keeps a code it cannot apply, marked
 * not applicable), Remove (an empty code) takes the cart's codes off. The notice says how it went.
 */
async function discount(
  context: ActionFunctionArgs['context'],
  form: FormData,
  asData: boolean,
  code: string,
) {
  const {notice, headers} = code
    ? await applyDiscountLink(context.cart, code)
    : await removeDiscountCodes(context.cart);
  const init = headers ? {headers} : undefined;
  if (asData) return data({ok: notice.kind !== 'error', notice}, init);
  flashNotice(context.session, notice);
  return redirect(sameOriginPath(form.get('redirectTo'), '/cart'), {status: 303, ...init});
}

/** A refused or failed cart change: 4xx/5xx with the message, shown inline and as a toast. */
function cartError(message: string, status: number, field?: 'discountCode') {
  return data(
    {
      error: message,
      field,
      notice: {kind: 'error', title: 'Cart not updated', description: message} satisfies Notice,
    },
    {status},
  );
}

/**
 * Checkout reads the cart fresh from Shopify and sends the shopper to its checkout URL with the sales
 * channel (SPEC.md 4, 7): a redirect for a plain form, the URL for JavaScript (which opens a new tab).
 */
async function checkout(cart: CartHandler, asData: boolean) {
  const failed = (message: string, status: number) =>
    data(
      {
        error: message,
        notice: {
          kind: 'error',
          title: CHECKOUT_FAILED_TITLE,
          description: CHECKOUT_FAILED_DESCRIPTION,
        } satisfies Notice,
      },
      {status},
    );
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
  if (asData) return data({ok: true as const, checkoutUrl});
  return redirect(checkoutUrl, {status: 303});
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

export default function CartPage() {
  const loadError = useRootCart().cartError;
  const {bestsellers} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // The root loader holds the cart; the optimistic view adds changes still on their way.
  const {lines, isMutating} = useCartWithPendingChanges();
  // The discount form shows its own error beside its field.
  const failed =
    actionData &&
    'error' in actionData &&
    !('field' in actionData && actionData.field === 'discountCode')
      ? actionData
      : null;
  const actionError = failed?.error ?? null;
  // When Shopify could not be asked, nothing is known about the cart: it is not called empty, and Checkout
  // stays available (it reads the cart afresh and says so if that fails too).
  const unknown = lines.length === 0 && Boolean(loadError);
  const empty = lines.length === 0 && !unknown;

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl text-forest-900">Your Cart</h1>
      {failed ? <CartAlert notice={failed.notice} detail={failed.error} /> : null}
      {loadError && loadError !== actionError && !unknown ? (
        <CartAlert message={loadError} />
      ) : null}

      {/* On a phone the summary and Checkout follow the lines, before the suggestions (in the first screen
          with one line); on a laptop the summary is a column of its own beside both. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="flex flex-col gap-8 lg:col-start-1">
          {unknown ? (
            <p className="rounded-2xl border border-dashed border-bark-200 bg-cream-50 px-6 py-12 text-center text-bark-700">
              {CART_UNREADABLE_MESSAGE}
            </p>
          ) : empty ? (
            <div className="rounded-2xl border border-dashed border-bark-200 bg-cream-50 px-4 sm:px-6">
              <EmptyCartSuggestions bestsellers={bestsellers} />
            </div>
          ) : (
            <div className="rounded-2xl bg-white px-4 shadow-sm ring-1 ring-bark-100 sm:px-6">
              <CartLines lines={lines} />
            </div>
          )}
        </div>

        <aside
          aria-label="Order summary"
          className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-bark-100 lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <CartSummary totalTestId="cart-total" />
          <CheckoutButton isEmpty={empty} isMutating={isMutating} />
          {empty ? null : <CartDiscountCodes idPrefix="cart" />}
        </aside>

        {unknown || empty ? null : (
          <div className="lg:col-start-1">
            <PairsWellWith
              bestsellers={bestsellers}
              inCart={lines.map((line) => line.merchandise.product.handle)}
            />
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * A failed cart change or checkout, or a cart that could not be read. Without JavaScript this is where the
 * shopper reads the message a toast would show (SPEC.md 8), with the provider's reason under it.
 */
function CartAlert({
  notice,
  detail,
  message,
}: {
  notice?: Notice;
  detail?: string;
  message?: string;
}) {
  return (
    <div
      role="alert"
      data-testid={notice ? 'notice' : undefined}
      className="mt-6 rounded-xl bg-white px-4 py-3 text-terracotta-700 ring-1 ring-terracotta-600/40"
    >
      {notice ? <p className="font-semibold">{notice.title}</p> : null}
      {notice?.description ? <p>{notice.description}</p> : null}
      {detail && detail !== notice?.description ? <p className="mt-1 text-sm">{detail}</p> : null}
      {message ? <p>{message}</p> : null}
    </div>
  );
}

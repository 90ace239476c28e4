import {
  useActionData,
  useLoaderData,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
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
import {type ProductCardData} from '~/features/catalogue';
import {cartAction} from '~/features/cart/index.server';
import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {withTimeout} from '~/server/providerDeadline.server';
import {pageMeta} from '~/ui/seo';
import type {Notice} from '~/lib/notice';
import {CART_UNREADABLE_MESSAGE} from '~/lib/storefrontErrors';
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
  return cartAction(context, await request.formData().catch(() => null));
}

export default function CartPage() {
  const loadError = useRootCart().cartError;
  const {bestsellers} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // The root loader holds the cart; the optimistic view adds changes still on their way.
  const {lines, isMutating, unreadable} = useCartWithPendingChanges();
  // The discount form shows its own error beside its field.
  const failed =
    actionData &&
    'error' in actionData &&
    !('field' in actionData && actionData.field === 'discountCode')
      ? actionData
      : null;
  const actionError = failed?.error ?? null;
  // When Shopify could not be asked, nothing is known about the cart: it is not called empty, and it has
  // no total, discount codes or Checkout until a read succeeds.
  const empty = lines.length === 0 && !unreadable;

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl text-forest-900">Your Cart</h1>
      {failed ? <CartAlert notice={failed.notice} detail={failed.error} /> : null}
      {loadError && loadError !== actionError && !unreadable ? (
        <CartAlert message={loadError} />
      ) : null}

      {/* On a phone the summary and Checkout follow the lines, before the suggestions (in the first screen
          with one line); on a laptop the summary is a column of its own beside both. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="flex flex-col gap-8 lg:col-start-1">
          {unreadable ? (
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
          <CheckoutButton isEmpty={empty} isUnreadable={unreadable} isMutating={isMutating} />
          {empty || unreadable ? null : <CartDiscountCodes idPrefix="cart" />}
        </aside>

        {unreadable || empty ? null : (
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

import {Await, Link, useFetcher, useLocation} from '@remix-run/react';
import {Suspense, useEffect, useRef} from 'react';
import {COLLECTION_CARDS} from '~/content/collections';
import {SquareImage} from '~/ui/SquareImage';
import {AnswerAsDataField} from '~/lib/forms';
import {formatPrice, type MoneyLike} from '~/lib/money';
import {useAddToCartFeedback} from './CartContext';

/**
 * What a suggestion shows and posts. The catalogue's product cards have this shape; the cart names only
 * what it reads, so it need not depend on the catalogue.
 */
export interface SuggestedProduct {
  title: string;
  handle: string;
  image: {url: string; altText: string | null; width: number | null; height: number | null} | null;
  price: MoneyLike;
  variant: {id: string; availableForSale: boolean} | null;
}

export type Bestsellers = SuggestedProduct[] | Promise<SuggestedProduct[]>;

/** How many bestsellers an empty cart offers, and how many products the "Pairs well with" row holds. */
export const EMPTY_CART_BESTSELLERS = 4;
export const PAIRS_WELL_WITH = 3;

/** An empty cart: the categories to browse and a few bestsellers to add straight away. */
export function EmptyCartSuggestions({
  bestsellers,
  onNavigate,
}: {
  bestsellers: Bestsellers | undefined;
  onNavigate?: () => void;
}) {
  return (
    <div className="flex flex-col gap-6 py-6" data-testid="empty-cart">
      <div className="text-center">
        <p className="font-display text-xl text-forest-900">Your cart is empty</p>
        <p className="mt-1 text-bark-700">Find something you&apos;ll love:</p>
      </div>
      <nav aria-label="Shop by category">
        <p className="mb-2 font-semibold text-forest-900">Shop by category</p>
        <ul className="flex flex-wrap gap-2">
          {COLLECTION_CARDS.map((card) => (
            <li key={card.to}>
              <Link
                to={card.to}
                onClick={onNavigate}
                className="inline-block rounded-full border border-bark-200 bg-white px-3 py-1.5 text-sm text-forest-900 hover:border-sage-600"
              >
                {card.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SuggestionRow
        heading="Bestsellers"
        products={bestsellers}
        limit={EMPTY_CART_BESTSELLERS}
        onNavigate={onNavigate}
      />
    </div>
  );
}

/** A short row of bestsellers the cart does not hold yet. */
export function PairsWellWith({
  bestsellers,
  inCart,
  onNavigate,
}: {
  bestsellers: Bestsellers | undefined;
  /** Handles of the products in the cart. */
  inCart: readonly string[];
  onNavigate?: () => void;
}) {
  return (
    <SuggestionRow
      heading="Pairs well with"
      products={bestsellers}
      exclude={inCart}
      limit={PAIRS_WELL_WITH}
      onNavigate={onNavigate}
    />
  );
}

function SuggestionRow({
  heading,
  products,
  exclude = [],
  limit,
  onNavigate,
}: {
  heading: string;
  products: Bestsellers | undefined;
  exclude?: readonly string[];
  limit: number;
  onNavigate?: () => void;
}) {
  if (!products) return null;
  return (
    // Nothing while they load or when the read failed: the cart works without them.
    <Suspense fallback={null}>
      <Await resolve={products} errorElement={null}>
        {(resolved) => {
          const shown = resolved
            .filter(
              (product) => product.variant?.availableForSale && !exclude.includes(product.handle),
            )
            .slice(0, limit);
          if (shown.length === 0) return null;
          return (
            <section aria-label={heading} data-testid="cart-suggestions" className="@container">
              <p className="mb-2 font-semibold text-forest-900">{heading}</p>
              <ul className="grid grid-cols-1 gap-2 @md:grid-cols-2">
                {shown.map((product) => (
                  <SuggestionCard key={product.handle} product={product} onNavigate={onNavigate} />
                ))}
              </ul>
            </section>
          );
        }}
      </Await>
    </Suspense>
  );
}

/** Image, title, price (the card's price, as every listing shows it) and an Add that adds quantity 1. */
function SuggestionCard({
  product,
  onNavigate,
}: {
  product: SuggestedProduct;
  onNavigate?: () => void;
}) {
  const location = useLocation();
  const variantId = product.variant?.id ?? product.handle;
  // Its own key: a listing card's fetcher (`cart-add:{id}`) is answered once, with one toast.
  const fetcher = useFetcher({key: `cart-suggestion:${variantId}`});
  useAddToCartFeedback(fetcher, true, false);
  const adding = fetcher.state !== 'idle';
  return (
    <li className="flex items-center gap-3 rounded-xl bg-white p-2 ring-1 ring-bark-100">
      <div className="h-14 w-14 shrink-0 overflow-hidden rounded-lg bg-cream-100">
        {product.image ? (
          <SquareImage
            data={product.image}
            alt=""
            sizes="56px"
            candidates={2}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <Link
          to={`/product/${product.handle}`}
          onClick={onNavigate}
          className="line-clamp-2 text-sm font-semibold leading-snug text-forest-900 hover:underline"
        >
          {product.title}
        </Link>
        <p className="text-sm text-bark-800">{formatPrice(product.price)}</p>
      </div>
      <fetcher.Form method="post" action="/cart" preventScrollReset>
        <AnswerAsDataField />
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="merchandiseId" value={variantId} />
        <input type="hidden" name="quantity" value="1" />
        <input type="hidden" name="title" value={product.title} />
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <button
          type="submit"
          aria-disabled={adding || undefined}
          className="rounded-full bg-forest-800 px-3 py-1.5 text-sm font-semibold text-cream-50 hover:bg-forest-700"
        >
          {adding ? 'Adding…' : 'Add'}
          <span className="sr-only"> {product.title} to cart</span>
        </button>
      </fetcher.Form>
    </li>
  );
}

/**
 * The bestsellers for the drawer, read once from the cart page's loader when the drawer first opens
 * (the drawer has no loader of its own; the cart page renders them on the server).
 */
export function useDrawerBestsellers(): Bestsellers | undefined {
  const fetcher = useFetcher<{bestsellers: Bestsellers}>({key: 'cart-suggestions'});
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current || fetcher.data !== undefined) return;
    requested.current = true;
    void fetcher.load('/cart');
  }, [fetcher]);
  return fetcher.data?.bestsellers;
}

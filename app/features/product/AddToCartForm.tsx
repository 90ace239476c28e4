import {useFetcher} from '@remix-run/react';
import {useEffect, useState, type RefObject} from 'react';
import type {
  ProductDetailImageFragment,
  ProductDetailVariantFragment,
} from 'storefrontapi.generated';
import {formatPrice, type MoneyLike} from '~/lib/money';
import {cartAddFields} from './productPage';
import {useAddToCartFeedback} from '~/features/cart';
import {AnswerAsDataField} from '~/lib/forms';
import {SquareImage} from '~/ui/SquareImage';

/** Every Add to Cart on the page shares this fetcher, so the cart (drawer, toast) can read it too. */
export const CART_ADD_FETCHER_KEY = 'cart-add';

const BUTTON =
  'w-full rounded-full px-6 py-3 text-lg font-semibold shadow-sm transition motion-reduce:transition-none disabled:cursor-not-allowed';
const BUTTON_ENABLED = 'bg-forest-800 text-cream-50 hover:bg-forest-700';
const BUTTON_DISABLED = 'bg-bark-200 text-bark-700 shadow-none';

/**
 * A real form posting to /cart (works without JavaScript). With JavaScript it goes through a fetcher, so
 * the page stays where it is.
 */
export function AddToCartForm({
  productTitle,
  variant,
  redirectTo,
  className = '',
  showErrors = false,
  id,
  subscription,
}: {
  productTitle: string;
  variant: ProductDetailVariantFragment | undefined;
  redirectTo: string;
  className?: string;
  /** The main form's id, which the Subscribe & Save box names to post with it. */
  id?: string;
  /**
   * With the Subscribe & Save box: the chosen bundle's Standard variant and its Subscribe & Save variant's
   * id; the box's tick decides which is added (cartAddFields). `variant` stays the page's selection.
   */
  subscription?: {standardVariant: ProductDetailVariantFragment; subscribeVariantId: string};
  /** The main form says why an add failed; the sticky bar shares its fetcher and stays quiet. */
  showErrors?: boolean;
}) {
  const fetcher = useFetcher({key: CART_ADD_FETCHER_KEY});
  useAddToCartFeedback(fetcher, showErrors);
  if (!variant) {
    return (
      <button type="button" disabled className={`${BUTTON} ${BUTTON_DISABLED} ${className}`}>
        Product variant not available
      </button>
    );
  }
  const available = variant.availableForSale;
  const adding = fetcher.state !== 'idle';
  const error = showErrors && !adding ? errorMessage(fetcher.data) : null;
  return (
    // /cart answers a successful add with a redirect to `redirectTo`; keep the scroll position there.
    <fetcher.Form method="post" action="/cart" preventScrollReset className={className} id={id}>
      {cartAddFields({
        productTitle,
        variant: subscription?.standardVariant ?? variant,
        redirectTo,
        subscribeVariantId: subscription?.subscribeVariantId,
      }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <AnswerAsDataField />
      <button
        type="submit"
        disabled={!available}
        aria-disabled={adding || undefined}
        className={`${BUTTON} ${available ? BUTTON_ENABLED : BUTTON_DISABLED}`}
      >
        {!available ? 'Out of Stock' : adding ? 'Adding…' : 'Add to Cart'}
      </button>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-terracotta-700">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** The cart action answers a failed add with `{error}`. */
function errorMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  return typeof data.error === 'string' ? data.error : null;
}

/**
 * The bottom bar with its own Add to Cart. It is hidden until the main button has scrolled up out of view,
 * which only JavaScript can tell; without it the bar never shows.
 */
export function StickyAddToCart({
  targetRef,
  image,
  productTitle,
  price,
  variant,
  redirectTo,
}: {
  targetRef: RefObject<HTMLElement>;
  image: ProductDetailImageFragment | undefined;
  productTitle: string;
  price: MoneyLike;
  variant: ProductDetailVariantFragment | undefined;
  redirectTo: string;
}) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const target = targetRef.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    // Whichever way the main button leaves the view (scrolled past, or below a short screen), the bar
    // takes its place; a jump far past it (an anchor, the End key) changes its state too.
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setVisible(!entry.isIntersecting);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetRef]);

  return (
    <aside
      data-sticky-add=""
      aria-label="Quick add to cart"
      aria-hidden={!visible}
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-bark-100 bg-white/95 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur ${
        visible ? '' : 'hidden'
      }`}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3 sm:px-6">
        {image ? (
          // The box sets the size: SquareImage's inline style makes the picture fill its container.
          <div className="hidden h-14 w-14 shrink-0 overflow-hidden rounded-lg sm:block">
            <SquareImage
              data={image}
              alt=""
              sizes="56px"
              candidates={2}
              loading="lazy"
              className="h-full w-full object-cover"
            />
          </div>
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="truncate font-display text-forest-900">{productTitle}</p>
          <p className="font-semibold text-bark-800">{formatPrice(price)}</p>
        </div>
        <AddToCartForm
          productTitle={productTitle}
          variant={variant}
          redirectTo={redirectTo}
          className="w-44 shrink-0 sm:w-56"
        />
      </div>
    </aside>
  );
}

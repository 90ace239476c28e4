import {useEffect, useState, type RefObject} from 'react';
import type {
  ProductDetailImageFragment,
  ProductDetailVariantFragment,
} from 'storefrontapi.generated';
import {formatPrice, type MoneyLike} from '~/lib/money';
import {SquareImage} from '~/ui/SquareImage';
import {ADD_TO_CART_FORM_ID} from './productPage';
import {BUTTON, BUTTON_DISABLED, BUTTON_ENABLED} from './AddToCartForm';

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
}: {
  targetRef: RefObject<HTMLElement>;
  image: ProductDetailImageFragment | undefined;
  productTitle: string;
  price: MoneyLike;
  variant: ProductDetailVariantFragment | undefined;
}) {
  // The chosen option as Shopify names it ('Subscribe & Save / 2 Units'), so the shopper sees what the bar's
  // button adds; none for a product without options ('Default Title').
  const optionLabel = variant?.title === 'Default Title' ? null : variant?.title;
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
          {optionLabel ? (
            <p className="truncate text-sm text-bark-700" data-sticky-option="">
              {optionLabel}
            </p>
          ) : null}
          <p className="font-semibold text-bark-800">{formatPrice(price)}</p>
        </div>
        {/* It sends the main form (with the stepper's quantity and the Subscribe & Save box), so both
            buttons add exactly the same. */}
        <button
          type="submit"
          form={ADD_TO_CART_FORM_ID}
          disabled={!variant?.availableForSale}
          className={`${BUTTON} w-44 shrink-0 sm:w-56 ${variant?.availableForSale ? BUTTON_ENABLED : BUTTON_DISABLED}`}
        >
          {variant?.availableForSale ? 'Add to Cart' : 'Out of Stock'}
        </button>
      </div>
    </aside>
  );
}

import type {ProductDetailImageFragment} from 'storefrontapi.generated';
import {formatPrice, type MoneyLike} from '~/lib/money';
import {SquareImage} from '~/ui/SquareImage';

/**
 * The bottom bar with its own Add to Cart, shown while the page's main button is out of view (ProductView
 * loads it the first time that happens: only JavaScript can tell, and without it the bar never shows). It
 * names the chosen option, so the shopper sees what its button adds, and its button submits the page's
 * form, with the stepper's quantity and the Subscribe & Save box, so both buttons add exactly the same.
 *
 * It takes plain values only: anything imported from the page's own modules would tie this chunk to the
 * route's, which then has to load a second file up front.
 */
export function StickyAddToCart({
  visible,
  image,
  productTitle,
  option,
  price,
  available,
  formId,
}: {
  visible: boolean;
  image: ProductDetailImageFragment | undefined;
  productTitle: string;
  /** The chosen option in words ('Subscribe & Save · 2 Units'); empty for a product without options. */
  option: string;
  price: MoneyLike;
  available: boolean;
  /** The page's Add to Cart form. */
  formId: string;
}) {
  return (
    <aside
      data-sticky-add=""
      aria-label="Quick add to cart"
      aria-hidden={!visible}
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-bark-100 bg-white/95 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur ${
        visible ? '' : 'hidden'
      }`}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:gap-4 sm:px-6">
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
        <div className="min-w-0 flex-1 leading-snug">
          <p className="truncate font-display text-forest-900">{productTitle}</p>
          {option ? (
            <p data-sticky-option="" className="truncate text-sm text-bark-700">
              {option}
            </p>
          ) : null}
          <p className="font-semibold text-bark-800">{formatPrice(price)}</p>
        </div>
        <button
          type="submit"
          form={formId}
          disabled={!available}
          className={`w-40 shrink-0 rounded-full px-6 py-3 text-lg font-semibold shadow-sm transition motion-reduce:transition-none disabled:cursor-not-allowed sm:w-56 ${
            available
              ? 'bg-forest-800 text-cream-50 hover:bg-forest-700'
              : 'bg-bark-200 text-bark-700 shadow-none'
          }`}
        >
          {available ? 'Add to Cart' : 'Out of Stock'}
        </button>
      </div>
    </aside>
  );
}

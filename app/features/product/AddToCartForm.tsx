import {useFetcher} from '@remix-run/react';
import type {ProductDetailVariantFragment} from 'storefrontapi.generated';
import {CART_ADD_FIELDS, cartAddFields, MAX_ADD_QUANTITY} from './productPage';
import {useAddToCartFeedback} from '~/features/cart';
import {AnswerAsDataField} from '~/lib/forms';

/** Every Add to Cart on the page shares this fetcher, so the cart (drawer, toast) can read it too. */
export const CART_ADD_FETCHER_KEY = 'cart-add';

export const BUTTON =
  'w-full rounded-full px-6 py-3 text-lg font-semibold shadow-sm transition motion-reduce:transition-none disabled:cursor-not-allowed';
export const BUTTON_ENABLED = 'bg-forest-800 text-cream-50 hover:bg-forest-700';
export const BUTTON_DISABLED = 'bg-bark-200 text-bark-700 shadow-none';

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
  stepper = false,
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
  /** The main form: a quantity stepper beside the button instead of a quantity of 1. */
  stepper?: boolean;
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
      })
        .filter(([name]) => !(stepper && name === CART_ADD_FIELDS.quantity))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <AnswerAsDataField />
      <div className="flex gap-2 sm:gap-3">
        {stepper ? <QuantityStepper key={productTitle} disabled={!available} /> : null}
        <button
          type="submit"
          disabled={!available}
          aria-disabled={adding || undefined}
          className={`${BUTTON} ${available ? BUTTON_ENABLED : BUTTON_DISABLED}`}
        >
          {!available ? 'Out of Stock' : adding ? 'Adding…' : 'Add to Cart'}
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-terracotta-700">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

const STEP = 'invisible w-9 text-xl font-semibold text-forest-900 [[data-enhanced]_&]:visible';

/**
 * How many to add: a number field any browser can fill in (it posts with the form, so it works without
 * JavaScript), between − and +, which productEnhancements.ts makes work (the field's own stepUp and
 * stepDown, within its min and max) and then shows (`data-enhanced` on the page); until then they hold
 * their place invisibly, so nothing moves when they appear.
 */
function QuantityStepper({disabled}: {disabled: boolean}) {
  const step = (direction: 'down' | 'up') => (
    <button
      type="button"
      data-step={direction}
      className={STEP}
      aria-label={direction === 'up' ? 'Increase quantity' : 'Decrease quantity'}
      disabled={disabled}
    >
      {direction === 'up' ? '+' : '−'}
    </button>
  );
  return (
    <div className="flex shrink-0 rounded-full bg-white ring-1 ring-bark-200">
      {step('down')}
      <input
        type="number"
        name={CART_ADD_FIELDS.quantity}
        aria-label="Quantity"
        inputMode="numeric"
        min={1}
        max={MAX_ADD_QUANTITY}
        required
        disabled={disabled}
        defaultValue={1}
        className="w-10 bg-transparent text-center text-lg font-semibold [appearance:textfield]"
      />
      {step('up')}
    </div>
  );
}

/** The cart action answers a failed add with `{error}`. */
function errorMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  return typeof data.error === 'string' ? data.error : null;
}

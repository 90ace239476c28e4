import {useFetcher} from '@remix-run/react';
import {useRef, useState} from 'react';
import type {ProductDetailVariantFragment} from 'storefrontapi.generated';
import {CART_ADD_FIELDS, cartAddFields} from './productPage';
import {MAX_LINE_QUANTITY, useAddToCartFeedback} from '~/features/cart';
import {AnswerAsDataField} from '~/lib/forms';

/** Every Add to Cart on the page shares this fetcher, so the cart (drawer, toast) can read it too. */
export const CART_ADD_FETCHER_KEY = 'cart-add';

const BUTTON = 'buy-button';
const BUTTON_ENABLED = 'bg-forest-800 text-cream-50 hover:bg-forest-700';
const BUTTON_DISABLED = 'bg-bark-200 text-bark-700 shadow-none';

/**
 * The page's Add to Cart: a real form posting to /cart (works without JavaScript), with the quantity to add
 * beside its button. With JavaScript it goes through a fetcher, so the page stays where it is. The sticky
 * bar's button submits this same form.
 */
export function AddToCartForm({
  productTitle,
  variant,
  redirectTo,
  id,
  subscription,
}: {
  productTitle: string;
  variant: ProductDetailVariantFragment | undefined;
  redirectTo: string;
  /** The form's id, which the Subscribe & Save box and the sticky bar's button name to post with it. */
  id: string;
  /**
   * With the Subscribe & Save box: the chosen bundle's Standard variant and its Subscribe & Save variant's
   * id; the box's tick decides which is added (cartAddFields). `variant` stays the page's selection.
   */
  subscription?: {standardVariant: ProductDetailVariantFragment; subscribeVariantId: string};
}) {
  const fetcher = useFetcher({key: CART_ADD_FETCHER_KEY});
  useAddToCartFeedback(fetcher);
  if (!variant) {
    return (
      <button type="button" disabled className={`${BUTTON} ${BUTTON_DISABLED}`}>
        Product variant not available
      </button>
    );
  }
  const available = variant.availableForSale;
  const adding = fetcher.state !== 'idle';
  const error = adding ? null : errorMessage(fetcher.data);
  return (
    // /cart answers a successful add with a redirect to `redirectTo`; keep the scroll position there.
    <fetcher.Form method="post" action="/cart" preventScrollReset id={id}>
      {cartAddFields({
        productTitle,
        variant: subscription?.standardVariant ?? variant,
        redirectTo,
        subscribeVariantId: subscription?.subscribeVariantId,
      }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <AnswerAsDataField />
      <div className="flex gap-2 sm:gap-3">
        <QuantityStepper disabled={!available} />
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

/**
 * How many to add: a number field in the form, so it posts with it and works without JavaScript (any
 * browser lets a shopper type or step it within its min and max). With JavaScript, − and + step it too
 * (the field's own stepUp and stepDown keep it within its bounds) and tell a screen reader the new quantity,
 * since its focus stays on the button; without JavaScript they would do nothing, so they are not shown.
 */
function QuantityStepper({disabled}: {disabled: boolean}) {
  const field = useRef<HTMLInputElement>(null);
  const [said, say] = useState('');
  const step = (up: boolean) => (
    <button
      type="button"
      aria-label={up ? 'Increase quantity' : 'Decrease quantity'}
      disabled={disabled}
      onClick={() => {
        const input = field.current;
        if (!input) return;
        if (up) input.stepUp();
        else input.stepDown();
        say(`Quantity ${input.value}`);
      }}
      className="stepper-button"
    >
      {up ? '+' : '−'}
    </button>
  );
  return (
    <div className="stepper">
      {step(false)}
      <input
        ref={field}
        type="number"
        name={CART_ADD_FIELDS.quantity}
        aria-label="Quantity"
        inputMode="numeric"
        min={1}
        max={MAX_LINE_QUANTITY}
        required
        disabled={disabled}
        defaultValue={1}
        // − and + replace the browser's own arrows, which stay where they are the only ones.
        className="stepper-field"
      />
      {step(true)}
      <span aria-live="polite" className="sr-only">
        {said}
      </span>
    </div>
  );
}

/** The cart action answers a failed add with `{error}`. */
function errorMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  return typeof data.error === 'string' ? data.error : null;
}

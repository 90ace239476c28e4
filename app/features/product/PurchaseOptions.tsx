import {Link, useNavigate} from '@remix-run/react';
import {useEffect, useRef} from 'react';
import type {ProductDetailVariantFragment} from 'storefrontapi.generated';
import {
  BUNDLES,
  bundleByKey,
  bundleSaving,
  findBundleVariant,
  subscriptionSaving,
  SUBSCRIPTION_INTERVAL_TEXT,
  type PurchaseSelection,
} from './bundles';
import {formatPrice, type MoneyLike} from '~/lib/money';
import {searchForSelection, searchForVariant} from './productPage';

type Variant = ProductDetailVariantFragment;

interface SelectionProps {
  variants: readonly Variant[];
  selection: PurchaseSelection;
  /** The product page's path, without a query string. */
  pathname: string;
  searchParams: URLSearchParams;
}

const OPTION_CARD = 'option-card';
const OPTION_SELECTED = 'border-forest-700 bg-forest-50';
const OPTION_IDLE = 'border-bark-200 bg-white hover:border-sage-600';

/** Buy 1 / Bundle of 2 / Bundle of 3 as links (`?bundle=`), each with its price and saving. */
export function BundleSelector({variants, selection, pathname, searchParams}: SelectionProps) {
  return (
    <section aria-labelledby="bundle-heading">
      <h2 id="bundle-heading" className="bundle-heading">
        Choose your bundle
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:gap-3">
        {BUNDLES.map((bundle) => {
          const variant = findBundleVariant(variants, {
            bundle: bundle.key,
            subscribe: selection.subscribe,
          });
          const saving = bundleSaving(variants, bundle.key, selection.subscribe);
          const selected = bundle.key === selection.bundle;
          const search = searchForSelection(searchParams, {...selection, bundle: bundle.key});
          return (
            <li key={bundle.key} className="pt-2.5">
              <Link
                to={`${pathname}${search}`}
                replace
                preventScrollReset
                aria-current={selected ? 'true' : undefined}
                className={`${OPTION_CARD} ${selected ? OPTION_SELECTED : OPTION_IDLE}`}
              >
                {'badge' in bundle ? (
                  <span className="bundle-flag">
                    {bundle.badge}
                  </span>
                ) : null}
                <span className="font-semibold text-forest-900">{bundle.label}</span>
                <span className="hidden text-sm text-bark-700 sm:block">{bundle.caption}</span>
                {variant ? (
                  <span className="mt-auto font-semibold text-bark-800 sm:pt-1">
                    {formatPrice(variant.price)}
                  </span>
                ) : null}
                {saving ? (
                  <span className="text-xs font-semibold text-terracotta-700 sm:text-sm">
                    Save {saving.percent}%
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The Subscribe & Save box. Its checkbox belongs to the Add to Cart form (`formId`), so without JavaScript
 * a tick goes with the add (no "Update" first) and the box shows the price it adds at. With JavaScript a
 * tick also updates the page's selection in the URL (replacing the history entry, keeping the scroll).
 */
export function SubscribeAndSave({
  variants,
  selection,
  pathname,
  searchParams,
  formId,
  subscribePrice,
}: SelectionProps & {formId: string; subscribePrice: MoneyLike}) {
  const navigate = useNavigate();
  // Uncontrolled, so a tick shows at once and focus stays; the URL's state is written back when it changes.
  const checkbox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (checkbox.current) checkbox.current.checked = selection.subscribe;
  }, [selection.subscribe]);
  const saving = subscriptionSaving(variants, bundleByKey(selection.bundle).quantity);
  return (
    <label
      className={`subscribe-card ${
        selection.subscribe ? OPTION_SELECTED : OPTION_IDLE
      }`}
    >
      <input
        type="checkbox"
        name="subscribe"
        value="1"
        form={formId}
        ref={checkbox}
        defaultChecked={selection.subscribe}
        onChange={(event) => {
          const subscribe = event.currentTarget.checked;
          void navigate(
            `${pathname}${searchForSelection(searchParams, {...selection, subscribe})}`,
            {
              replace: true,
              preventScrollReset: true,
            },
          );
        }}
        className="mt-1 h-5 w-5 accent-forest-700"
      />
      <span className="flex flex-wrap gap-x-2 gap-y-0.5">
        <span className="basis-full font-semibold text-forest-900">
          Subscribe &amp; Save{' '}
          <span className="font-normal text-bark-800">· {formatPrice(subscribePrice)}</span>
        </span>
        <span className="text-bark-700 sm:text-sm">{SUBSCRIPTION_INTERVAL_TEXT}</span>
        {saving ? (
          <span className="font-semibold text-terracotta-700 sm:text-sm">
            Save {formatPrice(saving.amount)} ({saving.percent}%)
          </span>
        ) : null}
      </span>
    </label>
  );
}

/** One link per variant (`?variant=<id>`); the selected one is marked with aria-current. */
export function QuickSelect({
  variants,
  selectedVariantId,
  pathname,
  searchParams,
}: Omit<SelectionProps, 'selection'> & {selectedVariantId: string | undefined}) {
  return (
    <section aria-labelledby="quick-select-heading">
      <h2 id="quick-select-heading" className="mb-2 text-sm font-semibold text-forest-900">
        Quick Select Variants
      </h2>
      <ul className="flex flex-wrap gap-2">
        {variants.map((variant) => {
          const selected = variant.id === selectedVariantId;
          return (
            <li key={variant.id}>
              <Link
                to={`${pathname}${searchForVariant(searchParams, variant.id)}`}
                replace
                preventScrollReset
                aria-current={selected ? 'true' : undefined}
                className={`chip ${
                  selected
                    ? 'border-forest-800 bg-forest-800 text-cream-50'
                    : 'border-bark-200 bg-white text-bark-800 hover:border-sage-600'
                }`}
              >
                {variant.title}
                {variant.availableForSale ? null : (
                  <span className="text-xs opacity-80">(Sold out)</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

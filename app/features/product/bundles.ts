/**
 * Product page purchase rules (SPEC.md 4 "Product page", 9 "Product page"): bundles, Subscribe & Save,
 * the selected variant, savings, and the selection as URL search parameters (so it works without JS).
 */
import {
  ONE_UNIT,
  optionValue,
  PURCHASE_TYPE,
  QUANTITY,
  STANDARD,
  SUBSCRIBE_AND_SAVE,
  type VariantLike,
} from '~/features/catalogue';

export const BUNDLES = [
  {key: 'single', quantity: 1, label: 'Buy 1', caption: 'Try it out'},
  {
    key: 'bundle2',
    quantity: 2,
    label: 'Bundle of 2',
    caption: 'Perfect for you & a friend',
    badge: 'MOST POPULAR',
  },
  {key: 'bundle3', quantity: 3, label: 'Bundle of 3', caption: 'Best Value'},
] as const;

export type Bundle = (typeof BUNDLES)[number];
export type BundleKey = Bundle['key'];
export type BundleQuantity = Bundle['quantity'];
export type QuantityOptionValue = '1 Unit' | '2 Units' | '3 Units';

export const DEFAULT_BUNDLE: BundleKey = 'single';
export const SUBSCRIPTION_INTERVAL_TEXT = 'Delivered every 30 days';

export interface PurchaseSelection {
  bundle: BundleKey;
  subscribe: boolean;
}

export const DEFAULT_SELECTION: PurchaseSelection = {bundle: DEFAULT_BUNDLE, subscribe: false};

export interface Saving {
  /** Dollars, e.g. 1.8 for $1.80; computed in cents so it carries no float error beyond 2 decimals. */
  amount: number;
  /** Whole percent, Math.round of the exact ratio. */
  percent: number;
}

type OptionsOnly = Pick<VariantLike, 'selectedOptions'>;
type Priced = Pick<VariantLike, 'selectedOptions' | 'price'>;

export function isBundleKey(value: unknown): value is BundleKey {
  return BUNDLES.some((bundle) => bundle.key === value);
}

export function bundleByKey(key: BundleKey): Bundle {
  return BUNDLES.find((bundle) => bundle.key === key) ?? BUNDLES[0];
}

/** The Quantity option value for a bundle size: '1 Unit', '2 Units', '3 Units'. */
export function quantityOptionValue(quantity: BundleQuantity): QuantityOptionValue {
  return quantity === 1 ? ONE_UNIT : quantity === 2 ? '2 Units' : '3 Units';
}

function purchaseTypeValue(subscribe: boolean) {
  return subscribe ? SUBSCRIBE_AND_SAVE : STANDARD;
}

/** The variant with exactly this Purchase Type and Quantity, without fallback. */
export function findBundleVariant<V extends OptionsOnly>(
  variants: readonly V[],
  {bundle, subscribe}: PurchaseSelection,
): V | undefined {
  const quantity = quantityOptionValue(bundleByKey(bundle).quantity);
  const purchaseType = purchaseTypeValue(subscribe);
  return variants.find(
    (variant) =>
      optionValue(variant, PURCHASE_TYPE) === purchaseType &&
      optionValue(variant, QUANTITY) === quantity,
  );
}

/**
 * The selected variant: Purchase Type 'Subscribe & Save' when subscribing, else 'Standard', with the bundle's
 * Quantity; the first variant when none matches. Availability is not considered: a sold-out variant is still
 * the selection, and the page shows it as Out of Stock.
 */
export function selectVariant<V extends OptionsOnly>(
  variants: readonly V[],
  selection: PurchaseSelection,
): V | undefined {
  return findBundleVariant(variants, selection) ?? variants[0];
}

/** Quick Select: the subscribe flag from the variant's Purchase Type, the bundle from its Quantity. */
export function selectionFromVariant(variant: OptionsOnly | null | undefined): PurchaseSelection {
  if (!variant) return {...DEFAULT_SELECTION};
  const quantity = optionValue(variant, QUANTITY);
  const bundle = BUNDLES.find((candidate) => quantityOptionValue(candidate.quantity) === quantity);
  return {
    bundle: bundle?.key ?? DEFAULT_BUNDLE,
    subscribe: optionValue(variant, PURCHASE_TYPE) === SUBSCRIBE_AND_SAVE,
  };
}

const TRUE_VALUES = new Set(['1', 'true', 'on', 'yes']);

/** `?bundle=bundle2&subscribe=1`; unknown values fall back to the defaults (single, not subscribing). */
export function parseSelection(searchParams: URLSearchParams): PurchaseSelection {
  const bundle = searchParams.get('bundle');
  const subscribe = searchParams.get('subscribe');
  return {
    bundle: isBundleKey(bundle) ? bundle : DEFAULT_BUNDLE,
    subscribe: subscribe !== null && TRUE_VALUES.has(subscribe.trim().toLowerCase()),
  };
}

/** The numeric tail of a variant gid ('gid://shopify/ProductVariant/123' → '123'), or the value itself. */
function variantIdKey(id: string): string {
  return /(?:^|\/)(\d+)(?:\?.*)?$/.exec(id.trim())?.[1] ?? id.trim();
}

/** The variant named by `?variant=` as a numeric id or a full gid. */
export function variantFromSearchParams<V extends Pick<VariantLike, 'id'>>(
  searchParams: URLSearchParams,
  variants: readonly V[],
): V | undefined {
  const requested = searchParams.get('variant');
  if (!requested?.trim()) return undefined;
  const key = variantIdKey(requested);
  return variants.find((variant) => variant.id === requested || variantIdKey(variant.id) === key);
}

/** The selection from the URL: a `variant` that matches one of the product's variants wins over bundle/subscribe. */
export function selectionFromSearchParams(
  searchParams: URLSearchParams,
  variants: readonly Pick<VariantLike, 'id' | 'selectedOptions'>[],
): PurchaseSelection {
  const variant = variantFromSearchParams(searchParams, variants);
  return variant ? selectionFromVariant(variant) : parseSelection(searchParams);
}

/** A money amount string ("12", "12.0", "24.50") in integer cents; null when it is not a number. */
export function amountToCents(amount: string): number | null {
  const match = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/.exec(amount);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (!whole && !fraction) return null;
  const digits = `${fraction}000`;
  let cents = Number(whole || '0') * 100 + Number(digits.slice(0, 2));
  // Round half up on the third decimal; the API sends at most two.
  if (Number(digits[2]) >= 5) cents += 1;
  return sign === '-' ? -cents : cents;
}

function priceCents(variant: Priced | undefined): number | null {
  return variant ? amountToCents(variant.price.amount) : null;
}

function saving(referenceCents: number | null, priceCentsValue: number | null): Saving | null {
  if (referenceCents === null || priceCentsValue === null || referenceCents <= 0) return null;
  const difference = referenceCents - priceCentsValue;
  if (difference <= 0) return null;
  return {amount: difference / 100, percent: Math.round((difference * 100) / referenceCents)};
}

/** Subscribe & Save saving for a quantity: the Standard price minus the Subscribe & Save price. */
export function subscriptionSaving(
  variants: readonly Priced[],
  quantity: BundleQuantity,
): Saving | null {
  const bundle = BUNDLES.find((candidate) => candidate.quantity === quantity) ?? BUNDLES[0];
  const standard = findBundleVariant(variants, {bundle: bundle.key, subscribe: false});
  const subscription = findBundleVariant(variants, {bundle: bundle.key, subscribe: true});
  return saving(priceCents(standard), priceCents(subscription));
}

/**
 * A bundle's saving against buying single units: the Standard 1 Unit price × quantity minus the price of the
 * bundle's variant (Standard, or Subscribe & Save when subscribing). Null when a variant is missing or
 * nothing is saved (Buy 1 without subscribing).
 */
export function bundleSaving(
  variants: readonly Priced[],
  bundle: BundleKey,
  subscribe: boolean,
): Saving | null {
  const single = priceCents(findBundleVariant(variants, {bundle: 'single', subscribe: false}));
  const chosen = priceCents(findBundleVariant(variants, {bundle, subscribe}));
  return saving(single === null ? null : single * bundleByKey(bundle).quantity, chosen);
}

/**
 * Product detail page rules beside the purchase rules of bundles.ts (SPEC.md 2 "Product detail", 4 "Product
 * page"): which handles are looked up, how the page's state lives in the URL (selection, gallery image), which
 * products are related, and the fields the Add to Cart form posts to /cart.
 */
import {SUBSCRIBE_MERCHANDISE_FIELD} from '~/features/cart';
import {
  selectionFromSearchParams,
  selectionFromVariant,
  selectVariant,
  variantFromSearchParams,
  type PurchaseSelection,
} from './bundles';
import {
  PRODUCT_LIMITS,
  QUANTITY,
  optionValue,
  priceStoryOf,
  type VariantLike,
} from '~/features/catalogue';
import type {RelatedProductFragment} from 'storefrontapi.generated';
import type {PriceStory} from '~/lib/money';

/** Handles are looked up only when they look like one; anything else is a 404 without a query. */
export const PRODUCT_HANDLE_PATTERN = /^[a-z0-9][a-z0-9-]{0,200}$/i;

export function isProductHandle(handle: unknown): handle is string {
  return typeof handle === 'string' && PRODUCT_HANDLE_PATTERN.test(handle);
}

/** URL parameters of the page: `bundle`, `subscribe` and `variant` choose the variant; `image` the picture. */
export const SELECTION_PARAMS = ['bundle', 'subscribe', 'variant'] as const;
export const IMAGE_PARAM = 'image';

export interface ProductSelection<V> {
  selection: PurchaseSelection;
  variant: V | undefined;
}

/**
 * The selection the URL asks for and its variant: a `?variant=` naming one of the product's variants wins
 * (Quick Select), else `bundle` and `subscribe` pick one (selectVariant falls back to the first variant).
 */
export function productSelection<V extends Pick<VariantLike, 'id' | 'selectedOptions'>>(
  searchParams: URLSearchParams,
  variants: readonly V[],
): ProductSelection<V> {
  const named = variantFromSearchParams(searchParams, variants);
  if (named) return {selection: selectionFromVariant(named), variant: named};
  const selection = selectionFromSearchParams(searchParams, variants);
  return {selection, variant: selectVariant(variants, selection)};
}

/** The numeric tail of a gid, used in URLs: 'gid://shopify/ProductVariant/100106' → '100106'. */
export function numericId(gid: string): string {
  return /\/(\d+)(?:\?.*)?$/.exec(gid)?.[1] ?? gid;
}

function withParams(current: URLSearchParams, change: (params: URLSearchParams) => void): string {
  const params = new URLSearchParams(current);
  change(params);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The search string for a bundle/subscribe choice; the gallery image stays, a Quick Select variant goes. */
export function searchForSelection(current: URLSearchParams, selection: PurchaseSelection): string {
  return withParams(current, (params) => {
    for (const name of SELECTION_PARAMS) params.delete(name);
    if (selection.bundle !== 'single') params.set('bundle', selection.bundle);
    if (selection.subscribe) params.set('subscribe', '1');
  });
}

/** The search string for a Quick Select variant: `?variant=<numeric id>`, replacing bundle and subscribe. */
export function searchForVariant(current: URLSearchParams, variantId: string): string {
  return withParams(current, (params) => {
    for (const name of SELECTION_PARAMS) params.delete(name);
    params.set('variant', numericId(variantId));
  });
}

/** The search string for gallery image `index` (0-based); the URL counts from 1 and omits the first. */
export function searchForImage(current: URLSearchParams, index: number): string {
  return withParams(current, (params) => {
    if (index > 0) params.set(IMAGE_PARAM, String(index + 1));
    else params.delete(IMAGE_PARAM);
  });
}

/** The 0-based gallery index from `?image=N` (1-based); anything out of range shows the first image. */
export function imageIndexFromSearchParams(
  searchParams: URLSearchParams,
  imageCount: number,
): number {
  const raw = searchParams.get(IMAGE_PARAM);
  if (!raw || !/^\d{1,3}$/.test(raw)) return 0;
  const index = Number(raw) - 1;
  return index >= 0 && index < imageCount ? index : 0;
}

/** True when two URLs of the page differ in nothing but the gallery image (no data needs reloading). */
export function onlyImageChanged(current: URLSearchParams, next: URLSearchParams): boolean {
  const strip = (params: URLSearchParams) => {
    const copy = new URLSearchParams(params);
    copy.delete(IMAGE_PARAM);
    copy.sort();
    return copy.toString();
  };
  return strip(current) === strip(next);
}

/**
 * 'You May Also Like': the first `limit` distinct products from the candidate lists in order (e.g. the
 * product's first collection, then best sellers), never the product itself.
 */
export function pickRelatedProducts<P extends {id: string; handle: string}>(
  currentHandle: string,
  candidateLists: readonly (readonly P[] | null | undefined)[],
  limit: number = PRODUCT_LIMITS.related,
): P[] {
  const picked: P[] = [];
  const seen = new Set<string>();
  for (const candidate of candidateLists.flatMap((list) => list ?? [])) {
    if (picked.length >= limit) break;
    if (candidate.handle === currentHandle || seen.has(candidate.id)) continue;
    seen.add(candidate.id);
    picked.push(candidate);
  }
  return picked;
}

/** A 'You May Also Like' card: what it shows, the price as the product's card tells it (priceStoryOf). */
export interface RelatedProductCardData extends PriceStory {
  id: string;
  title: string;
  handle: string;
  featuredImage: RelatedProductFragment['featuredImage'];
}

export function toRelatedProductCard(product: RelatedProductFragment): RelatedProductCardData {
  const {id, title, handle, featuredImage} = product;
  return {id, title, handle, featuredImage, ...priceStoryOf(product)};
}

/** The product page's main Add to Cart form: the Subscribe & Save box posts with it (`form` attribute). */
export const ADD_TO_CART_FORM_ID = 'add-to-cart';

/** The Add to Cart form's field names, for the /cart action that reads them. */
export const CART_ADD_FIELDS = {
  intent: 'intent',
  merchandiseId: 'merchandiseId',
  quantity: 'quantity',
  redirectTo: 'redirectTo',
  title: 'title',
  variantTitle: 'variantTitle',
  subscribe: 'subscribe',
  bundleQuantity: 'bundleQuantity',
} as const;

/**
 * The hidden fields of the product page's Add to Cart form. A bundle is a variant; how many of it the form
 * adds is its quantity field (`quantity`, the stepper's number field, 1 when absent). `bundleQuantity` (1-3)
 * and `subscribe` ('1', absent when not subscribing) come from the variant's own options, so they always
 * describe what is added.
 */
export function cartAddFields({
  productTitle,
  variant,
  redirectTo,
  subscribeVariantId,
}: {
  productTitle: string;
  variant: Pick<VariantLike, 'id' | 'title' | 'selectedOptions'>;
  redirectTo: string;
  /**
   * The form whose Subscribe & Save box posts with it: `variant` is the chosen bundle's Standard variant
   * and this its Subscribe & Save one; the box's own `subscribe` field says which the cart adds.
   */
  subscribeVariantId?: string;
}): [name: string, value: string][] {
  const {bundle, subscribe} = selectionFromVariant(variant);
  const hasQuantity = optionValue(variant, QUANTITY) !== undefined;
  const bundleQuantity = hasQuantity ? {single: 1, bundle2: 2, bundle3: 3}[bundle] : 1;
  const fields: [string, string][] = [
    [CART_ADD_FIELDS.intent, 'add'],
    [CART_ADD_FIELDS.merchandiseId, variant.id],
    [CART_ADD_FIELDS.redirectTo, redirectTo],
    [CART_ADD_FIELDS.title, productTitle],
    [CART_ADD_FIELDS.variantTitle, variant.title],
    [CART_ADD_FIELDS.bundleQuantity, String(bundleQuantity)],
  ];
  if (subscribeVariantId) fields.push([SUBSCRIBE_MERCHANDISE_FIELD, subscribeVariantId]);
  else if (subscribe) fields.push([CART_ADD_FIELDS.subscribe, '1']);
  return fields;
}

/**
 * The chosen variant named by its options' values, as the sticky bar shows it: 'Subscribe & Save · 2 Units'.
 * Empty for a product without options (Shopify's lone 'Default Title').
 */
export function variantOptionsLabel(variant: Pick<VariantLike, 'selectedOptions'>): string {
  return variant.selectedOptions
    .map((option) => option.value)
    .filter((value) => value !== 'Default Title')
    .join(' · ');
}

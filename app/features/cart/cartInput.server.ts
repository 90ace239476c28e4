import {z} from 'zod';
import {parseForm} from '~/server/forms.server';
import {lazySchema} from '~/server/zod.server';
import {addedMerchandiseId} from './optimisticCart';
import {LINE_ID_PATTERN, MAX_CART_LINES, MAX_LINE_QUANTITY, VARIANT_ID_PATTERN} from './cartRules';

/** The limit message, for a form field and for an add that would take a line past it. */
export const LINE_LIMIT_MESSAGE = `You can add at most ${MAX_LINE_QUANTITY} of one item`;

/** An add that raced others past the limit and was brought back to it (the shopper is told). */
export const LINE_CAPPED_MESSAGE = `Your cart now holds ${MAX_LINE_QUANTITY} of this item, the most it can hold.`;

/** A change to a line when the shopper has no cart (no cookie): nothing to change. */
export const NO_CART_MESSAGE =
  'Your cart is empty, so there is nothing to change. Add an item to start a cart.';

/** An add of a new item to a cart that already holds MAX_CART_LINES different items. */
export const CART_LINES_LIMIT_MESSAGE = `Your cart can hold at most ${MAX_CART_LINES} different items. Remove one to add something new.`;

export {MAX_LINE_QUANTITY, CHECKOUT_FAILED_DESCRIPTION, CHECKOUT_FAILED_TITLE} from './cartRules';

/** One schema for every cart form; a missing or unknown `intent` is 'Unknown cart action'. */
export const cartFormSchema = lazySchema(() => {
  const variantId = z
    .string({error: 'Choose a product option'})
    .regex(VARIANT_ID_PATTERN, 'That product option is not available');
  const lineId = z
    .string({error: 'That cart line no longer exists'})
    .regex(LINE_ID_PATTERN, 'That cart line no longer exists');
  const quantity = z.coerce
    .number({error: 'Quantity must be a number'})
    .int('Quantity must be a whole number')
    .max(MAX_LINE_QUANTITY, LINE_LIMIT_MESSAGE);
  const shortText = z.string().trim().max(200).optional();
  const discountCode = z
    .string()
    .trim()
    .max(64, 'Discount codes are at most 64 characters')
    .regex(/^[\w-]*$/, 'Discount codes use letters, numbers, dashes and underscores');

  // One shape per cart form, told apart by `intent`.
  const CART_FORMS = [
    z.object({
      intent: z.literal('add'),
      merchandiseId: variantId,
      // The product page's Subscribe & Save variant for the chosen bundle: added instead when the form's
      // Subscribe & Save box is ticked, so the box needs no "Update" before Add to Cart without JavaScript.
      subscribeMerchandiseId: variantId.optional(),
      quantity: quantity.min(1, 'Quantity must be at least 1').default(1),
      title: shortText,
      variantTitle: shortText,
      subscribe: z.enum(['1', '0', 'true', 'false', 'on']).optional(),
      bundleQuantity: z.coerce.number().int().min(1).max(3).optional(),
    }),
    z.object({
      intent: z.literal('update'),
      lineId,
      // Zero or less removes the line (SPEC.md 4); the floor only keeps nonsense out.
      quantity: quantity.min(-MAX_LINE_QUANTITY, 'Quantity must be a number'),
    }),
    z.object({intent: z.literal('remove'), lineId}),
    z.object({intent: z.literal('checkout')}),
    z.object({
      intent: z.literal('discount'),
      // A code to add to the cart's codes; empty with no `removeCode`, every code comes off.
      discountCode,
      // One code's own Remove: that code comes off, the others stay.
      removeCode: discountCode.optional(),
    }),
  ] as const;

  return z.discriminatedUnion('intent', CART_FORMS, {
    error: 'Unknown cart action',
  });
});

export type CartFormInput = z.infer<ReturnType<typeof cartFormSchema>>;

/** Reads and checks any cart form (duplicated fields count once, the first; files are ignored). */
export function parseCartForm(form: FormData) {
  const parsed = parseForm(form, cartFormSchema());
  if (!parsed.ok || parsed.data.intent !== 'add') return parsed;
  // An add names the variant it adds in `merchandiseId` from here on (the ticked box's choice applied).
  const {subscribeMerchandiseId: _subscribeVariant, ...add} = parsed.data;
  return {...parsed, data: {...add, merchandiseId: addedMerchandiseId(parsed.data)}};
}

type CartLineSummary = {quantity: number; merchandise: {id: string}};
type CartLinesSummary = {lines: {edges: {node: CartLineSummary}[]}};

/** The cart handler's read (CART_QUERY_FRAGMENT) gives its lines as edges. */
function linesOf(cart: CartLinesSummary | null | undefined): CartLineSummary[] {
  return cart?.lines.edges.map((edge) => edge.node) ?? [];
}

/** How many of a variant the cart already holds (a variant can sit on more than one line). */
export function quantityInCart(
  cart: CartLinesSummary | null | undefined,
  merchandiseId: string,
): number {
  return linesOf(cart)
    .filter((line) => line.merchandise.id === merchandiseId)
    .reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Why an add must be refused before it reaches Shopify, or null. An add merges into the variant's line
 * (SPEC.md 4), so the per-item limit applies to the sum; a variant not yet in the cart needs a new line,
 * and a cart already at MAX_CART_LINES has none to give.
 */
export function addRefusal(
  cart: CartLinesSummary | null | undefined,
  input: {merchandiseId: string; quantity: number},
): string | null {
  const inCart = quantityInCart(cart, input.merchandiseId);
  if (inCart + input.quantity > MAX_LINE_QUANTITY) return LINE_LIMIT_MESSAGE;
  if (inCart === 0 && linesOf(cart).length >= MAX_CART_LINES) return CART_LINES_LIMIT_MESSAGE;
  return null;
}

/**
 * The lines of a variant that hold more than the limit, each with the quantity to set it back to. Two adds
 * that each passed `addRefusal` can still land together past it (10 parallel adds of 20 made 109), so the
 * cart is read after an add and corrected.
 */
export function linesOverLimit(
  cart: {lines: {edges: {node: CartLineWithId}[]}} | null | undefined,
  merchandiseId: string,
): {id: string; quantity: number}[] {
  const lines = cart?.lines.edges.map((edge) => edge.node) ?? [];
  return lines
    .filter((line) => line.merchandise.id === merchandiseId && line.quantity > MAX_LINE_QUANTITY)
    .map((line) => ({id: line.id, quantity: MAX_LINE_QUANTITY}));
}

type CartLineWithId = CartLineSummary & {id: string};

/**
 * The variants of an add that needed a line of their own: those the cart did not hold before it. With no
 * read from before (it failed), a variant's line holding exactly the quantity added is taken as new.
 */
export function variantsAddedAsNewLines(
  before: CartLinesSummary | null | undefined,
  after: CartLinesSummary,
  added: readonly {merchandiseId: string; quantity: number}[],
): string[] {
  return added
    .filter((input) =>
      before === undefined
        ? quantityInCart(after, input.merchandiseId) === input.quantity
        : quantityInCart(before, input.merchandiseId) === 0,
    )
    .map((input) => input.merchandiseId);
}

/**
 * The lines to take back out after an add that left the cart holding more than MAX_CART_LINES: those of
 * the variants it added as new lines. Adds that raced each other past the cap each take their own lines
 * back, so the cart ends at or under it whatever order Shopify lists lines in (an add that saw the cart
 * within the cap keeps its line, and the last such read saw every line kept). Empty when within the cap.
 */
export function linesOverCartCap(
  after: {lines: {edges: {node: CartLineWithId}[]}},
  newVariants: readonly string[],
): string[] {
  const lines = linesOf(after) as CartLineWithId[];
  if (lines.length <= MAX_CART_LINES) return [];
  return lines.filter((line) => newVariants.includes(line.merchandise.id)).map((line) => line.id);
}

export function isSubscribing(input: {subscribe?: string}) {
  return input.subscribe === '1' || input.subscribe === 'true' || input.subscribe === 'on';
}

/** The toast text after an add: the card's line, or the product page's '{qty} × title' form. */
export function addedToCartDescription(input: {
  title?: string;
  bundleQuantity?: number;
  quantity?: number;
  subscribe?: string;
}) {
  const title = input.title?.trim() || 'The item';
  if (!input.bundleQuantity) return `${title} has been added to your cart`;
  // qty counts units: the product page's stepper adds `quantity` of a bundle of `bundleQuantity`.
  const units = input.bundleQuantity * (input.quantity ?? 1);
  return `${units} × ${title}${isSubscribing(input) ? ' (Subscribe & Save)' : ''}`;
}

/** The cart's checkout URL with the sales channel Shopify expects (SPEC.md 7). */
export function checkoutUrlWithChannel(checkoutUrl: string | null | undefined): string | null {
  if (!checkoutUrl) return null;
  try {
    const url = new URL(checkoutUrl);
    url.searchParams.set('channel', 'online_store');
    return url.toString();
  } catch {
    return null;
  }
}

export const NO_CHECKOUT_URL = 'No checkout URL returned from Shopify';

export function cartUserErrorMessage(messages: readonly string[]) {
  return `Cart creation failed: ${messages.join(', ')}`;
}

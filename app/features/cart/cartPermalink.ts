// Shopify's cart permalinks (/cart/{variant}:{quantity},...), checked against the cart's own limits.
import type {Notice} from '~/lib/notice';
import {MAX_LINE_QUANTITY} from './cartRules';

/** A cart holds at most this many lines the shop can read back (SPEC.md 9, "Cart lines read back: 100"). */
export const PERMALINK_MAX_LINES = 100;

export const PERMALINK_SYNTAX_MESSAGE =
  'This cart link is not valid. Each item must be a product variant number and a quantity, like /cart/100101:2,100203:1.';
export const PERMALINK_TOO_MANY_MESSAGE = `This cart link has more than ${PERMALINK_MAX_LINES} items; a cart holds at most ${PERMALINK_MAX_LINES}.`;
export const permalinkQuantityMessage = (quantity: number) =>
  `This cart link asks for ${quantity} of one item; each item can be ordered 1 to ${MAX_LINE_QUANTITY} times.`;

export interface PermalinkLine {
  merchandiseId: string;
  quantity: number;
}

/** One line on the choice page: what the link holds, or what the shopper's cart holds. */
export interface PermalinkChoiceItem {
  key: string;
  productTitle: string;
  productHandle: string;
  /** The pack in the cart lines' words ('Bundle of 2 · Subscribe & Save'), empty for one unit. */
  pack: string;
  quantity: number;
  /** Units per item: a bundle of 2 is 2 (the shop counts units, as the badge does). */
  units: number;
  unitPrice: {amount: string; currencyCode: string};
}

/** The page a cart link shows a shopper whose cart already holds items: both lists and the choices. */
export interface PermalinkChoice {
  kind: 'choose';
  linkItems: PermalinkChoiceItem[];
  cartItems: PermalinkChoiceItem[];
  /** Binds the choice to the cart it was shown for (permalinkChoice.server's cartToken). */
  cartToken: string;
  hasDiscountCode: boolean;
  /** Why the last choice did not go through (the same page again, with its 4xx): inline and as a toast. */
  notice?: Notice;
}

export type ParsedPermalink = {ok: true; lines: PermalinkLine[]} | {ok: false; message: string};

const PERMALINK_ENTRY = /^(\d{1,20}):(\d{1,6})$/;

/**
 * Shopify's cart permalink, `/cart/{variantId}:{quantity},{...}` with numeric variant ids. A variant named
 * twice is one line with both quantities, as Shopify merges it; the merged quantity must still fit a line.
 */
export function parseCartPermalink(spec: string | undefined): ParsedPermalink {
  const entries = (spec ?? '').split(',');
  if (entries.length > PERMALINK_MAX_LINES) return {ok: false, message: PERMALINK_TOO_MANY_MESSAGE};
  const quantities = new Map<string, number>();
  for (const entry of entries) {
    const match = PERMALINK_ENTRY.exec(entry.trim());
    if (!match) return {ok: false, message: PERMALINK_SYNTAX_MESSAGE};
    const [, variantNumber = '', quantityText = ''] = match;
    const quantity = Number(quantityText);
    // Leading zeros name the same variant (Shopify reads the number), so they must not make two lines.
    const variant = String(BigInt(variantNumber));
    const total = (quantities.get(variant) ?? 0) + quantity;
    if (quantity < 1 || total > MAX_LINE_QUANTITY)
      return {ok: false, message: permalinkQuantityMessage(quantity < 1 ? quantity : total)};
    quantities.set(variant, total);
  }
  return {
    ok: true,
    lines: [...quantities].map(([variant, quantity]) => ({
      merchandiseId: `gid://shopify/ProductVariant/${variant}`,
      quantity,
    })),
  };
}

// The cart the root loader hands the page travels as JSON text, so a page rendered once and shared
// (pageCache.server's cart templates) can carry each shopper's own cart: the shared render holds a slot
// where the text goes, and the header's badge holds slots for its count and label. The server fills the
// slots per request (cartTemplate.server) with exactly what React renders for that cart, so the page
// hydrates as if it had been rendered for the shopper.

import {useRouteLoaderData} from '@remix-run/react';
import {flattenConnection} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {cartFigures} from './optimisticCart';
import type {loader as rootLoader} from '~/root';

/**
 * Where a cart template's per-shopper text goes. Each must appear exactly once in a template, or the
 * template is not used (cartTemplate.server), so copy that happens to contain one cannot misplace a cart.
 */
export const CART_SLOTS = {
  /** The root loader's `cart` (its JSON text). */
  data: 'wr-cart-slot-data-6f1d',
  /** The cart button's aria-label. */
  label: 'wr-cart-slot-label-6f1d',
  /** The badge's count. */
  count: 'wr-cart-slot-count-6f1d',
  /** The badge's `hidden` class, or nothing. */
  hidden: 'wr-cart-slot-hidden-6f1d',
} as const;

export type CartSlot = (typeof CART_SLOTS)[keyof typeof CART_SLOTS];

type RootCart = CartApiQueryFragment;

/** The root loader's `cart` field: the cart as JSON text (null when the shopper has none). */
export function cartText(cart: RootCart | null): string {
  return JSON.stringify(cart);
}

// One parse per distinct text, so every component of a page sees the same cart object.
let lastText: string | null = null;
let lastCart: RootCart | null = null;

/** The cart a root `cart` field holds; null for no cart and for a template's slot. */
export function parseCartText(text: string | null | undefined): RootCart | null {
  if (!text || text === CART_SLOTS.data) return null;
  if (text !== lastText) {
    lastCart = JSON.parse(text) as RootCart | null;
    lastText = text;
  }
  return lastCart;
}

/** The root loader's cart, parsed, and whether this render is a shared cart template (server only). */
export function useRootCart(): {
  cart: RootCart | null;
  cartError: string | null;
  isTemplate: boolean;
} {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return {
    cart: parseCartText(root?.cart),
    cartError: root?.cartError ?? null,
    isTemplate: root?.cart === CART_SLOTS.data,
  };
}

/** The cart button's label for a number of items. */
export function cartButtonLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The number of items the badge shows for a cart as Shopify holds it (no change on its way). */
export function cartBadgeCount(cart: RootCart): number {
  const lines = flattenConnection(cart.lines);
  return cartFigures(cart, lines, {lines, unlistedAddQuantity: 0}).count;
}

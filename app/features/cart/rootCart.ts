// The cart the root loader hands the page travels as JSON text, so a page rendered once and shared
// (pageCache.server's cart templates) can carry each shopper's own cart: the shared render holds a slot
// where the text goes, and the header's badge holds slots for its count and label. The server fills the
// slots per request (cartTemplate.server) with exactly what React renders for that cart, so the page
// hydrates as if it had been rendered for the shopper.

import {useRouteLoaderData} from '@remix-run/react';
import {flattenConnection} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {cartFigures} from './optimisticCart';

/**
 * Where a cart template's per-shopper text goes. Each must appear exactly once in a template, or the
 * template is not used (pageCache.server), so copy that happens to contain one cannot misplace a cart.
 */
export const CART_SLOTS = {
  /** The root loader's `cart` (the JSON text of the cart read). */
  data: 'wr-cart-slot-data-6f1d',
  /** The cart button's aria-label. */
  label: 'wr-cart-slot-label-6f1d',
  /** The cart button's data-state. */
  state: 'wr-cart-slot-state-6f1d',
  /** The badge's classes. */
  badgeClass: 'wr-cart-slot-class-6f1d',
  /** The badge's text: the count, or "?". */
  badgeText: 'wr-cart-slot-text-6f1d',
} as const;

export type CartSlot = (typeof CART_SLOTS)[keyof typeof CART_SLOTS];

type RootCart = CartApiQueryFragment;

/** The cart read the root loader hands the page: the cart, or why it could not be read. */
export interface RootCartRead {
  cart: RootCart | null;
  /** Why the cart could not be read, in the shopper's words; null when it was. */
  cartError: string | null;
}

/** The root loader's `cart` field: the cart read as JSON text. */
export function cartText(read: RootCartRead): string {
  return JSON.stringify({cart: read.cart, cartError: read.cartError});
}

const NO_CART: RootCartRead = {cart: null, cartError: null};
// One parse per distinct text, so every component of a page sees the same cart object.
let lastText: string | null = null;
let lastRead: RootCartRead = NO_CART;

/** The cart read a root `cart` field holds; no cart for a template's slot. */
export function parseCartText(text: string | null | undefined): RootCartRead {
  if (!text || text === CART_SLOTS.data) return NO_CART;
  if (text !== lastText) {
    lastRead = JSON.parse(text) as RootCartRead;
    lastText = text;
  }
  return lastRead;
}

/** The part of the root loader's data the cart owns: the cart read as JSON text, or a template's slot. */
export interface RootCartData {
  cart: string;
}

/** The root loader's cart read, and whether this render is a shared cart template (server only). */
export function useRootCart(): RootCartRead & {isTemplate: boolean} {
  const text = useRouteLoaderData<RootCartData>('root')?.cart;
  return {...parseCartText(text), isTemplate: text === CART_SLOTS.data};
}

/** What the header's cart button shows: its label and state, and the badge's classes and text. */
export interface CartBadge {
  label: string;
  state: string;
  className: string;
  text: string;
}

const BADGE_CLASS =
  'absolute -right-0.5 -top-0.5 min-w-5 rounded-full px-1 text-center text-xs font-bold leading-5 text-white';

/**
 * The cart button for a number of items; `unavailable` when Shopify could not be asked and no cart is
 * known, so the badge says so rather than showing an empty cart.
 */
export function cartBadge(count: number, unavailable = false): CartBadge {
  if (unavailable) {
    return {
      label: 'Cart, contents unavailable right now',
      state: 'unavailable',
      className: `${BADGE_CLASS} bg-bark-700`,
      text: '?',
    };
  }
  return {
    label: `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
    state: 'ready',
    className: `${BADGE_CLASS} bg-terracotta-600${count === 0 ? ' hidden' : ''}`,
    text: String(count),
  };
}

/** The cart button of a cart template: a slot for each part. */
export const CART_BADGE_SLOTS: CartBadge = {
  label: CART_SLOTS.label,
  state: CART_SLOTS.state,
  className: CART_SLOTS.badgeClass,
  text: CART_SLOTS.badgeText,
};

/**
 * The badge for a cart read as the server renders it (no change on its way): the cart's count, or
 * unavailable when the read failed.
 */
export function cartBadgeFor(read: RootCartRead): CartBadge {
  if (!read.cart) return cartBadge(0, Boolean(read.cartError));
  const lines = flattenConnection(read.cart.lines);
  return cartBadge(cartFigures(read.cart, lines, {lines, unlistedAddQuantity: 0}).count);
}

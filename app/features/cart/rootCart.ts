// The cart the root loader hands the page travels as JSON text, so a page rendered once and shared (a cart
// template) can carry each shopper's own cart: the template holds the seam's data slot where the text goes,
// and the header's cart button is a declared shopper slot (~/sharing, shopperSlots). The server fills both
// per request with what the slot renders for that cart, so the page hydrates as if rendered for the shopper.

import {useRouteLoaderData} from '@remix-run/react';
import {flattenConnection} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {
  declareShopperSlot,
  readShopperText,
  shopperDataSlot,
  shopperSlotValue,
  type ShopperSlot,
  shopperText,
  type ShopperView,
} from '~/sharing';
import {cartFigures} from './optimisticCart';

type RootCart = CartApiQueryFragment;

/** The cart read the root loader hands the page: the cart, or why it could not be read. */
export interface RootCartRead {
  cart: RootCart | null;
  /** Why the cart could not be read, in the shopper's words; null when it was. */
  cartError: string | null;
}

/** What of a cart read the page gets (and a cart template is filled with): the cart and the error. */
export function shopperCart(read: RootCartRead): RootCartRead {
  return {cart: read.cart, cartError: read.cartError};
}

/** The root loader's `cart` field: the cart read as JSON text, or a template's slot for it. */
export function cartText(read: RootCartRead | 'template'): string {
  return read === 'template' ? shopperDataSlot() : shopperText(shopperCart(read));
}

const NO_CART: RootCartRead = {cart: null, cartError: null};

/** The cart read a root `cart` field holds; no cart for a template's slot. */
export function parseCartText(text: string | null | undefined): ShopperView<RootCartRead> {
  return readShopperText(text, NO_CART);
}

/** The part of the root loader's data the cart owns: the cart read as JSON text, or a template's slot. */
export interface RootCartData {
  cart: string;
}

/** The root loader's cart read, and whether this render is a shared cart template (server only). */
export function useRootCart(): RootCartRead & {isTemplate: boolean} {
  const {read, isTemplate} = parseCartText(useRouteLoaderData<RootCartData>('root')?.cart);
  return {...read, isTemplate};
}

/**
 * What a cart slot shows in this render: its markers in a cart template, else what it renders for the
 * root loader's cart read (or `live`, the browser's view after changes since the page loaded).
 */
export function useCartSlot<Field extends string>(
  slot: ShopperSlot<RootCartRead, Field>,
  live?: Readonly<Record<Field, string>>,
): Readonly<Record<Field, string>> {
  const {cart, cartError, isTemplate} = useRootCart();
  return shopperSlotValue(slot, {read: {cart, cartError}, isTemplate}, live);
}

/** What the header's cart button shows: its label and state, and the badge's classes and text. */
export interface CartBadge {
  label: string;
  state: string;
  className: string;
  text: string;
}

/** The badge's shape (app.css); its colour and visibility stay utilities, as they change with the cart. */
const BADGE_CLASS = 'cart-count';

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

/**
 * The badge for a cart read as the server renders it (no change on its way): the cart's count, or
 * unavailable when the read failed.
 */
export function cartBadgeFor(read: RootCartRead): CartBadge {
  if (!read.cart) return cartBadge(0, Boolean(read.cartError));
  const lines = flattenConnection(read.cart.lines);
  return cartBadge(cartFigures(read.cart, lines, {lines, unlistedAddQuantity: 0}).count);
}

/** The header's cart button: in a page shared by shoppers with a cart, filled per shopper. */
export const CART_BUTTON_SLOT = declareShopperSlot(
  'cartButton',
  ['label', 'state', 'className', 'text'],
  (read: RootCartRead) => cartBadgeFor(read),
);

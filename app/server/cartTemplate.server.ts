// A shopper with a cart gets the page every shopper with a cart shares (a cart template, pageCache.server),
// with their cart put in its slots: one cart read and a copy of a kept document, rather than a render.
// What goes in each slot is what React renders for that cart (rootCart), so the page hydrates unchanged.

import type {AppLoadContext} from '@shopify/remix-oxygen';
import {CART_SLOTS, cartBadgeFor, cartText, type RootCartRead} from '~/features/cart/rootCart';
import {readRootCart} from '~/features/cart/rootCart.server';
import {createNonce, pageForVisitor, type CartTemplate} from './pageCache.server';

/** Remix's escaping of the loader data it writes into a <script> (escapeHtml in @remix-run/react). */
const SCRIPT_ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

function escapeForScript(text: string): string {
  return text.replace(/[&><\u2028\u2029]/g, (character) => SCRIPT_ESCAPES[character]!);
}

/** HTML-escaped as React escapes attribute values and text. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** JSON's escaping of a string's characters, without the quotes around them. */
const jsonStringContent = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * The text for each slot of a cart template, for one cart read. The root loader's `cart` is a string inside
 * Remix's turbo-stream line (JSON-escaped), and that line is itself a JSON string in a <script>
 * (JSON-escaped again, then HTML-escaped): the slot stands for the string's content at the outer level.
 */
export function cartSlotTexts(read: RootCartRead): Record<string, string> {
  const badge = cartBadgeFor(read);
  return {
    [CART_SLOTS.data]: escapeForScript(jsonStringContent(jsonStringContent(cartText(read)))),
    [CART_SLOTS.label]: escapeHtml(badge.label),
    [CART_SLOTS.state]: escapeHtml(badge.state),
    [CART_SLOTS.badgeClass]: escapeHtml(badge.className),
    [CART_SLOTS.badgeText]: escapeHtml(badge.text),
  };
}

/**
 * The shopper's page from the cart template, when it can be: their cart was read, or could not be and the
 * badge says so (the same read the root loader would make, kept for it), nothing for this response has to
 * set a cookie (a cart Shopify no longer knows is forgotten), and the page may be shared. Null otherwise,
 * and the page is rendered for them with the same context (no second cart read).
 */
export async function pageWithCart(
  context: AppLoadContext,
  template: () => Promise<CartTemplate | null>,
): Promise<Response | null> {
  const [read, kept] = await Promise.all([
    readRootCart(context),
    template().catch((error: unknown) => {
      console.error('The cart template failed', error);
      return null;
    }),
  ]);
  if (!kept) return null;
  if (context.session.isPending || context.responseHeaders.cookies.length > 0) return null;
  return pageForVisitor(kept.page, kept.state, createNonce(), cartSlotTexts(read));
}

// A shopper with a cart gets the page every shopper with a cart shares (a cart template, pageCache.server),
// with their read put in its slots: one cart read and a copy of a kept document, rather than a render.
// What goes in each slot is what the slot's declaration renders for that read (shopperSlots), so the page
// hydrates unchanged.

import {createNonce, pageForVisitor, type CartTemplate} from './pageCache.server';
import {declaredShopperSlots, shopperDataSlot, shopperText, slotMarkers} from './shopperSlots';

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
 * The text for each slot of a template, for one shopper's read: the root loader's shopper text, and every
 * declared slot's fields (shopperSlots) as the slot renders them for that read. The shopper text is a string
 * inside Remix's turbo-stream line (JSON-escaped), and that line is itself a JSON string in a <script>
 * (JSON-escaped again, then HTML-escaped): the slot stands for the string's content at the outer level.
 * Fields are attribute values or text, which React escapes alike.
 */
export function shopperSlotTexts(read: unknown): Record<string, string> {
  const texts: Record<string, string> = {
    [shopperDataSlot()]: escapeForScript(jsonStringContent(jsonStringContent(shopperText(read)))),
  };
  for (const slot of declaredShopperSlots()) {
    const values = slot.render(read as never);
    const markers = slotMarkers(slot);
    for (const [field, marker] of Object.entries(markers))
      texts[marker] = escapeHtml(values[field] ?? '');
  }
  return texts;
}

/**
 * The shopper's page from the template, when it can be: their read is in (`read`, the same read the root
 * loader would make, kept for it), `mayFill()` still holds once it is (nothing for this response has to
 * set a cookie), and the page may be shared. Null otherwise, and the page is rendered for them.
 */
export async function pageForShopper(
  read: Promise<unknown>,
  template: () => Promise<CartTemplate | null>,
  mayFill: () => boolean,
): Promise<Response | null> {
  const [shopper, kept] = await Promise.all([
    read,
    template().catch((error: unknown) => {
      console.error('The cart template failed', error);
      return null;
    }),
  ]);
  if (!kept || !mayFill()) return null;
  return pageForVisitor(kept.page, kept.state, createNonce(), shopperSlotTexts(shopper));
}

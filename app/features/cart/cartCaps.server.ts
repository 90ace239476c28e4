import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {AppCart} from './cartHandler.server';
import {
  CART_LINES_LIMIT_MESSAGE,
  linesOverCartCap,
  linesOverLimit,
  quantityInCart,
  variantsAddedAsNewLines,
} from './cartInput.server';
import {MAX_CART_LINES} from './cartRules';
import {errorMessagesOf, graphqlFailureOf} from '~/lib/storefrontErrors';

type Cart = AppLoadContext['cart'];

/** How an add that Shopify took stands against the shop's caps once the cart is read back. */
export type AddSettlement = {ok: true; capped: boolean} | {ok: false; message: string};

/**
 * After an add landed in an existing cart: the caps are checked before an add, but adds sent at the same
 * moment all pass that check, so the cart is read back (every line: cartHandler.server) and held to them.
 * Lines this add started that leave the cart over MAX_CART_LINES are taken back out and the add is refused;
 * a line past the per-item limit is set back to it (set, not subtract, so racing adds converge).
 */
export async function settleAdd(
  cart: Cart,
  before: AppCart | null | undefined,
  added: readonly {merchandiseId: string; quantity: number}[],
): Promise<AddSettlement> {
  // The add itself succeeded: a read that fails leaves the answer to it as it is.
  let after = await cart.get().catch(() => null);
  if (!after || graphqlFailureOf(after)) return {ok: true, capped: false};
  // A read of more than one page while racing adds take their lines out can skip a line (the later page's
  // cursor moved), so a variant this add put in and does not see may be a torn read: read again rather
  // than refuse an add whose line is in the cart. (A line it merged into that a racing add took back is
  // missing on every read; the check after the cap answers that.)
  for (let reread = 0; reread < 3 && addedVariantMissing(after, added); reread++) {
    const again = await cart.get().catch(() => null);
    if (!again || graphqlFailureOf(again)) break;
    after = again;
  }

  const overCap = linesOverCartCap(after, variantsAddedAsNewLines(before, after, added));
  if (overCap.length > 0) {
    const removed = await cart.removeLines(overCap);
    const failure = graphqlFailureOf(removed);
    if (failure)
      throw new Error(`The lines past the cart's limit could not be removed: ${failure}`);
    // A userError here is a line a racing add already took out: the cart is back within the cap either way.
    return {ok: false, message: CART_LINES_LIMIT_MESSAGE};
  }
  // Another add's take-back removed the line this one merged into: what it added is not in the cart.
  const full = after.lines.edges.length >= MAX_CART_LINES;
  if (full && addedVariantMissing(after, added)) {
    return {ok: false, message: CART_LINES_LIMIT_MESSAGE};
  }

  const over = added.flatMap((input) => linesOverLimit(after, input.merchandiseId));
  if (over.length === 0) return {ok: true, capped: false};
  const corrected = await cart.updateLines(over);
  const failure = graphqlFailureOf(corrected) ?? errorMessagesOf(corrected.userErrors)[0];
  if (failure) throw new Error(`The cart line could not be brought back to the limit: ${failure}`);
  return {ok: true, capped: true};
}

/** Whether a variant of this add has no line in the read. */
function addedVariantMissing(after: AppCart, added: readonly {merchandiseId: string}[]) {
  return added.some((input) => quantityInCart(after, input.merchandiseId) === 0);
}

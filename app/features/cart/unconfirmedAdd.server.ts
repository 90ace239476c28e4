import {quantityInCart} from './cartInput.server';
import type {AppSession} from '~/server/session.server';

/**
 * A cart add Shopify did not answer in time may still have been applied. The shop remembers it (in the
 * shopper's own session cookie) and, when the shopper adds the same item again, reads the cart first: if
 * the earlier add landed the retry adds nothing, so a slow Shopify never puts an item in twice.
 */
export interface UnconfirmedAdd {
  merchandiseId: string;
  quantity: number;
  /** The line's quantity before the add (an add is only sent into a cart that was read). */
  before: number;
  /** When it was sent (ms since the epoch). */
  at: number;
}

/** Past this a new add of the same item is a new add, not a retry. */
export const UNCONFIRMED_ADD_TTL_MS = 5 * 60_000;

/**
 * How long an unanswered add may still be applied: Shopify applies a change when it has worked through it,
 * which under load can be long after the shop stopped waiting. Until then a cart without the item proves
 * nothing, so the retry waits (the shopper is told); once the item shows up, the retry ends at once.
 */
export const UNCONFIRMED_ADD_IN_FLIGHT_MS = 60_000;

const KEY = 'unconfirmedAdd';

export const ADD_NOT_SENT_MESSAGE =
  'Shopify is slow to answer right now, so nothing was added. Please try again in a moment.';

export const ADD_UNCONFIRMED_MESSAGE =
  "Shopify didn't answer in time, so we can't tell yet whether this item was added. Adding it again is safe: it won't be added twice.";

export const ADD_STILL_UNCONFIRMED_MESSAGE =
  "Shopify still hasn't confirmed your last add of this item, so we haven't added it again. Please check your cart or try again in a moment.";

export function rememberUnconfirmedAdd(session: AppSession, add: UnconfirmedAdd) {
  session.set(KEY, add);
}

export function forgetUnconfirmedAdd(session: AppSession) {
  if (session.has(KEY)) session.unset(KEY);
}

/** The remembered add of this item, if it is recent; anything else stored under the key is dropped. */
export function unconfirmedAddOf(session: AppSession, merchandiseId: string, now = Date.now()) {
  const stored = session.get(KEY) as Partial<UnconfirmedAdd> | undefined;
  if (!stored) return null;
  const at = typeof stored.at === 'number' ? stored.at : NaN;
  const valid =
    typeof stored.merchandiseId === 'string' &&
    typeof stored.quantity === 'number' &&
    typeof stored.before === 'number';
  // NaN fails both comparisons, so a missing time is refused too.
  if (!valid || !(now - at <= UNCONFIRMED_ADD_TTL_MS && now >= at)) {
    forgetUnconfirmedAdd(session);
    return null;
  }
  return stored.merchandiseId === merchandiseId ? (stored as UnconfirmedAdd) : null;
}

/**
 * What the cart read before a retry says about the earlier add: `landed` (the line grew by it); `absent`
 * once it can no longer land; `unknown` when the cart could not be read (undefined) or the earlier add may
 * still be applied. Only `absent` lets the retry add.
 */
export function earlierAddOutcome(
  earlier: UnconfirmedAdd,
  cart: Parameters<typeof quantityInCart>[0] | undefined,
  now = Date.now(),
): 'landed' | 'absent' | 'unknown' {
  if (cart === undefined) return 'unknown';
  const inCart = quantityInCart(cart, earlier.merchandiseId);
  if (inCart >= earlier.before + earlier.quantity) return 'landed';
  return now - earlier.at >= UNCONFIRMED_ADD_IN_FLIGHT_MS ? 'absent' : 'unknown';
}

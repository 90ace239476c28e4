import {useFetchers} from '@remix-run/react';
import {flattenConnection} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {createRequestContext, useRequestContext} from '~/sharing';
import type {Notice} from '~/lib/notice';
import {useNoticeToast} from '~/ui/useNoticeToast';
import {
  applyPendingChanges,
  cartFigures,
  cartLineQuantity,
  pendingChangeFromForm,
  type PendingCartChange,
} from './optimisticCart';
import {useRootCart} from './rootCart';

interface CartDrawerState {
  isOpen: boolean;
  /** Opens the drawer; after an add, with the variant added, whose line the drawer brings into view. */
  open: (addedId?: string) => void;
  /** The variant of the add that opened the drawer, if one did. */
  addedId: string | null;
  close: () => void;
  /** The cart button, so focus can go back to it when the drawer closes. */
  buttonRef: React.RefObject<HTMLAnchorElement>;
  /**
   * The last cart the root loader read successfully. When a cart read fails (the provider is down) the
   * shop keeps showing it: its lines are still at Shopify, and the cart page says why it could not
   * refresh. Held here, once for the page, so a drawer that mounts after the failure sees it too.
   */
  lastGoodCart: ServerCart | null;
  /** Why the last cart read failed, in the shopper's words; null when it succeeded. */
  cartError: string | null;
}

const CartDrawerContext = createRequestContext<CartDrawerState>('cart drawer');

type DrawerOpener = (addedId?: string) => void;
const drawerOpeners = new Set<DrawerOpener>();

/**
 * Opens the page's cart drawer from anywhere, without reading its context: product cards are kept markup
 * (rendered once for every visitor), so they may not read per-request contexts, yet an add from a card
 * opens the drawer like any other.
 */
function openCartDrawer(addedId?: string): void {
  for (const open of drawerOpeners) open(addedId);
}

export function CartDrawerProvider({children}: {children: React.ReactNode}) {
  const [isOpen, setOpen] = useState(false);
  const [addedId, setAddedId] = useState<string | null>(null);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const open = useCallback((added?: string) => {
    setAddedId(typeof added === 'string' ? added : null);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const {cart, cartError} = useRootCart();
  const lastGood = useRef(cart);
  if (!cartError) lastGood.current = cart;
  const lastGoodCart = lastGood.current;
  useEffect(() => {
    drawerOpeners.add(open);
    return () => void drawerOpeners.delete(open);
  }, [open]);
  const value = useMemo(
    () => ({isOpen, open, close, addedId, buttonRef, lastGoodCart, cartError}),
    [isOpen, open, close, addedId, lastGoodCart, cartError],
  );
  return (
    <CartDrawerContext.context.Provider value={value}>
      {children}
    </CartDrawerContext.context.Provider>
  );
}

export function useCartDrawer(): CartDrawerState {
  const state = useRequestContext(CartDrawerContext);
  if (!state) throw new Error('useCartDrawer needs a CartDrawerProvider');
  return state;
}

/** The cart the root loader reads (the cart handler's typed fragment). */
export type ServerCart = CartApiQueryFragment;
export type ServerCartLine = ReturnType<typeof flattenConnection<ServerCart['lines']>>[number];

/** Cart changes submitted through fetchers and not yet reflected in the root loader's cart. */
function usePendingCartChanges(): PendingCartChange[] {
  const fetchers = useFetchers();
  return fetchers
    .filter((fetcher) => fetcher.state !== 'idle' && fetcher.formAction?.split('?')[0] === '/cart')
    .map((fetcher) => pendingChangeFromForm(fetcher.formData))
    .filter((change): change is PendingCartChange => change !== null);
}

/**
 * The cart as the shopper should see it right now: the server's cart (root loader) with every pending
 * change applied, so the badge, lines and total move at once (SPEC.md 4 rules).
 */
export function useCartWithPendingChanges() {
  const {lastGoodCart: cart, cartError} = useCartDrawer();
  const pending = usePendingCartChanges();
  const serverLines = useMemo(() => (cart?.lines ? flattenConnection(cart.lines) : []), [cart]);
  const optimistic = applyPendingChanges(serverLines, pending);
  const {count, total} = cartFigures(cart, serverLines, optimistic);
  return {
    cart,
    lines: optimistic.lines,
    count,
    total,
    /** Items Shopify holds on lines the shop did not read (a cart filled elsewhere past the line limit). */
    unlistedQuantity: cart ? cart.totalQuantity - cartLineQuantity(serverLines) : 0,
    /** A change is on its way: checkout must wait for it (its URL would be stale). */
    isMutating: pending.length > 0,
    /**
     * Shopify could not be asked and nothing of the cart is known: it is not empty, it has no total, and
     * there is nothing to check out until a read succeeds.
     */
    unreadable: optimistic.lines.length === 0 && Boolean(cartError),
  };
}

type CartAddAnswer =
  {ok?: true; error?: string; notice?: Notice | null; addedId?: string} | undefined;

/**
 * After an add through a fetcher: the answer's notice becomes a toast ('Added to cart', or why not) and a
 * successful add opens the drawer (unless `openDrawer` is false: an add from the cart page itself). Forms
 * sharing one fetcher let only one of them pass `enabled`.
 */
export function useAddToCartFeedback(
  fetcher: {state: string; data: unknown},
  enabled = true,
  openDrawer = true,
) {
  // Once the action has answered: the loaders' refresh after it may take a while when Shopify is slow.
  const answer =
    enabled && fetcher.state !== 'submitting' ? (fetcher.data as CartAddAnswer) : undefined;
  useNoticeToast(answer?.notice);
  useEffect(() => {
    if (answer?.ok && openDrawer) openCartDrawer(answer.addedId);
  }, [answer, openDrawer]);
}

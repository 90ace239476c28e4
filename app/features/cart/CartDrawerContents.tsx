import {Link} from '@remix-run/react';
import {useCallback, useEffect, useRef} from 'react';
import {useCartDrawer, useCartWithPendingChanges} from './CartContext';
import {CartDiscountCodes} from './CartDiscountCodes';
import {CartLines} from './CartLines';
import {CartSummary} from './CartSummary';
import {EmptyCartSuggestions, PairsWellWith, useDrawerBestsellers} from './CartSuggestions';
import {CheckoutButton} from './CheckoutButton';
import {CART_UNREADABLE_MESSAGE} from '~/lib/storefrontErrors';
import {TOAST_REGION_ATTRIBUTE} from '~/lib/toast';

/**
 * The drawer's lines, total and checkout. Loaded on demand by CartDrawer (the drawer is closed on every
 * page load), so the cart lines, checkout and image code stay out of each page's first JavaScript.
 */
export function CartDrawerContents({close}: {close: () => void}) {
  const {lines, isMutating, unreadable} = useCartWithPendingChanges();
  const {addedId} = useCartDrawer();
  const bestsellers = useDrawerBestsellers();
  const scroller = useRef<HTMLDivElement>(null);

  // The line just added comes into view, below any toast about it (again whenever the toasts move it).
  const showAdded = useCallback(() => {
    if (!addedId) return;
    const line = scroller.current?.querySelector(`[data-merchandise-id="${CSS.escape(addedId)}"]`);
    line?.scrollIntoView({block: 'nearest'});
  }, [addedId]);
  useToastInset(scroller, showAdded);
  useEffect(showAdded, [showAdded, lines.length]);

  return (
    <>
      <div
        ref={scroller}
        data-testid="drawer-lines"
        className="flex-1 overflow-y-auto scroll-pt-[var(--toast-inset,0px)] px-5 pt-[var(--toast-inset,0px)]"
      >
        {unreadable ? (
          <p className="py-10 text-center text-bark-700">{CART_UNREADABLE_MESSAGE}</p>
        ) : lines.length === 0 ? (
          <EmptyCartSuggestions bestsellers={bestsellers} onNavigate={close} />
        ) : (
          <div className="flex flex-col gap-5 pb-5">
            <CartLines lines={lines} onNavigate={close} />
            <PairsWellWith
              bestsellers={bestsellers}
              inCart={lines.map((line) => line.merchandise.product.handle)}
              onNavigate={close}
            />
            <CartDiscountCodes idPrefix="drawer" />
          </div>
        )}
      </div>
      <div className="border-t border-bark-100 px-5 py-4">
        <div className="mb-3">
          <CartSummary totalTestId="drawer-total" />
        </div>
        <CheckoutButton
          isEmpty={lines.length === 0}
          isUnreadable={unreadable}
          isMutating={isMutating}
          onOpened={close}
        />
        <Link
          to="/cart"
          onClick={close}
          className="mt-3 block text-center text-sm text-forest-800 underline underline-offset-4"
        >
          View cart page
        </Link>
      </div>
    </>
  );
}

/**
 * Toasts sit over the drawer's top on a phone (above its lines, below its header): while one does, the
 * lines move down by the height it covers (`--toast-inset`), so the line just added is never under it.
 */
function useToastInset(scroller: React.RefObject<HTMLDivElement>, onChange: () => void) {
  useEffect(() => {
    const region = document.querySelector<HTMLElement>(`[${TOAST_REGION_ATTRIBUTE}]`);
    const element = scroller.current;
    if (!region || !element || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      const area = element.getBoundingClientRect();
      let covered = 0;
      for (const toast of Array.from(region.children)) {
        const box = toast.getBoundingClientRect();
        if (box.right > area.left && box.left < area.right) {
          covered = Math.max(covered, box.bottom - area.top + 8);
        }
      }
      // Measured from where the lines' area starts, which this padding does not move.
      element.style.setProperty('--toast-inset', `${Math.max(0, Math.ceil(covered))}px`);
      onChange();
    };
    const observer = new ResizeObserver(update);
    observer.observe(region);
    update();
    return () => {
      observer.disconnect();
      element.style.removeProperty('--toast-inset');
    };
  }, [scroller, onChange]);
}

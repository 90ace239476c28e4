import {Link} from '@remix-run/react';
import {lazy, Suspense, useEffect, useRef} from 'react';
import {CloseIcon} from '~/ui/Icons';
import {useCartDrawer, useCartWithPendingChanges} from './CartContext';

/** The page behind the drawer carries this attribute; it is made inert while the drawer is open. */
export const DRAWER_INERT_ATTRIBUTE = 'data-behind-drawer';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

const loadContents = () => import('./CartDrawerContents');

const CartDrawerContents = lazy(() =>
  loadContents().then(
    (module) => ({default: module.CartDrawerContents}),
    // A chunk that cannot load (a dropped connection, a newer deploy) must not break the page: the
    // cart page has everything the drawer has.
    () => ({default: CartPageFallback}),
  ),
);

/**
 * Starts loading the drawer's contents before it opens: the cart button calls this when it is hovered or
 * focused and when a cart change is submitted, so the drawer is usually complete when it opens.
 */
export function preloadCartDrawer() {
  // A failure here shows when the drawer opens (CartPageFallback).
  loadContents().catch(() => undefined);
}

/**
 * The cart drawer (JavaScript only; without it the cart button is a link to /cart). A modal dialog: the
 * page behind is inert, Tab cycles inside, Escape or the backdrop closes it, and focus returns to the cart
 * button. Not a native <dialog>: its top layer would hide the toasts that confirm an add.
 */
export function CartDrawer() {
  const {isOpen, close, buttonRef} = useCartDrawer();
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (!isOpen) {
      if (wasOpen.current) buttonRef.current?.focus();
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    const behind = Array.from(
      document.querySelectorAll<HTMLElement>(`[${DRAWER_INERT_ATTRIBUTE}]`),
    );
    for (const element of behind) element.inert = true;
    panelRef.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      for (const element of behind) element.inert = false;
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen, close, buttonRef]);

  if (!isOpen) return null;
  return (
    <div className="fixed inset-0 z-50 flex justify-end">
      {/* The backdrop is a mouse convenience; Escape and the Close button are the keyboard ways. */}
      <div className="absolute inset-0 bg-black/40" aria-hidden="true" onClick={close} />
      <DrawerPanel panelRef={panelRef} close={close} />
    </div>
  );
}

function DrawerPanel({
  panelRef,
  close,
}: {
  panelRef: React.RefObject<HTMLDivElement>;
  close: () => void;
}) {
  const {count} = useCartWithPendingChanges();

  function keepFocusInside(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // The dialog itself handles Tab so focus stays inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby="cart-drawer-title"
      tabIndex={-1}
      onKeyDown={keepFocusInside}
      className="relative flex h-full w-full max-w-md flex-col bg-cream-50 shadow-2xl focus:outline-none motion-safe:animate-slide-in-right"
    >
      {/* 4rem high: the Toaster places toasts just below it while the drawer is open. */}
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-bark-100 px-5">
        <h2 id="cart-drawer-title" className="font-display text-2xl text-forest-900">
          Your Cart <span className="text-base text-bark-700">({count})</span>
        </h2>
        <button
          type="button"
          onClick={close}
          className="rounded-full p-2 text-bark-800 hover:bg-cream-200"
        >
          <CloseIcon className="h-6 w-6" />
          <span className="sr-only">Close cart</span>
        </button>
      </div>
      {/* The title and Close button are here at once; the lines follow as soon as their code is in. */}
      <Suspense fallback={null}>
        <CartDrawerContents close={close} />
      </Suspense>
    </div>
  );
}

function CartPageFallback({close}: {close: () => void}) {
  return (
    <div className="mt-auto border-t border-bark-100 px-5 py-4">
      <Link
        to="/cart"
        onClick={close}
        className="block text-center text-sm text-forest-800 underline underline-offset-4"
      >
        View cart page
      </Link>
    </div>
  );
}

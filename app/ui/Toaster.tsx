import {useEffect, useRef, useState} from 'react';
import type {Notice} from '~/lib/notice';
import {useCartDrawer} from '~/features/cart/CartContext';
import {dismissToast, subscribeToasts, TOAST_DURATION_MS, type Toast} from '~/lib/toast';

const STYLES: Record<Notice['kind'], string> = {
  success: 'bg-white text-forest-900 ring-forest-600/40',
  info: 'bg-cream-50 text-bark-800 ring-bark-200',
  error: 'bg-white text-terracotta-700 ring-terracotta-600/50',
};

/**
 * The app's one notification area: top-centre, at most three, polite live region.
 * Alt+T moves focus to the newest toast; hovering or focusing a toast pauses its timer.
 * While the cart drawer is open the toasts sit just below its header (4rem, CartDrawer): an add opens the
 * drawer and toasts at once, and on a phone the toast would otherwise lie over the drawer's Close button;
 * the drawer moves its lines down below them (CartDrawerContents).
 */
export function Toaster() {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const region = useRef<HTMLElement>(null);
  const {isOpen: drawerOpen} = useCartDrawer();

  useEffect(() => subscribeToasts(setToasts), []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey && event.code === 'KeyT') {
        event.preventDefault();
        const items = region.current?.querySelectorAll<HTMLElement>('[data-toast]');
        items?.[items.length - 1]?.focus();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      ref={region}
      // TOAST_REGION_ATTRIBUTE (~/lib/toast): the cart drawer finds the toasts by it.
      data-toast-region=""
      aria-label="Notifications (Alt+T)"
      aria-live="polite"
      className={`pointer-events-none fixed inset-x-0 z-[60] flex flex-col items-center gap-2 px-4 ${
        drawerOpen ? 'top-20' : 'top-4'
      }`}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}

function ToastItem({toast}: {toast: Toast}) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS[toast.kind]);
    return () => window.clearTimeout(timer);
  }, [toast, paused]);

  return (
    <div
      data-toast
      data-testid="toast"
      tabIndex={-1}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl px-4 py-3 shadow-lg ring-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-700 ${STYLES[toast.kind]}`}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className="rounded-full px-2 text-lg leading-none text-bark-700 hover:bg-cream-100"
        aria-label="Dismiss notification"
      >
        ×
      </button>
    </div>
  );
}

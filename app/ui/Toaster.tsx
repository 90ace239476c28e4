import {lazy, Suspense, useEffect, useRef, useState} from 'react';
import {subscribeToasts, type Toast} from '~/lib/toast';

// No toast is ever rendered on the server, so the toasts' own code is not part of any page's first
// JavaScript (the 110 kB budget): the first toast fetches it (a few milliseconds before it shows).
const ToastItems = lazy(() => import('./ToastItems'));

/**
 * The app's one notification area: top-centre, just below the fixed header (never over its search, menu
 * or cart buttons), at most three, polite live region.
 * Alt+T moves focus to the newest toast; hovering or focusing a toast pauses its timer.
 * While the cart drawer is open the toasts sit just below its header (4rem, CartDrawer): an add opens the
 * drawer and toasts at once, and on a phone the toast would otherwise lie over the drawer's Close button;
 * the drawer moves its lines down below them (CartDrawerContents).
 */
export function Toaster({drawerOpen}: {drawerOpen: boolean}) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const region = useRef<HTMLElement>(null);

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
      className={`toast-region ${drawerOpen ? 'top-20' : 'top-[calc(var(--header-height)+0.5rem)]'}`}
    >
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastItems toasts={toasts} />
        </Suspense>
      ) : null}
    </section>
  );
}

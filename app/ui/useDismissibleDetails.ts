import {useLocation} from '@remix-run/react';
import {useEffect, useRef} from 'react';

/** What Tab can reach inside an open menu, in order. */
const FOCUSABLE = 'summary, a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A <details> menu (it opens and closes without JavaScript) that, with JavaScript, also closes on
 * navigation, on Escape (focus back on its summary), on a click or focus outside it or on its backdrop
 * (an element marked data-menu-backdrop); with `trapFocus` (a menu over a dimmed page) it keeps Tab and
 * Shift+Tab inside it while it is open.
 */
export function useDismissibleDetails({trapFocus = false}: {trapFocus?: boolean} = {}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const {pathname, search} = useLocation();

  useEffect(() => {
    ref.current?.removeAttribute('open');
  }, [pathname, search]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event.key === 'Escape') {
        details.open = false;
        details.querySelector('summary')?.focus();
        return;
      }
      if (!trapFocus || event.key !== 'Tab') return;
      const focusable = details.querySelectorAll<HTMLElement>(FOCUSABLE);
      const edge = focusable[event.shiftKey ? 0 : focusable.length - 1];
      if (document.activeElement === edge) {
        event.preventDefault();
        focusable[event.shiftKey ? focusable.length - 1 : 0]?.focus();
      }
    };
    const closeOutside = (event: Event) => {
      const details = ref.current;
      const target = event.target as Element | null;
      if (!details?.open) return;
      const onBackdrop = target instanceof Element && target.closest('[data-menu-backdrop]') !== null;
      // A tap on the backdrop closes on its click, once the press is over (closing mid-press hid the
      // element under the pointer, which crashed Chromium's headless renderer).
      if (onBackdrop ? event.type !== 'click' : details.contains(target)) return;
      details.open = false;
    };
    document.addEventListener('keydown', onKeyDown);
    const outsideEvents = ['pointerdown', 'focusin', 'click'];
    for (const name of outsideEvents) document.addEventListener(name, closeOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const name of outsideEvents) document.removeEventListener(name, closeOutside);
    };
  }, [trapFocus]);

  return ref;
}

import {useLocation} from '@remix-run/react';
import {useEffect, useRef} from 'react';

/**
 * A <details> menu (it opens and closes without JavaScript) that, with JavaScript, also closes on
 * navigation, on Escape (focus back on its summary) and on a click or focus outside it.
 */
export function useDismissibleDetails() {
  const ref = useRef<HTMLDetailsElement>(null);
  const {pathname, search} = useLocation();

  useEffect(() => {
    ref.current?.removeAttribute('open');
  }, [pathname, search]);

  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      const escape = event instanceof KeyboardEvent;
      if (
        !details?.open ||
        (escape ? event.key !== 'Escape' : details.contains(event.target as Node))
      )
        return;
      details.open = false;
      if (escape) details.querySelector('summary')?.focus();
    };
    const events = ['keydown', 'pointerdown', 'focusin'];
    for (const name of events) document.addEventListener(name, close);
    return () => {
      for (const name of events) document.removeEventListener(name, close);
    };
  }, []);

  return ref;
}

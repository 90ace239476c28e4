import {useEffect, useRef, useState, type ReactNode} from 'react';

/** Below Tailwind's `md`: where the inline panel would push the products a screen or more down. */
const PHONE_QUERY = '(max-width: 767px)';

/** Whether the screen is a phone's, known only after hydration (the server and first render say no). */
export function usePhoneScreen() {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const update = () => setPhone(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The filters as a drawer over the page (a modal <dialog>: the page behind is inert, Escape closes it), with
 * Tab kept inside it. Its fields stay in the listing's form: each change applies at once behind it, and the
 * footer's button, which counts the products the page now shows, closes it on them.
 */
export function FilterDrawer({
  label,
  count,
  busy,
  children,
}: {
  /** The opening button's text ("Filter", and how many are applied). */
  label: ReactNode;
  count: number;
  busy: boolean;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  function close() {
    dialog.current?.close();
  }

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const edge = focusable[event.shiftKey ? 0 : focusable.length - 1];
      if (document.activeElement === edge || !element.contains(document.activeElement)) {
        event.preventDefault();
        focusable[event.shiftKey ? focusable.length - 1 : 0]?.focus();
      }
    };
    // Back on the button that opened it, however it closed (Escape, the close button, "Show").
    const onClose = () => opener.current?.focus();
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('close', onClose);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('close', onClose);
    };
  }, []);

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-2xl bg-white px-4 py-2 text-left font-semibold text-forest-900 ring-1 ring-bark-100"
      >
        <span>{label}</span>
        <span aria-hidden="true">▸</span>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="filter-drawer-title"
        className="fixed inset-y-0 left-auto right-0 m-0 h-dvh max-h-none w-[min(24rem,90vw)] max-w-none bg-cream-50 p-0 text-bark-900 shadow-xl backdrop:bg-forest-900/40"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-bark-100 px-4 py-3">
            <h2 id="filter-drawer-title" className="font-display text-xl text-forest-900">
              Filter
            </h2>
            <button
              type="button"
              onClick={close}
              className="rounded-full p-2 text-bark-800 hover:bg-cream-200"
            >
              <span aria-hidden="true" className="block h-6 w-6 text-2xl leading-6">
                ×
              </span>
              <span className="sr-only">Close filters</span>
            </button>
          </div>
          <div className="flex-1 space-y-6 overflow-y-auto px-4 py-4">{children}</div>
          <div className="border-t border-bark-100 px-4 py-3">
            <button
              type="button"
              onClick={close}
              aria-busy={busy}
              className="min-h-11 w-full rounded-full bg-forest-800 px-6 font-semibold text-cream-50 hover:bg-forest-700"
            >
              {busy ? 'Updating…' : count === 1 ? 'Show 1 product' : `Show ${count} products`}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}

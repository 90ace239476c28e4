import {useFetcher} from '@remix-run/react';
import {useEffect, useRef} from 'react';
import {showToast} from '~/lib/toast';
import type {Notice} from '~/lib/notice';
import {useHydrated} from '~/lib/useHydrated';
import {AnswerAsDataField} from '~/lib/forms';

type CheckoutAnswer = {ok: true; checkoutUrl: string} | {error: string; notice?: Notice};

/**
 * Checkout (SPEC.md 4): asks the server for the cart's checkout URL and opens it in a new tab, then calls
 * `onOpened` (the drawer closes). Without JavaScript the same form redirects this tab to the checkout.
 * Disabled when the cart is empty or could not be read; reads 'Creating Checkout...' while loading or while a
 * cart change is still on its way (its checkout would miss that change).
 */
export function CheckoutButton({
  isEmpty,
  isUnreadable = false,
  isMutating,
  onOpened,
  className = '',
}: {
  isEmpty: boolean;
  /** Shopify could not be asked for the cart: nothing known to check out. */
  isUnreadable?: boolean;
  isMutating: boolean;
  onOpened?: () => void;
  className?: string;
}) {
  const fetcher = useFetcher<CheckoutAnswer>({key: 'cart-checkout'});
  const hydrated = useHydrated();
  const pendingTab = useRef<Window | null>(null);
  const loading = fetcher.state !== 'idle';

  const handled = useRef<unknown>(null);
  useEffect(() => {
    // As soon as the action answers (the loaders' refresh after it may take a while), once per answer.
    if (fetcher.state === 'submitting' || !fetcher.data || handled.current === fetcher.data) return;
    const answer = fetcher.data;
    handled.current = answer;
    const tab = pendingTab.current;
    pendingTab.current = null;
    if ('checkoutUrl' in answer) {
      if (tab && !tab.closed) tab.location.href = answer.checkoutUrl;
      else window.location.assign(answer.checkoutUrl);
      onOpened?.();
    } else {
      tab?.close();
      showToast(
        answer.notice ?? {
          kind: 'error',
          title: 'Failed to create checkout',
          description: answer.error,
        },
      );
    }
    // Only a new answer should act; onOpened is stable enough for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    event.preventDefault();
    // Open the tab now, inside the click, or the browser blocks it as a pop-up; it gets its URL later.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    pendingTab.current = tab;
    void fetcher.submit(event.currentTarget, {method: 'post', action: '/cart'});
  }

  const busy = loading || isMutating;
  const nothingToCheckOut = isEmpty || isUnreadable;
  return (
    <fetcher.Form method="post" action="/cart" onSubmit={onSubmit} className={className}>
      <input type="hidden" name="intent" value="checkout" />
      <AnswerAsDataField />
      <button
        type="submit"
        disabled={nothingToCheckOut || busy}
        className="w-full rounded-full bg-forest-800 px-8 py-3 text-lg font-semibold text-cream-50 hover:bg-forest-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {busy && !nothingToCheckOut ? 'Creating Checkout...' : 'Checkout'}
      </button>
      {fetcher.state !== 'submitting' && fetcher.data && 'error' in fetcher.data ? (
        <p role="alert" className="mt-2 text-sm text-terracotta-700">
          {fetcher.data.error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

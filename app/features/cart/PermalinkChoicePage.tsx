import {Form, Link, useNavigation} from '@remix-run/react';
import {formatPrice} from '~/lib/money';
import {useNoticeToast} from '~/ui/useNoticeToast';
import type {PermalinkChoice, PermalinkChoiceItem} from './cartPermalink';

/**
 * A cart link followed by a shopper whose cart already holds items: what the link holds beside what the
 * cart holds, and the three choices. Plain forms, so it works the same without JavaScript.
 */
export function PermalinkChoicePage({choice, action}: {choice: PermalinkChoice; action: string}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod !== undefined;
  // With JavaScript the page stays where the shopper clicked, so a refusal is a toast as well.
  useNoticeToast(choice.notice);
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl text-forest-900 sm:text-4xl">
        Your cart already has items
      </h1>
      <p className="mt-3 max-w-2xl text-bark-700">
        This link is for a cart with the items below. Add them to your cart, or start a new cart
        with only these items and go to checkout.
        {choice.hasDiscountCode ? ' The discount code in the link is applied either way.' : null}
      </p>
      {choice.notice ? (
        <div
          role="alert"
          data-testid="notice"
          className="mt-6 rounded-xl bg-white px-4 py-3 text-terracotta-700 ring-1 ring-terracotta-600/40"
        >
          <p className="font-semibold">{choice.notice.title}</p>
          <p>{choice.notice.description}</p>
        </div>
      ) : null}

      {/* On a phone the choices follow the link's items, before the cart's (which can be long); on a wider
          screen the two lists sit side by side with the choices under both. */}
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <ItemList title="In this link" items={choice.linkItems} />
        <div className="md:order-last md:col-span-2">
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <ChoiceForm action={action} choice="add" token={choice.cartToken} busy={busy} primary>
              Add to my cart
            </ChoiceForm>
            <ChoiceForm action={action} choice="replace" token={choice.cartToken} busy={busy}>
              Replace my cart
            </ChoiceForm>
            <Link
              to="/cart"
              className="rounded-full px-6 py-3 text-center font-semibold text-forest-800 underline-offset-4 hover:underline"
            >
              Keep my cart
            </Link>
          </div>
          <p className="mt-3 max-w-2xl text-sm text-bark-600">
            Replacing your cart takes you to checkout with only the link&apos;s items. Keeping it
            changes nothing.
          </p>
        </div>
        <ItemList title="In your cart" items={choice.cartItems} />
      </div>
    </section>
  );
}

function ItemList({title, items}: {title: string; items: PermalinkChoiceItem[]}) {
  const count = items.reduce((sum, item) => sum + item.quantity * item.units, 0);
  const headingId = `choice-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-bark-100"
    >
      <h2 id={headingId} className="font-display text-xl text-forest-900">
        {title}{' '}
        <span className="font-sans text-sm font-normal text-bark-600">
          ({count} {count === 1 ? 'item' : 'items'})
        </span>
      </h2>
      <ul className="mt-3 divide-y divide-bark-100">
        {items.map((item) => (
          <li
            key={item.key}
            data-testid="choice-item"
            className="flex items-start justify-between gap-4 py-3"
          >
            <div className="min-w-0">
              <p className="font-semibold text-forest-900">{item.productTitle}</p>
              <p className="text-sm text-bark-700">
                {item.pack ? `${item.pack} · ` : null}Qty {item.quantity} ·{' '}
                {formatPrice(item.unitPrice)} {item.units > 1 ? 'per bundle' : 'each'}
              </p>
            </div>
            <p className="shrink-0 font-semibold text-forest-900">
              {formatPrice(Number(item.unitPrice.amount) * item.quantity)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChoiceForm({
  action,
  choice,
  token,
  busy,
  primary = false,
  children,
}: {
  action: string;
  choice: 'add' | 'replace';
  token: string;
  busy: boolean;
  primary?: boolean;
  children: string;
}) {
  return (
    <Form method="post" action={action} className="contents">
      <input type="hidden" name="intent" value={choice} />
      <input type="hidden" name="cart" value={token} />
      <button
        type="submit"
        disabled={busy}
        className={
          primary
            ? 'rounded-full bg-forest-800 px-6 py-3 font-semibold text-cream-50 hover:bg-forest-700 disabled:opacity-60'
            : 'rounded-full px-6 py-3 font-semibold text-forest-900 ring-1 ring-forest-800 hover:bg-cream-100 disabled:opacity-60'
        }
      >
        {children}
      </button>
    </Form>
  );
}

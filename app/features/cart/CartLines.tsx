import {Link, useFetcher, useLocation} from '@remix-run/react';
import {useRef} from 'react';
import {SquareImage} from '~/ui/SquareImage';
import {MAX_LINE_QUANTITY} from './cartRules';
import {cartLinePackLabel, cartLinePriceLabel} from './cartLineLabel';
import {formatPrice} from '~/lib/money';
import {useNoticeToast} from '~/ui/useNoticeToast';
import type {ServerCartLine} from './CartContext';
import {AnswerAsDataField} from '~/lib/forms';
import type {Notice} from '~/lib/notice';

/** The cart's lines with quantity and remove controls: plain forms without JavaScript, fetchers with it. */
export function CartLines({lines, onNavigate}: {lines: ServerCartLine[]; onNavigate?: () => void}) {
  return (
    <ul className="divide-y divide-bark-100">
      {lines.map((line) => (
        <CartLineItem key={line.id} line={line} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

function CartLineItem({line, onNavigate}: {line: ServerCartLine; onNavigate?: () => void}) {
  // One fetcher per line: a second click replaces the first request, so the last quantity wins.
  const fetcher = useFetcher<{error?: string; notice?: Notice}>({key: `cart-line:${line.id}`});
  const location = useLocation();
  useNoticeToast(fetcher.state !== 'submitting' ? fetcher.data?.notice : null);
  const {merchandise} = line;
  const title = merchandise.product.title;
  const image = merchandise.image;
  const redirectTo = `${location.pathname}${location.search}`;
  const pack = cartLinePackLabel(merchandise);
  // The quantity the last click asked for, while its answer is on the way: a second click before React has
  // re-rendered (a busy phone) builds on it, not on the quantity the form was rendered with, and neither
  // does a render in between that still shows an earlier quantity (a cancelled request's revalidation).
  // Once the line's requests have settled, the line's own quantity (Shopify's) is the start again.
  const asked = useRef(line.quantity);
  if (fetcher.state === 'idle') asked.current = line.quantity;
  const askFor = (change: 1 | -1) => (event: React.FormEvent<HTMLFormElement>) => {
    asked.current = Math.max(0, Math.min(MAX_LINE_QUANTITY, asked.current + change));
    const field = event.currentTarget.elements.namedItem('quantity');
    if (field instanceof HTMLInputElement) field.value = String(asked.current);
  };

  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="lineId" value={line.id} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <AnswerAsDataField />
    </>
  );

  return (
    <li className="flex gap-4 py-4" data-testid="cart-line" data-merchandise-id={merchandise.id}>
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-cream-100">
        {image ? (
          <SquareImage
            data={image}
            alt=""
            sizes="80px"
            candidates={2}
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={`/product/${merchandise.product.handle}`}
          onClick={onNavigate}
          className="font-display text-lg leading-snug text-forest-900 hover:underline"
        >
          {title}
        </Link>
        {pack ? (
          <p className="text-sm font-semibold text-forest-800" data-testid="cart-line-pack">
            {pack}
          </p>
        ) : null}
        <p className="text-sm text-bark-700">{cartLinePriceLabel(line)}</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <div className="flex items-center gap-1">
            <fetcher.Form method="post" action="/cart" preventScrollReset onSubmit={askFor(-1)}>
              {hidden('update')}
              <input type="hidden" name="quantity" value={line.quantity - 1} />
              <button
                type="submit"
                aria-label={`Decrease quantity of ${title}`}
                className={QUANTITY_BUTTON}
              >
                −
              </button>
            </fetcher.Form>
            <span
              className="w-8 text-center font-semibold"
              aria-label={`Quantity of ${title}${pack ? `, ${pack}` : ''}`}
              role="status"
            >
              {line.quantity}
            </span>
            <fetcher.Form method="post" action="/cart" preventScrollReset onSubmit={askFor(1)}>
              {hidden('update')}
              <input type="hidden" name="quantity" value={line.quantity + 1} />
              <button
                type="submit"
                aria-label={`Increase quantity of ${title}`}
                disabled={line.quantity >= MAX_LINE_QUANTITY}
                className={QUANTITY_BUTTON}
              >
                +
              </button>
            </fetcher.Form>
          </div>
          <fetcher.Form method="post" action="/cart" preventScrollReset>
            {hidden('remove')}
            <button
              type="submit"
              className="text-sm text-terracotta-700 underline underline-offset-4 hover:text-terracotta-600"
            >
              Remove<span className="sr-only"> {title}</span>
            </button>
          </fetcher.Form>
        </div>
        {fetcher.state !== 'submitting' && fetcher.data?.error ? (
          <p role="alert" className="text-sm text-terracotta-700">
            {fetcher.data.error}
          </p>
        ) : null}
      </div>
      <p className="shrink-0 font-semibold text-bark-800">
        {formatPrice(Number(merchandise.price.amount) * line.quantity)}
      </p>
    </li>
  );
}

const QUANTITY_BUTTON =
  'h-9 w-9 rounded-full border border-bark-200 text-lg hover:bg-cream-100 disabled:cursor-not-allowed disabled:opacity-40';

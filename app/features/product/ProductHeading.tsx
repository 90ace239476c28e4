import {formatPrice, type MoneyLike} from '~/lib/money';
import {RATING_STARS, RATING_TEXT} from './productRating';
import {Stars} from './icons';

/** NEW badge and the fixed rating line, the title, and the selected variant's price: the buy box's head. */
export function ProductHeading({title, price}: {title: string; price: MoneyLike}) {
  return (
    <div className="flex flex-col gap-1.5 sm:gap-3">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-bark-700 sm:gap-x-3 sm:text-sm">
        <span className="rounded-full bg-forest-800 px-2.5 py-0.5 text-xs font-bold tracking-widest text-cream-50">
          NEW
        </span>
        <span className="flex items-center gap-1.5 sm:gap-2">
          <Stars count={RATING_STARS} />
          <span>{RATING_TEXT}</span>
        </span>
      </p>
      <h1 className="font-display text-2xl leading-tight text-forest-900 sm:text-4xl">{title}</h1>
      <p aria-live="polite" className="text-2xl font-semibold text-bark-800 sm:text-3xl">
        <span className="sr-only">Price: </span>
        {formatPrice(price)}
      </p>
    </div>
  );
}

/**
 * Decorative icons for the product page; the text beside them carries the meaning. A product page shows the
 * star and the tick about forty times (ratings, reviews, benefits, shipping), so their shapes are drawn once
 * per page (ProductIconSprite, which ProductView renders) and each icon is a reference to its shape.
 */
const STAR_ID = 'product-icon-star';
/** The tick's shape, for CheckIcon (its own module: only the lists below the buy box use it). */
export const CHECK_ID = 'product-icon-check';

/** The shapes the icons below refer to; rendered once by the product page, before any icon. */
export function ProductIconSprite() {
  return (
    <svg aria-hidden="true" className="absolute h-0 w-0 overflow-hidden">
      <defs>
        <path
          id={STAR_ID}
          d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.7L10 14.8l-5.1 2.7 1-5.7-4.1-4 5.7-.8z"
          stroke="currentColor"
          strokeWidth={1.2}
          strokeLinejoin="round"
        />
        <path
          id={CHECK_ID}
          d="M4 10.5l4 4 8-9"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </defs>
    </svg>
  );
}

export function StarIcon({
  className = 'h-4 w-4',
  filled = true,
}: {
  className?: string;
  filled?: boolean;
}) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true">
      {/* The shape leaves its fill to the reference: filled or outlined. */}
      <use href={`#${STAR_ID}`} fill={filled ? 'currentColor' : 'none'} />
    </svg>
  );
}

/** A row of five stars, `count` of them filled; hidden from assistive technology. */
export function Stars({count, className = 'h-4 w-4'}: {count: number; className?: string}) {
  return (
    <span className="inline-flex text-terracotta-600" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} className={className} filled={star <= Math.round(count)} />
      ))}
    </span>
  );
}

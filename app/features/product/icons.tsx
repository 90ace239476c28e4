/**
 * The product page's star icons (the rating by the title loads with the page); decorative, the text beside
 * them carries the meaning.
 */
export function StarIcon({
  className = 'h-4 w-4',
  filled = true,
}: {
  className?: string;
  filled?: boolean;
}) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true">
      <path
        d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.7L10 14.8l-5.1 2.7 1-5.7-4.1-4 5.7-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.2}
        strokeLinejoin="round"
      />
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

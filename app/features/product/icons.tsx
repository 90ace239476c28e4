/**
 * One star's outline, drawn from its top point; it ends back there, and `m20 0` moves on to the next star's
 * top, so a row of stars is this path repeated.
 */
const STAR = 'l2.5 5.2 5.7.8-4.1 4 1 5.7-5.1-2.7-5.1 2.7 1-5.7-4.1-4 5.7-.8zm20 0';

/**
 * The product page's row of five stars, `count` of them filled (rounded), as one small SVG (two paths: the
 * filled stars, then the outlined rest) rather than five: the page shows several rows. Decorative and
 * hidden from assistive technology; the text beside it carries the meaning. The size is the row's: each star
 * is a fifth of its width (h-4 w-20 draws 16 px stars).
 */
export function Stars({count, className = 'h-4 w-20'}: {count: number; className?: string}) {
  const filled = Math.round(count);
  return (
    <span className="inline-flex text-terracotta-600" aria-hidden="true">
      <svg
        viewBox="0 0 100 20"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.2}
        strokeLinejoin="round"
        className={className}
      >
        {filled > 0 ? <path d={`M10 1.8${STAR.repeat(filled)}`} fill="currentColor" /> : null}
        {filled < 5 ? <path d={`M${10 + 20 * filled} 1.8${STAR.repeat(5 - filled)}`} /> : null}
      </svg>
    </span>
  );
}

/**
 * A decorative tick for the benefit and claim lists; the text beside it carries the meaning. Its own
 * module: only the lists below the buy box use it, and they load their code later (static islands), so it
 * stays out of the page's first load instead of riding along with the stars.
 */
export function CheckIcon({className = 'h-5 w-5'}: {className?: string}) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <path d="M4 10.5l4 4 8-9" />
    </svg>
  );
}

import {Link} from '@remix-run/react';
import {COLLECTION_CARDS} from '~/content/collections';

/**
 * The categories as a row of chips, headed: where a shopper has not found what they came for (no search
 * results, a missing page), the whole catalogue is one tap away. `id` names the heading for the nav's label,
 * so two of these may sit on one page.
 */
export function CategoryLinks({
  id,
  heading,
  className,
}: {
  id: string;
  heading: string;
  className?: string;
}) {
  return (
    <nav aria-labelledby={id} className={`mx-auto text-center ${className ?? ''}`}>
      <h2 id={id} className="font-display text-xl text-forest-900 sm:text-2xl">
        {heading}
      </h2>
      <ul className="mt-4 flex flex-wrap justify-center gap-2 sm:gap-3">
        {[{title: 'Shop All', to: '/shop'}, ...COLLECTION_CARDS].map((category) => (
          <li key={category.to}>
            <Link
              to={category.to}
              prefetch="intent"
              className="inline-block rounded-full bg-white px-4 py-2 font-semibold text-forest-800 shadow-sm ring-1 ring-bark-200 hover:bg-sage-100"
            >
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

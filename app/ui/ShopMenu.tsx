import {Link} from '@remix-run/react';
import type {NavLinkData} from './navigation';
import {useDismissibleDetails} from './useDismissibleDetails';

/**
 * The desktop header's category panel, beside the Shop link: a <details> disclosure, so it opens and
 * closes without JavaScript and the keyboard reaches it like any button (useDismissibleDetails).
 */
export function ShopMenu({categories}: {categories: readonly NavLinkData[]}) {
  const detailsRef = useDismissibleDetails();
  return (
    <details ref={detailsRef} className="group relative">
      <summary className="flex cursor-pointer list-none p-2 [&::-webkit-details-marker]:hidden">
        {/* A chevron drawn with two borders, turned down, and up while open. */}
        <span
          aria-hidden="true"
          className="size-2 rotate-45 border-r-2 border-b-2 group-open:rotate-[225deg]"
        />
        <span className="sr-only">Shop categories</span>
      </summary>
      <ShopCategoryLinks
        categories={categories}
        className="absolute -left-8 top-full z-50 mt-3 w-60 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-bark-100"
      />
    </details>
  );
}

/** The categories as a list of links: in the desktop panel, and under Shop in the phone's slide-out menu. */
export function ShopCategoryLinks({
  categories,
  className,
}: {
  categories: readonly NavLinkData[];
  className: string;
}) {
  return (
    <ul className={className}>
      {categories.map((category) => (
        <li key={category.to}>
          <Link to={category.to} className="block rounded-lg px-3 py-2 hover:bg-cream-200">
            {category.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

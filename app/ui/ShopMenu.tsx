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
      <summary className="shop-toggle">
        {/* A chevron drawn with two borders, turned down, and up while open. */}
        <span aria-hidden="true" className="shop-chevron" />
        <span className="sr-only">Shop categories</span>
      </summary>
      <ShopCategoryLinks categories={categories} className="shop-panel" />
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
          <Link to={category.to} className="menu-link">
            {category.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

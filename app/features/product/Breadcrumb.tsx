import {Link} from '@remix-run/react';

/** Home > Shop > product title (SPEC.md 2 "Product detail"). */
export function Breadcrumb({title}: {title: string}) {
  return (
    <nav aria-label="Breadcrumb" className="py-4 text-sm text-bark-700">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <Link to="/" className="hover:text-forest-800 hover:underline">
            Home
          </Link>
        </li>
        <li aria-hidden="true">&gt;</li>
        <li>
          <Link to="/shop" className="hover:text-forest-800 hover:underline">
            Shop
          </Link>
        </li>
        <li aria-hidden="true">&gt;</li>
        <li>
          <span aria-current="page" className="font-medium text-forest-900">
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}

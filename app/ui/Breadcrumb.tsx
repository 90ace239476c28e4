import {Link} from '@remix-run/react';

export interface Crumb {
  label: string;
  /** The crumb's page; the last crumb (the current page) has none. */
  to?: string;
}

/** Home > Shop > … (SPEC.md 2 "Product detail"; the listing pages too); the last crumb is the page itself. */
export function Breadcrumb({trail}: {trail: readonly Crumb[]}) {
  return (
    <nav aria-label="Breadcrumb" className="py-2 text-sm text-bark-700 sm:py-4">
      <ol className="flex flex-wrap items-center gap-2">
        {trail.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">&gt;</span> : null}
            {crumb.to ? (
              <Link to={crumb.to} className="hover:text-forest-800 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-forest-900">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** schema.org BreadcrumbList for a trail; the current page's item is its canonical URL. */
export function breadcrumbListJsonLd(trail: readonly Crumb[], url: string) {
  const origin = new URL(url).origin;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.to ? `${origin}${crumb.to}` : url,
    })),
  };
}

import {breadcrumbListJsonLd, type Crumb} from '~/ui/Breadcrumb';
import {pageMeta} from '~/ui/seo';

/**
 * A listing page's meta: title, description and the canonical of the plain listing (the query string never
 * is part of it), the breadcrumb as BreadcrumbList, and `noindex` on a filtered or sorted view, so search
 * engines keep the one listing and not each combination of filters.
 */
export function listingMeta({
  title,
  description,
  url,
  refined,
  trail,
}: {
  title: string;
  description: string;
  url: string | undefined;
  refined: boolean;
  trail: readonly Crumb[];
}) {
  return [
    ...pageMeta({title, description, url}),
    ...(refined ? [{name: 'robots', content: 'noindex, follow'}] : []),
    ...(url ? [{'script:ld+json': breadcrumbListJsonLd(trail, url)}] : []),
  ];
}

/** Home > Shop > the listing's title (Home > Shop on /shop itself). */
export function listingTrail(title: string, isShop = false): Crumb[] {
  return isShop
    ? [{label: 'Home', to: '/'}, {label: 'Shop'}]
    : [{label: 'Home', to: '/'}, {label: 'Shop', to: '/shop'}, {label: title}];
}

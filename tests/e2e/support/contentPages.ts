import {SITEMAP_STATIC_PATHS} from '~/features/catalogue/sitemap';
import {SHOP_CATEGORIES} from '~/ui/navigation';

/** The listing pages (SPEC.md 2 route table): home, /shop, /collections and each category page. */
export const LISTING_PAGES: readonly string[] = [
  '/',
  '/shop',
  '/collections',
  ...SHOP_CATEGORIES.map((category) => category.to).filter((to) => !to.includes('?')),
];

/**
 * The help and legal pages: the sitemap's other public pages (SPEC.md 2 route table), visited with
 * JavaScript by the accessibility spec.
 */
export const HELP_AND_LEGAL_PAGES = SITEMAP_STATIC_PATHS.filter(
  (path) => !LISTING_PAGES.includes(path),
);

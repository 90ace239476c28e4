import {collectionRoute} from './shopifyUrls';

/** The shop's public pages (SPEC.md 2 route table), for the sitemap. Cart, auth and admin stay out. */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/shop',
  '/collections',
  '/artisan-soaps',
  '/face-serums-creams',
  '/body-care',
  '/facial-masks',
  '/supplements',
  '/skincare',
  '/about',
  '/faq',
  '/contact',
  '/shipping',
  '/returns',
  '/privacy',
  '/security',
  '/terms',
  '/cookies',
  '/accessibility',
  '/data-sharing-opt-out',
] as const;

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A sitemap.xml document: the static pages, the listing pages of collections without a route of their own
 * (the gift sets; the others redirect to their category page), then one entry per product with its last
 * update.
 */
export function buildSitemap(
  origin: string,
  products: ReadonlyArray<{handle: string; updatedAt?: string | null}>,
  collections: ReadonlyArray<{handle: string; updatedAt?: string | null}> = [],
): string {
  const entry = (path: string, lastmod?: string | null) =>
    `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_STATIC_PATHS.map((path) => entry(path)),
    ...collections
      .filter((collection) => collectionRoute(collection.handle) === null)
      .map((collection) => entry(`/collections/${encodeURIComponent(collection.handle)}`, collection.updatedAt)),
    ...products.map((product) => entry(`/product/${encodeURIComponent(product.handle)}`, product.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: crawl the shop, not the cart (permalinks too), discount links, auth, admin or API routes. */
export function buildRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /cart',
    // Following a discount link makes a cart at Shopify; nothing for a crawler there.
    'Disallow: /discount/',
    'Disallow: /auth',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /*?*subscribe=',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

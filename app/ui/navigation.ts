/** A link of the shop's navigation. */
export interface NavLinkData {
  to: string;
  label: string;
}

/** The shop's navigation, as SPEC.md 2 lists it. */
export const MAIN_NAV = [
  {to: '/', label: 'Home'},
  {to: '/shop', label: 'Shop'},
  {to: '/collections', label: 'Collections'},
  {to: '/about', label: 'Our Story'},
  {to: '/faq', label: 'FAQ'},
] as const;

export const FOOTER_NAV = [
  {
    heading: 'Shop',
    links: [
      {to: '/shop', label: 'Shop All'},
      {to: '/artisan-soaps', label: 'Artisan Soaps'},
      {to: '/skincare', label: 'Skincare'},
      {to: '/supplements', label: 'Supplements'},
    ],
  },
  {
    heading: 'Help',
    links: [
      {to: '/about', label: 'Our Story'},
      {to: '/contact', label: 'Contact Us'},
      {to: '/shipping', label: 'Shipping Policy'},
      {to: '/returns', label: 'Returns & Refunds'},
      {to: '/faq', label: 'FAQ'},
    ],
  },
  {
    heading: 'Legal',
    links: [
      {to: '/security', label: 'Security'},
      {to: '/privacy', label: 'Privacy Policy'},
      {to: '/terms', label: 'Terms of Service'},
      {to: '/accessibility', label: 'Accessibility'},
    ],
  },
] as const;

/**
 * The categories the header's Shop menu lists (desktop panel, phone slide-out), titles as on the
 * Collections page's cards (categories.ts). Code in every page's JavaScript (about 0.05 kB gzipped) rather
 * than root loader data: as data they weighed 0.22 kB gzipped in every document, on top of the menus'
 * markup. A menu read from Shopify would go back to being loader data.
 */
export const SHOP_CATEGORIES = [
  {to: '/artisan-soaps', label: 'Artisan Soaps'},
  {to: '/face-serums-creams', label: 'Face Serums & Creams'},
  {to: '/body-care', label: 'Body Care'},
  {to: '/facial-masks', label: 'Facial Masks'},
  {to: '/supplements', label: 'Supplements'},
  {to: '/skincare', label: 'Skincare'},
  {to: '/?collection=gift-sets', label: 'Gift Collections'},
] as const satisfies readonly NavLinkData[];

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

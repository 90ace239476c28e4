/** The help and legal pages (SPEC.md 2 route table), visited with JavaScript by the accessibility spec. */
export const HELP_AND_LEGAL_PAGES = [
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

/**
 * Brand facts in one place, so a shop owner edits one file (and brandContact.ts for addresses, phone,
 * hours and social accounts). Pages, footer, policies and structured data read from here.
 */
export const BRAND = {
  name: 'Wildroot Botanicals',
  shortName: 'Wildroot',
  tagline: 'Handcrafted botanical skincare, soaps and supplements',
  newsletterCircle: 'the Wildroot Circle',
  supplementsPrefix: 'Wildroot',
  copyrightYear: 2025,
  announcement: 'Free shipping on orders over $50 | Fast worldwide delivery',
} as const;

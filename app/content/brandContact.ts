/**
 * How to reach the brand: addresses, phone, hours and social accounts, for the contact, legal and policy
 * pages, the footer and structured data. Apart from BRAND (brand.ts) so the pages that show none of it do
 * not carry it in their JavaScript.
 */
export const BRAND_CONTACT = {
  emails: {
    general: 'hello@wildrootbotanicals.com',
    support: 'support@wildrootbotanicals.com',
    returns: 'returns@wildrootbotanicals.com',
    wholesale: 'wholesale@wildrootbotanicals.com',
    privacy: 'privacy@wildrootbotanicals.com',
    accessibility: 'accessibility@wildrootbotanicals.com',
    security: 'security@wildrootbotanicals.com',
  },
  phone: {display: '(307) 555-0148', href: 'tel:+13075550148'},
  address: {
    street: '30 N Gould St, Ste 4120',
    city: 'Sheridan',
    region: 'WY',
    postalCode: '82801',
    country: 'US',
  },
  supportHours: 'Monday–Friday, 9 AM–5 PM EST',
  // Privacy contacts the privacy policy names (GDPR Articles 27 and 37).
  dataProtectionOfficer: {title: 'Data Protection Officer', email: 'dpo@wildrootbotanicals.com'},
  euRepresentative: {name: 'Wildroot Botanicals EU Representative', email: 'eu-representative@wildrootbotanicals.com'},
  social: [
    {name: 'Instagram', handle: '@wildrootbotanicals', url: 'https://www.instagram.com/wildrootbotanicals'},
    {name: 'Facebook', handle: 'Wildroot Botanicals', url: 'https://www.facebook.com/wildrootbotanicals'},
    {name: 'Pinterest', handle: '@wildrootbotanicals', url: 'https://www.pinterest.com/wildrootbotanicals'},
    {name: 'TikTok', handle: '@wildrootbotanicals', url: 'https://www.tiktok.com/@wildrootbotanicals'},
  ],
} as const;

export type SocialLink = (typeof BRAND_CONTACT.social)[number];

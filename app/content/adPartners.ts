/**
 * The advertising and commerce partners the privacy, cookie and opt-out pages describe, and the
 * cookie inventory (SPEC.md 2 and 9).
 */

export interface AdPartner {
  id: string;
  name: string;
  /** The kind of platform, as the policies group them. */
  kind: string;
  /** What the partner receives from our site when marketing is allowed. */
  receives: string;
  /** What the partner does with it. */
  uses: string;
  privacyUrl: string;
}

export const TIKTOK: AdPartner = {
  id: 'tiktok',
  name: 'TikTok',
  kind: 'Video-social platform',
  receives:
    'Every page view, product view, search, add-to-cart, checkout start and purchase, with product IDs, prices and order value; your IP address, browser and device details; TikTok cookie and click identifiers; and, where you have given them to us, your email address and phone number in hashed (scrambled) form.',
  uses:
    'To measure our ads, to show our ads to you and to people like our customers, and for its own purposes under its own privacy policy, which can include improving its advertising services.',
  privacyUrl: 'https://www.tiktok.com/legal/privacy-policy-us',
};

export const OTHER_AD_PARTNERS: AdPartner[] = [
  {
    id: 'meta',
    name: 'Meta (Facebook and Instagram)',
    kind: 'Social network',
    receives:
      'Page views, product views, add-to-cart and purchase events with order value, your IP address, browser details and Meta cookie identifiers.',
    uses: 'To measure our ads and show our ads on Facebook and Instagram, including to people who visited our site.',
    privacyUrl: 'https://www.facebook.com/privacy/policy/',
  },
  {
    id: 'pinterest',
    name: 'Pinterest',
    kind: 'Pin-board platform',
    receives: 'Page views, add-to-cart and purchase events, your IP address, browser details and Pinterest cookie identifiers.',
    uses: 'To measure our Promoted Pins and show them to people interested in products like ours.',
    privacyUrl: 'https://policy.pinterest.com/privacy-policy',
  },
  {
    id: 'x',
    name: 'X (formerly Twitter)',
    kind: 'Microblog platform',
    receives: 'Page views and purchase events, your IP address, browser details and X cookie identifiers.',
    uses: 'To measure our promoted posts and show them to people who visited our site.',
    privacyUrl: 'https://x.com/en/privacy',
  },
  {
    id: 'google',
    name: 'Google (including YouTube)',
    kind: 'Search and video platform',
    receives:
      'Page views, product views and purchase events with order value, your IP address, browser details and Google cookie and click identifiers.',
    uses: 'To measure our search, shopping and YouTube ads and show them to people who visited our site.',
    privacyUrl: 'https://policies.google.com/privacy',
  },
];

export const AD_PARTNERS: AdPartner[] = [TIKTOK, ...OTHER_AD_PARTNERS];

export const SHOPIFY_PRIVACY_URL = 'https://www.shopify.com/legal/privacy';

export const INDUSTRY_OPT_OUTS = [
  {name: 'Digital Advertising Alliance (WebChoices)', url: 'https://optout.aboutads.info'},
  {name: 'YourAdChoices', url: 'https://youradchoices.com'},
  {name: 'Your Online Choices (European Interactive Digital Advertising Alliance)', url: 'https://www.youronlinechoices.eu'},
] as const;

export type CookieCategory = 'Required' | 'Personalization' | 'Analytics' | 'Marketing';

export interface CookieEntry {
  name: string;
  provider: string;
  category: CookieCategory;
  purpose: string;
  duration: string;
}

export const COOKIE_INVENTORY: CookieEntry[] = [
  {
    name: 'cookieConsent',
    provider: 'Wildroot Botanicals',
    category: 'Required',
    purpose: 'Remembers the cookie choices you made.',
    duration: '12 months',
  },
  {
    name: 'session',
    provider: 'Wildroot Botanicals',
    category: 'Required',
    purpose: 'Keeps your visit secure and carries short messages between pages, such as form confirmations.',
    duration: 'Session',
  },
  {
    name: 'cart',
    provider: 'Wildroot Botanicals',
    category: 'Required',
    purpose: 'Remembers which cart is yours so the items you add stay in it.',
    duration: 'Session',
  },
  {
    name: 'Checkout cookies',
    provider: 'Shopify',
    category: 'Required',
    purpose: 'Run the hosted checkout and keep your payment step secure.',
    duration: 'Session',
  },
  {
    name: 'recently_viewed',
    provider: 'Wildroot Botanicals',
    category: 'Personalization',
    purpose: 'Remembers products you looked at so we can show them again.',
    duration: '30 days',
  },
  {
    name: 'locale',
    provider: 'Wildroot Botanicals',
    category: 'Personalization',
    purpose: 'Remembers your language and region.',
    duration: '12 months',
  },
  {
    name: '_ga, _ga_*',
    provider: 'Google Analytics',
    category: 'Analytics',
    purpose: 'Counts visits and shows us which pages are used, so we can improve the site.',
    duration: '2 years',
  },
  {
    name: '_ttp',
    provider: 'TikTok',
    category: 'Marketing',
    purpose: 'Measures our TikTok ads and shows our ads to you on TikTok.',
    duration: '3 to 13 months',
  },
  {
    name: '_fbp, fr',
    provider: 'Meta',
    category: 'Marketing',
    purpose: 'Measures our ads and shows them to you on Facebook and Instagram.',
    duration: '3 to 13 months',
  },
  {
    name: '_pin_unauth, _epik',
    provider: 'Pinterest',
    category: 'Marketing',
    purpose: 'Measures our Promoted Pins and shows them to you on Pinterest.',
    duration: '3 to 13 months',
  },
  {
    name: 'personalization_id, muc_ads',
    provider: 'X',
    category: 'Marketing',
    purpose: 'Measures our promoted posts and shows them to you on X.',
    duration: '2 years',
  },
  {
    name: '_gcl_au, IDE',
    provider: 'Google and YouTube',
    category: 'Marketing',
    purpose: 'Measures our search and YouTube ads and shows them to you across Google services.',
    duration: '3 to 13 months',
  },
];

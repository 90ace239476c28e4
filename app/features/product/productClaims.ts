/**
 * The product page's fixed marketing copy and claims (SPEC.md 2 "Product detail", 9 "Product page"). They are
 * the same on every product; none of it is review data, so none of it goes into structured data.
 */
import {BRAND} from '~/content/brand';

export const RATING_TEXT = 'Excellent 4.8 | 12,319 Customers';
export const RATING_STARS = 4.8;

export const REVIEWS_TAB_LABEL = 'Reviews (48)';
export const REVIEW_SUMMARY = {
  average: '4.9',
  count: 48,
  /** Stars and how many reviews gave them; the 2 and 1 star rows are zero (41 + 6 + 1 = 48). */
  breakdown: [
    {stars: 5, count: 41, barWidth: 'w-[85%]'},
    {stars: 4, count: 6, barWidth: 'w-[13%]'},
    {stars: 3, count: 1, barWidth: 'w-[2%]'},
    {stars: 2, count: 0, barWidth: 'w-0'},
    {stars: 1, count: 0, barWidth: 'w-0'},
  ],
} as const;

export const REVIEW_SNIPPETS = [
  {
    author: 'Jenna M.',
    stars: 5,
    title: 'My whole family uses it now',
    text: 'Gentle, smells like a garden and lasts far longer than the supermarket stuff. I ordered the bundle of three the second time.',
  },
  {
    author: 'Carlos D.',
    stars: 5,
    title: 'Worth the switch',
    text: 'Packed with care, arrived quickly and exactly as described. Subscribe & Save means I never run out.',
  },
  {
    author: 'Priya S.',
    stars: 4,
    title: 'Lovely, subtle scent',
    text: 'I prefer lighter scents and this is just right. Took off one star only because I wish it came in a bigger size.',
  },
] as const;

export const REASONS_TO_CHOOSE = [
  {
    title: 'Small-batch fresh',
    text: 'Handcrafted in small batches, so what you receive was made recently, not years ago.',
  },
  {
    title: 'Plant-based formulas',
    text: 'Built around botanical oils, butters and extracts you can find on the label.',
  },
  {
    title: 'Risk-free to try',
    text: 'Backed by our 30-day money-back guarantee. If you are not happy, we make it right.',
  },
] as const;

export const TESTIMONIALS = [
  {
    quote: 'I have tried a lot of natural brands. This is the first one I keep coming back to.',
    author: 'Rachel T.',
    location: 'Portland, OR',
  },
  {
    quote:
      'Beautiful quality, thoughtful packaging and fast shipping. It makes a lovely gift, too.',
    author: 'Marcus L.',
    location: 'Austin, TX',
  },
  {
    quote:
      'You can tell it is made by people who care. My daily routine finally feels like a treat.',
    author: 'Hannah K.',
    location: 'Burlington, VT',
  },
] as const;

export const STATISTICS = [
  {value: '92%', caption: 'of customers would recommend us to a friend'},
  {value: '86%', caption: 'of customers order again within three months'},
  {value: '78%', caption: 'of customers switched to us from a conventional brand'},
] as const;

export const COMPARISON = {
  caption: `${BRAND.shortName} vs Others`,
  columns: [BRAND.shortName, 'Others'],
  rows: [
    {feature: 'Botanical ingredients', wildroot: 'Yes', others: 'Often synthetic'},
    {feature: 'Handcrafted in small batches', wildroot: 'Yes', others: 'Mass-produced'},
    {feature: 'Cruelty-free, never tested on animals', wildroot: 'Yes', others: 'Not always'},
    {feature: 'Made in the USA', wildroot: 'Yes', others: 'Varies'},
    {feature: '30-day money-back guarantee', wildroot: 'Yes', others: 'Rarely'},
  ],
} as const;

/** The spec's fixed shipping and guarantee claims (SPEC.md 9 "Fixed claims"). */
export const TRUST_CLAIMS = [
  '30-day money-back guarantee',
  'Free standard shipping over $50',
  'Ships in 1-2 business days',
  'Delivery in 3-7 business days',
] as const;

export const SHIPPING_CLAIMS = [
  'Free standard shipping on orders over $50',
  'Orders ship in 1-2 business days',
  'Delivery in 3-7 business days',
  'We ship within the continental US only',
  '30-day money-back guarantee',
] as const;

/**
 * The long copy blocks (reviews, testimonials, statistics, comparison). The product loader sends them as
 * data, so they are not part of the page's JavaScript; the short claims above are imported directly.
 */
export const MARKETING_COPY = {
  reviewSnippets: REVIEW_SNIPPETS,
  testimonials: TESTIMONIALS,
  statistics: STATISTICS,
  comparison: COMPARISON,
} as const;
export type MarketingCopy = typeof MARKETING_COPY;

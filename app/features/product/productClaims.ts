/**
 * The product page's fixed marketing copy and claims (SPEC.md 2 "Product detail", 9 "Product page"). They are
 * the same on every product; none of it is review data, so none of it goes into structured data.
 */
export {RATING_STARS, RATING_TEXT} from './productRating';

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

/** Which words fit a product: its testimonials and review snippets speak of what it is. */
export type CopyCategory = 'soap' | 'skincare' | 'body' | 'supplement' | 'gift';

/** The product's category for its copy, from Shopify's product type ('Bar Soap', 'Face Serum', ...). */
export function copyCategoryOf(productType: string | null | undefined): CopyCategory {
  const type = (productType ?? '').toLowerCase();
  if (type.includes('supplement')) return 'supplement';
  if (type.includes('gift')) return 'gift';
  if (type.includes('soap')) return 'soap';
  if (/body|bath|balm|salve|hand/.test(type)) return 'body';
  return 'skincare';
}

type ReviewSnippet = {author: string; stars: number; title: string; text: string};

export const REVIEW_SNIPPETS: Record<CopyCategory, readonly ReviewSnippet[]> = {
  soap: [
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
  ],
  skincare: [
    {
      author: 'Elena R.',
      stars: 5,
      title: 'A little goes a long way',
      text: 'Absorbs quickly, never greasy, and my skin feels comfortable all day. One bottle lasts me about two months.',
    },
    {
      author: 'Dana K.',
      stars: 5,
      title: 'Part of my routine now',
      text: 'Simple ingredients I can read on the label. I reorder with Subscribe & Save so I never run out.',
    },
    {
      author: 'Sam W.',
      stars: 4,
      title: 'Gentle on sensitive skin',
      text: 'No stinging or redness for me. One star off only because I would love a pump instead of a dropper.',
    },
  ],
  body: [
    {
      author: 'Maya P.',
      stars: 5,
      title: 'Soft skin, no greasy feel',
      text: 'Melts in after a shower and my elbows and heels have never been happier. The jar lasts for weeks.',
    },
    {
      author: 'Tom B.',
      stars: 5,
      title: 'Bought one for my partner too',
      text: 'Arrived quickly and well packed. The bundle of two made it easy to keep one by the bath and one in my bag.',
    },
    {
      author: 'Grace L.',
      stars: 4,
      title: 'A small evening ritual',
      text: 'Calm, natural scent that does not linger too long. I just wish the jar were a little bigger.',
    },
  ],
  supplement: [
    {
      author: 'Nina H.',
      stars: 5,
      title: 'Easy to fit into my day',
      text: 'Easy to take with breakfast and no aftertaste. Subscribe & Save means a new bottle arrives before I run out.',
    },
    {
      author: 'Jordan F.',
      stars: 5,
      title: 'Clear label, no fillers',
      text: 'I like that the label lists exactly what is inside and how much. Packed well and arrived in three days.',
    },
    {
      author: 'Alex C.',
      stars: 4,
      title: 'Good value in the bundle',
      text: 'The bundle of three brings the price down nicely. One star off only because the bottle could be smaller.',
    },
  ],
  gift: [
    {
      author: 'Laura G.',
      stars: 5,
      title: 'The gift everyone asked about',
      text: 'Beautifully wrapped in kraft paper and ribbon, ready to hand over. My sister loved every piece.',
    },
    {
      author: 'Ben S.',
      stars: 5,
      title: 'Made gift shopping easy',
      text: 'Arrived quickly, exactly as pictured, and the note card was a thoughtful touch.',
    },
    {
      author: 'Olivia N.',
      stars: 4,
      title: 'Lovely selection',
      text: 'A well chosen mix of full-size products. I only wish there were a version with an unscented option.',
    },
  ],
};

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
 * The long copy (reasons, reviews, the Shipping tab here; testimonials, statistics and the comparison in
 * marketingStory.ts) is read by the blocks that show it, which the product page keeps from the server without
 * their code (static islands): the loader sends only the product's copy category, so a document does not
 * carry the copy twice, and the tables load only with a block's code (another product's page reached without
 * a reload, or the tabs coming into view).
 */
export type ReviewSnippets = (typeof REVIEW_SNIPPETS)[CopyCategory];

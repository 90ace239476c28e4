/** The FAQ (SPEC.md 2): six questions. The shipping answer carries the spec's claims. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string[];
  links?: {to: string; label: string}[];
}

export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 'what-makes-us-different',
    question: 'What makes your products different?',
    answer: [
      'We make everything by hand in small batches in the USA, starting from plant-based ingredients: cold-pressed oils, butters, clays and botanical extracts. Small batches mean fresher products and a maker who checks every one.',
      'We keep our ingredient lists short and readable, and we never use animal testing or animal-derived ingredients.',
    ],
    links: [{to: '/about', label: 'Read our story'}],
  },
  {
    id: 'skin-types',
    question: 'Are your products safe for all skin types?',
    answer: [
      'Our formulas are gentle and designed for normal, dry, oily and combination skin alike. Every skin is different, though, and even natural ingredients can cause a reaction.',
      'If your skin is sensitive or you have allergies, read the ingredient list first and try a small amount on the inside of your arm 24 hours before using a product on your face. Stop using any product that irritates your skin.',
    ],
  },
  {
    id: 'supplement-benefits',
    question: 'What are the benefits of your supplements?',
    answer: [
      'Our supplements are botanical blends made to support your wellness routine from within, such as healthy-looking skin, hair and nails and everyday vitality. Each product page lists the ingredients, the serving size and how to take it.',
      'These statements have not been evaluated by the Food and Drug Administration. Our supplements are not intended to diagnose, treat, cure or prevent any disease. Please ask your doctor before taking them if you are pregnant, nursing, taking medication or have a medical condition.',
    ],
  },
  {
    id: 'cruelty-free-vegan',
    question: 'Are your products cruelty-free and vegan?',
    answer: [
      'Yes. All our products are 100% cruelty-free and vegan. We never test on animals, we do not ask anyone to test on animals for us, and our formulas contain no animal-derived ingredients such as beeswax, lanolin or carmine.',
    ],
  },
  {
    id: 'storage',
    question: 'How should I store my products?',
    answer: [
      'Keep products in a cool, dry place away from direct sunlight, with lids closed tightly. Let soaps dry between uses on a draining soap dish so they last longer.',
      'Because we use few preservatives, use skincare within the period shown on the label after opening, and keep supplements out of the reach of children.',
    ],
  },
  {
    id: 'shipping-returns',
    question: 'What is your shipping and returns policy?',
    answer: [
      'We offer free standard shipping on orders over $50. Domestic orders arrive in 3-5 business days with standard shipping.',
      'Every order is backed by our 30-day satisfaction guarantee: if you are not happy with your purchase, contact us within 30 days and we will give you a full refund.',
    ],
    links: [
      {to: '/shipping', label: 'Shipping policy'},
      {to: '/returns', label: 'Returns policy'},
    ],
  },
];

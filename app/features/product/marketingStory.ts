/**
 * The blocks below the product page's tabs: testimonials that fit the product's copy category, the fixed
 * statistics (SPEC.md 2 "Product detail": 92%, 86%, 78%) and the comparison table. Only those blocks read this
 * module, so its copy loads with their code, never with the page's first load (MarketingBlocks, a static
 * island). Like every claim on the page, none of it is review data.
 */
import {BRAND} from '~/content/brand';
import type {CopyCategory} from './productClaims';

type Testimonial = {quote: string; author: string; location: string};

export const TESTIMONIALS: Record<CopyCategory, readonly Testimonial[]> = {
  soap: [
    {
      quote:
        'The lather is creamy, the bars last for weeks and my hands no longer feel tight after washing.',
      author: 'Rachel T.',
      location: 'Portland, OR',
    },
    {
      quote: 'I have tried a lot of handmade soap. This is the first one I keep coming back to.',
      author: 'Marcus L.',
      location: 'Austin, TX',
    },
    {
      quote:
        'You can tell every bar is cut by hand by people who care. My shower finally feels like a treat.',
      author: 'Hannah K.',
      location: 'Burlington, VT',
    },
  ],
  skincare: [
    {
      quote:
        'My skin feels calm and comfortable, and I finally understand every ingredient on the label.',
      author: 'Rachel T.',
      location: 'Portland, OR',
    },
    {
      quote: 'Light textures that sink in fast. My morning routine went from six steps to three.',
      author: 'Marcus L.',
      location: 'Austin, TX',
    },
    {
      quote:
        'Gentle enough for my sensitive skin, and it still feels like a small luxury every evening.',
      author: 'Hannah K.',
      location: 'Burlington, VT',
    },
  ],
  body: [
    {
      quote: 'Rich without being greasy. My skin stays soft from the morning shower until bedtime.',
      author: 'Rachel T.',
      location: 'Portland, OR',
    },
    {
      quote:
        'Beautiful quality, thoughtful packaging and fast shipping. The whole family shares one jar.',
      author: 'Marcus L.',
      location: 'Austin, TX',
    },
    {
      quote: 'A bath with these has become my Sunday ritual. Calm, simple and made with care.',
      author: 'Hannah K.',
      location: 'Burlington, VT',
    },
  ],
  supplement: [
    {
      quote:
        'Clear labels, honest amounts and no fillers. It is easy to make these part of my morning.',
      author: 'Rachel T.',
      location: 'Portland, OR',
    },
    {
      quote: 'Subscribe & Save means I never run out, and the capsules are easy to swallow.',
      author: 'Marcus L.',
      location: 'Austin, TX',
    },
    {
      quote: 'I like knowing every batch is tested for identity and purity before it ships.',
      author: 'Hannah K.',
      location: 'Burlington, VT',
    },
  ],
  gift: [
    {
      quote:
        'Beautiful quality, thoughtful packaging and fast shipping. It made a lovely birthday gift.',
      author: 'Rachel T.',
      location: 'Portland, OR',
    },
    {
      quote: 'Wrapped and ready to give. I did not have to do a thing except hand it over.',
      author: 'Marcus L.',
      location: 'Austin, TX',
    },
    {
      quote: 'Everyone I gave a set to has since ordered for themselves. That says it all.',
      author: 'Hannah K.',
      location: 'Burlington, VT',
    },
  ],
};

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

export type Testimonials = (typeof TESTIMONIALS)[CopyCategory];

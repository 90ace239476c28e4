import {describe, expect, it} from 'vitest';
import {
  copyCategoryOf,
  REVIEW_SNIPPETS,
  REVIEW_SUMMARY,
  REVIEWS_TAB_LABEL,
  SHIPPING_CLAIMS,
  TRUST_CLAIMS,
} from './productClaims';
import {TESTIMONIALS} from './marketingStory';

// The texts themselves (rating, review figures, statistics, testimonials, promises, the Shipping tab) are
// checked on the page by tests/e2e/product/product.no-js.spec.ts ("the spec’s texts"). Here: that the figures and
// facts the page states in more than one place agree with each other.
describe('product page claims (SPEC.md 9 "Product page")', () => {
  it('counts on the Reviews tab the reviews its breakdown lists', () => {
    const listed = REVIEW_SUMMARY.breakdown.reduce((sum, row) => sum + row.count, 0);
    expect(REVIEWS_TAB_LABEL).toBe(`Reviews (${listed})`);
    expect(REVIEW_SUMMARY.count).toBe(listed);
  });

  it('draws each breakdown bar as its share of the reviews', () => {
    for (const row of REVIEW_SUMMARY.breakdown) {
      const percent = Math.round((100 * row.count) / REVIEW_SUMMARY.count);
      expect(row.barWidth, `${row.stars} stars`).toBe(percent === 0 ? 'w-0' : `w-[${percent}%]`);
    }
  });

  it('promises only what the Shipping tab also says', () => {
    const shippingTab = SHIPPING_CLAIMS.join(' ');
    // Each promise's figures: the free-shipping threshold, the days, the guarantee's length.
    for (const promise of TRUST_CLAIMS) {
      const figures = promise.match(/\$\d+|\d+-\d+ business days|\d+-day/g) ?? [];
      expect(figures.length, promise).toBeGreaterThan(0);
      for (const figure of figures) expect(shippingTab, promise).toContain(figure);
    }
  });
});

describe('marketing copy by category', () => {
  it('speaks of what the product is', () => {
    expect(copyCategoryOf('Bar Soap')).toBe('soap');
    expect(copyCategoryOf('Supplement')).toBe('supplement');
    expect(copyCategoryOf('Body Butter')).toBe('body');
    expect(copyCategoryOf('Gift Set')).toBe('gift');
    expect(copyCategoryOf('Face Serum')).toBe('skincare');
    expect(copyCategoryOf(null)).toBe('skincare');
  });

  it('never talks of scent or lather on a supplement', () => {
    const supplement = copyCategoryOf('Supplement');
    const words = [
      ...TESTIMONIALS[supplement].map((testimonial) => testimonial.quote),
      ...REVIEW_SNIPPETS[supplement].map((review) => `${review.title} ${review.text}`),
    ].join(' ');
    expect(words).not.toMatch(/scent|smell|lather|skin|soap/i);
    expect(REVIEW_SNIPPETS[copyCategoryOf('Bar Soap')]).not.toEqual(REVIEW_SNIPPETS[supplement]);
  });
});

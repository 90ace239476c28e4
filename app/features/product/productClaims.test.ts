import {describe, expect, it} from 'vitest';
import {
  RATING_TEXT,
  REASONS_TO_CHOOSE,
  REVIEW_SUMMARY,
  REVIEWS_TAB_LABEL,
  SHIPPING_CLAIMS,
  STATISTICS,
  TESTIMONIALS,
  TRUST_CLAIMS,
} from './productClaims';

describe('product page claims (SPEC.md 9 "Product page")', () => {
  it('shows the fixed rating and review figures', () => {
    expect(RATING_TEXT).toBe('Excellent 4.8 | 12,319 Customers');
    expect(REVIEWS_TAB_LABEL).toBe(`Reviews (${REVIEW_SUMMARY.count})`);
    expect(REVIEW_SUMMARY.average).toBe('4.9');
    expect(REVIEW_SUMMARY.breakdown.slice(0, 3).map((row) => row.count)).toEqual([41, 6, 1]);
    expect(REVIEW_SUMMARY.breakdown.reduce((sum, row) => sum + row.count, 0)).toBe(
      REVIEW_SUMMARY.count,
    );
  });

  it('has up to 3 reasons, 3 testimonials and the 92/86/78 statistics', () => {
    expect(REASONS_TO_CHOOSE.length).toBeLessThanOrEqual(3);
    expect(TESTIMONIALS).toHaveLength(3);
    expect(STATISTICS.map((statistic) => statistic.value)).toEqual(['92%', '86%', '78%']);
  });

  it('states the spec’s shipping and guarantee facts', () => {
    expect(TRUST_CLAIMS).toEqual([
      '30-day money-back guarantee',
      'Free standard shipping over $50',
      'Ships in 1-2 business days',
      'Delivery in 3-7 business days',
    ]);
    const shipping = SHIPPING_CLAIMS.join(' ');
    for (const fact of [
      'over $50',
      '1-2 business days',
      '3-7 business days',
      'continental US only',
      '30-day money-back',
    ]) {
      expect(shipping).toContain(fact);
    }
  });
});

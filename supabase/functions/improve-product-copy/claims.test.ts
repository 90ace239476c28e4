import {describe, expect, it} from 'vitest';
import {findProhibitedClaims} from './claims.ts';

describe('findProhibitedClaims', () => {
  it.each([
    ['Cure stress forever with one capsule a day.', 'disease claim'],
    ['Treats acne overnight.', 'disease claim'],
    ['Helps prevent the common cold and flu.', 'disease claim'],
    ['Eliminates anxiety', 'disease claim'],
    ['Relieves joint pain fast', 'disease claim'],
    ['Our FDA-approved formula', 'claims FDA approval'],
    ['Approved by the FDA for daily use', 'claims FDA approval'],
    ['A powerful anti-inflammatory serum', 'drug-like claim'],
    ['Boosts collagen production while you sleep', 'drug-like claim'],
    ['Medical-grade care for your skin', 'drug-like claim'],
    ['Clinically proven to fix cortisol', 'unqualified clinical claim'],
  ])('flags %j (%s)', (text, reason) => {
    const warnings = findProhibitedClaims(text);
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.some((warning) => warning.includes(`(${reason})`))).toBe(true);
  });

  it('quotes the offending phrase', () => {
    expect(findProhibitedClaims('Guaranteed to cure stress forever.')).toEqual([
      'Claim not allowed for US cosmetics or supplements (disease claim): "cure stress forever"',
    ]);
  });

  it.each([
    'Cured for six weeks for a long-lasting bar',
    'An air-cured bar with a creamy lather',
    'Leaves skin looking brighter and feeling soft',
    'Supports a balanced response to everyday stress*',
    'Supports normal immune function',
    'Treat yourself to a slow Sunday evening',
    '*These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.',
    'Clinically proven in a 2024 study of 40 adults to improve the look of dryness',
  ])('lets %j through', (text) => {
    expect(findProhibitedClaims(text)).toEqual([]);
  });

  it('reports each phrase once', () => {
    expect(findProhibitedClaims('FDA approved. FDA approved!')).toHaveLength(1);
  });
});

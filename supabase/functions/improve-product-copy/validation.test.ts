import {describe, expect, it} from 'vitest';
import {extractPreservedFacts, formatPreservedSpecs} from './facts.ts';
import {
  CONFIDENCE_BASE,
  CONFIDENCE_PENALTY,
  confidenceScore,
  validateCopy,
  type MarketingCopy,
  type ValidationWarning,
} from './validation.ts';

const DESCRIPTION =
  '<p>A creamy bar.</p><p>Ingredients: Olive oil, Coconut oil, Shea butter.</p><p>Product amount: 4.5 oz (128 g)</p>';
const facts = extractPreservedFacts(DESCRIPTION);
const preservedSpecs = formatPreservedSpecs(facts);

const GOOD: MarketingCopy = {
  hook: 'A creamy, low-fuss lather from olive oil and shea butter.',
  benefits: [
    'Olive oil and shea butter for a soft, comfortable feel',
    'A generous 4.5 oz bar that lasts',
    'Rinses clean without a tight feeling',
  ],
  perfectFor: 'Anyone who wants a gentle bar for everyday washing.',
};

const validate = (copy: MarketingCopy) =>
  validateCopy({copy, facts, preservedSpecs, originalDescription: DESCRIPTION});

describe('validateCopy', () => {
  it('finds nothing wrong with good copy', () => {
    expect(validate(GOOD)).toEqual([]);
  });

  it('reports empty fields', () => {
    const kinds = validate({hook: ' ', benefits: [], perfectFor: ''}).map((w) => w.kind);
    expect(kinds).toEqual(['empty', 'empty', 'empty']);
    expect(validate({...GOOD, hook: ''}).map((w) => w.message)).toEqual(['Marketing hook is empty']);
  });

  it('reports lengths out of range', () => {
    const messages = validate({
      hook: 'Too short',
      benefits: ['Fine benefit line one', 'x'.repeat(141)],
      perfectFor: 'y'.repeat(241),
    }).map((w) => w.message);
    expect(messages).toEqual([
      'Marketing hook is too short: 9 characters (at least 20)',
      'Marketing benefits have 2 lines (expected 3 to 8)',
      'Benefit 2 is too long: 141 characters (at most 140)',
      'Perfect for is too long: 241 characters (at most 240)',
    ]);
  });

  it('reports prohibited claims and altered facts with their kinds', () => {
    const warnings = validate({
      ...GOOD,
      hook: 'Clinically proven to treat eczema in a week.',
      benefits: [...GOOD.benefits, 'A huge 8 oz bar'],
    });
    expect(warnings.map((w) => w.kind).sort()).toEqual(['claim', 'claim', 'fact']);
  });

  it('reports preserved specs that lost a fact', () => {
    const warnings = validateCopy({
      copy: GOOD,
      facts,
      preservedSpecs: 'Ingredients: Olive oil, Coconut oil, Shea butter.',
      originalDescription: DESCRIPTION,
    });
    expect(warnings).toEqual([
      {kind: 'fact', message: 'Preserved fact missing: Product information (Product amount)'},
    ]);
  });
});

describe('confidenceScore', () => {
  const warning = (kind: ValidationWarning['kind']): ValidationWarning => ({kind, message: kind});

  it('starts from the writer’s base', () => {
    expect(confidenceScore('model', [])).toBe(1);
    expect(confidenceScore('local', [])).toBe(CONFIDENCE_BASE.local);
    expect(CONFIDENCE_BASE.local).toBe(0.85);
  });

  it('subtracts each warning’s cost', () => {
    expect(confidenceScore('model', [warning('length')])).toBe(0.95);
    expect(confidenceScore('model', [warning('length'), warning('length')])).toBe(0.9);
    expect(confidenceScore('model', [warning('claim')])).toBe(0.65);
    expect(confidenceScore('model', [warning('fact'), warning('length')])).toBe(0.65);
    expect(confidenceScore('local', [warning('empty')])).toBe(0.6);
  });

  it('never goes below 0 and keeps three decimals', () => {
    expect(confidenceScore('model', [warning('claim'), warning('claim'), warning('fact'), warning('fact')])).toBe(0);
    const score = confidenceScore('local', [warning('length')]);
    expect(score).toBe(0.8);
    expect(Number.isInteger(score * 1000)).toBe(true);
  });

  it('puts a claim below Medium and a single length slip in High for the model', () => {
    expect(confidenceScore('model', [warning('claim')])).toBeLessThan(0.7);
    expect(confidenceScore('model', [warning('length')])).toBeGreaterThanOrEqual(0.9);
    expect(CONFIDENCE_PENALTY.claim).toBeGreaterThan(CONFIDENCE_PENALTY.length);
  });
});

import assert from 'node:assert/strict';
import {extractPreservedFacts, formatPreservedSpecs} from '../_shared/facts.ts';
import {
  CONFIDENCE_BASE,
  CONFIDENCE_PENALTY,
  confidenceScore,
  validateCopy,
  type MarketingCopy,
  type ValidationWarning,
} from '../_shared/copyValidation.ts';

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

Deno.test('validateCopy finds nothing wrong with good copy', () => {
  assert.deepEqual(validate(GOOD), []);
});

Deno.test('validateCopy reports empty fields', () => {
  const kinds = validate({hook: ' ', benefits: [], perfectFor: ''}).map((w) => w.kind);
  assert.deepEqual(kinds, ['empty', 'empty', 'empty']);
  assert.deepEqual(
    validate({...GOOD, hook: ''}).map((w) => w.message),
    ['Marketing hook is empty'],
  );
});

Deno.test('validateCopy reports lengths out of range', () => {
  const messages = validate({
    hook: 'Too short',
    benefits: ['Fine benefit line one', 'x'.repeat(141)],
    perfectFor: 'y'.repeat(241),
  }).map((w) => w.message);
  assert.deepEqual(messages, [
    'Marketing hook is too short: 9 characters (at least 20)',
    'Marketing benefits have 2 lines (expected 3 to 8)',
    'Benefit 2 is too long: 141 characters (at most 140)',
    'Perfect for is too long: 241 characters (at most 240)',
  ]);
});

Deno.test('validateCopy reports prohibited claims and altered facts with their kinds', () => {
  const warnings = validate({
    ...GOOD,
    hook: 'Clinically proven to treat eczema in a week.',
    benefits: [...GOOD.benefits, 'A huge 8 oz bar'],
  });
  assert.deepEqual(warnings.map((w) => w.kind).sort(), ['claim', 'claim', 'fact']);
});

Deno.test('validateCopy reports preserved specs that lost a fact', () => {
  const warnings = validateCopy({
    copy: GOOD,
    facts,
    preservedSpecs: 'Ingredients: Olive oil, Coconut oil, Shea butter.',
    originalDescription: DESCRIPTION,
  });
  assert.deepEqual(warnings, [
    {kind: 'fact', message: 'Preserved fact missing: Product information (Product amount)'},
  ]);
});

const warning = (kind: ValidationWarning['kind']): ValidationWarning => ({kind, message: kind});

Deno.test('confidenceScore starts from the writer’s base', () => {
  assert.equal(confidenceScore('model', []), 1);
  assert.equal(confidenceScore('local', []), CONFIDENCE_BASE.local);
  assert.equal(CONFIDENCE_BASE.local, 0.85);
});

Deno.test('confidenceScore subtracts each warning’s cost', () => {
  assert.equal(confidenceScore('model', [warning('length')]), 0.95);
  assert.equal(confidenceScore('model', [warning('length'), warning('length')]), 0.9);
  assert.equal(confidenceScore('model', [warning('claim')]), 0.65);
  assert.equal(confidenceScore('model', [warning('fact'), warning('length')]), 0.65);
  assert.equal(confidenceScore('local', [warning('empty')]), 0.6);
});

Deno.test('confidenceScore never goes below 0 and keeps three decimals', () => {
  assert.equal(confidenceScore('model', [warning('claim'), warning('claim'), warning('fact'), warning('fact')]), 0);
  const score = confidenceScore('local', [warning('length')]);
  assert.equal(score, 0.8);
  assert.ok(Number.isInteger(score * 1000), String(score));
});

Deno.test('confidenceScore puts a claim below Medium and a single length slip in High for the model', () => {
  assert.ok(confidenceScore('model', [warning('claim')]) < 0.7);
  assert.ok(confidenceScore('model', [warning('length')]) >= 0.9);
  assert.ok(CONFIDENCE_PENALTY.claim > CONFIDENCE_PENALTY.length);
});

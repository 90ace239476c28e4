import assert from 'node:assert/strict';
import {extractPreservedFacts, formatPreservedSpecs} from '../_shared/facts.ts';
import {
  CONFIDENCE_BASE,
  CONFIDENCE_PENALTY,
  confidenceScore,
  locateWarnings,
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
    ['Required field rule: Marketing hook is empty'],
  );
});

Deno.test('validateCopy reports lengths out of range', () => {
  const messages = validate({
    hook: 'Too short',
    benefits: ['Fine benefit line one', 'x'.repeat(141)],
    perfectFor: 'y'.repeat(241),
  }).map((w) => w.message);
  assert.deepEqual(messages, [
    'Length rule: Marketing hook is too short, 9 characters (at least 20): "Too short"',
    'Benefit count rule: 2 benefit lines (expected 3 to 8): "Fine benefit line one", "' + 'x'.repeat(60) + '…"',
    'Length rule: Benefit 2 is too long, 141 characters (at most 140): "' + 'x'.repeat(60) + '…"',
    'Length rule: Perfect for is too long, 241 characters (at most 240): "' + 'y'.repeat(60) + '…"',
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

const locate = (copy: MarketingCopy) =>
  locateWarnings({
    copy,
    warnings: validate(copy).map((warning) => warning.message),
    facts,
    originalDescription: DESCRIPTION,
  });

Deno.test('locateWarnings places each of validateCopy\'s warnings on the line that causes it', () => {
  const located = locate({
    hook: 'Heals eczema with a creamy lather.',
    benefits: ['Olive oil and shea butter for a soft feel', 'Short', 'Now a bigger 6 oz bar'],
    perfectFor: 'Anyone who wants a gentle bar for everyday washing.',
  });
  assert.deepEqual(located, [
    {message: 'Length rule: Benefit 2 is too short, 5 characters (at least 10): "Short"', places: [{field: 'benefits', line: 1}]},
    {
      message: 'Claim not allowed for US cosmetics or supplements (disease claim): "Heals eczema"',
      places: [{field: 'hook', line: null}],
    },
    {
      message: 'Fact altered in copy: "6 oz" is not stated anywhere in the product\'s facts',
      places: [{field: 'benefits', line: 2}],
    },
  ]);
});

Deno.test('locateWarnings points a count at the benefits, and a claim no single line makes at nothing', () => {
  const located = locate({
    hook: 'A creamy, low-fuss lather from olive oil and shea butter, made to treat',
    benefits: ['acne-prone skin gently every single day'],
    perfectFor: 'Anyone who wants a gentle bar for everyday washing.',
  });
  const byMessage = new Map(located.map((warning) => [warning.message, warning.places]));
  assert.deepEqual(byMessage.get('Benefit count rule: 1 benefit line (expected 3 to 8): "acne-prone skin gently every single day"'), [{field: 'benefits', line: null}]);
  const claim = located.find((warning) => warning.message.includes('disease claim'));
  assert.ok(claim, 'the claim spread over two lines is still reported');
  assert.deepEqual(claim.places, []);
});

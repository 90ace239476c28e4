import assert from 'node:assert/strict';
import {
  checkCopyAgainstFacts,
  checkPreservedSpecs,
  extractPreservedFacts,
  formatPreservedSpecs,
  hasFacts,
} from '../_shared/facts.ts';

const SUPPLEMENT = `<p>An evening ritual in a capsule.</p>
<p><strong>Ingredients:</strong> Ashwagandha root extract, Lemon balm leaf extract, Vegetable cellulose (capsule).</p>
<p>Serving size: 2 capsules<br>Servings per container: 30<br>Bruto weight: 90 g</p>
<p>Suggested use: Take 2 capsules daily with water.</p>
<p>Storage: Keep cool and dry.</p><p>Caution: Consult your healthcare practitioner before use.</p>
<p>*These statements have not been evaluated by the Food and Drug Administration.</p>`;

const facts = extractPreservedFacts(SUPPLEMENT);

Deno.test('preserved facts: extracts what the product page parser finds', () => {
  assert.equal(
    facts.ingredients,
    'Ashwagandha root extract, Lemon balm leaf extract, Vegetable cellulose (capsule).',
  );
  assert.deepEqual(facts.productInformation, [
    {label: 'Serving size', value: '2 capsules'},
    {label: 'Servings per container', value: '30'},
    {label: 'Gross weight', value: '90 g'},
  ]);
  assert.deepEqual(facts.usage, [{label: 'Suggested use', text: 'Take 2 capsules daily with water.'}]);
  assert.deepEqual(
    facts.warnings.map((w) => w.header),
    ['Caution', 'Storage'],
  );
  assert.equal(facts.footnotes.length, 1);
});

Deno.test('preserved facts: formats them as labelled text that parses back to the same facts', () => {
  const specs = formatPreservedSpecs(facts);
  assert.ok(specs.includes('Ingredients: Ashwagandha root extract'), specs);
  assert.ok(specs.includes('Gross weight: 90 g'), specs);
  assert.deepEqual(extractPreservedFacts(specs), facts);
  assert.deepEqual(checkPreservedSpecs(facts, specs), []);
});

Deno.test('preserved facts: reports a fact missing from the stored text', () => {
  const specs = formatPreservedSpecs(facts).replace(/Suggested use: [^\n]*/, '');
  assert.deepEqual(checkPreservedSpecs(facts, specs), ['Preserved fact missing: Usage (Suggested use)']);
});

Deno.test('preserved facts: reports an altered fact', () => {
  const specs = formatPreservedSpecs(facts)
    .replace('Serving size: 2 capsules', 'Serving size: 3 capsules')
    .replace('Lemon balm', 'Lemongrass');
  assert.deepEqual(checkPreservedSpecs(facts, specs), [
    'Preserved fact altered: Ingredients',
    'Preserved fact altered: Product information (Serving size)',
  ]);
});

Deno.test('preserved facts: knows when a description has no facts at all', () => {
  assert.equal(hasFacts(extractPreservedFacts('<p>Just a lovely bar.</p>')), false);
  assert.equal(hasFacts(facts), true);
});

Deno.test('checkCopyAgainstFacts accepts amounts the description states, in any spacing', () => {
  assert.deepEqual(checkCopyAgainstFacts('Just 2 capsules a day, 90g per tub', SUPPLEMENT, facts), []);
});

Deno.test('checkCopyAgainstFacts flags an amount the description never states', () => {
  assert.deepEqual(checkCopyAgainstFacts('Take 4 capsules for 92% calmer evenings', SUPPLEMENT, facts), [
    'Fact altered in copy: "4 capsule" is not stated anywhere in the product\'s facts',
    'Fact altered in copy: "92 %" is not stated anywhere in the product\'s facts',
  ]);
});

Deno.test('checkCopyAgainstFacts flags "vegan" for a product with animal-derived ingredients', () => {
  const soap = '<p>Ingredients: Olive oil, Goat milk, Sodium hydroxide, Honey.</p>';
  assert.deepEqual(checkCopyAgainstFacts('A vegan bar', soap, extractPreservedFacts(soap)), [
    'Fact altered in copy: the copy calls the product vegan, but its ingredients include goat milk',
  ]);
  assert.deepEqual(checkCopyAgainstFacts('A vegan bar', SUPPLEMENT, facts), []);
});

import {describe, expect, it} from 'vitest';
import {
  checkCopyAgainstFacts,
  checkPreservedSpecs,
  extractPreservedFacts,
  formatPreservedSpecs,
  hasFacts,
} from './facts.ts';

const SUPPLEMENT = `<p>An evening ritual in a capsule.</p>
<p><strong>Ingredients:</strong> Ashwagandha root extract, Lemon balm leaf extract, Vegetable cellulose (capsule).</p>
<p>Serving size: 2 capsules<br>Servings per container: 30<br>Bruto weight: 90 g</p>
<p>Suggested use: Take 2 capsules daily with water.</p>
<p>Storage: Keep cool and dry.</p><p>Caution: Consult your healthcare practitioner before use.</p>
<p>*These statements have not been evaluated by the Food and Drug Administration.</p>`;

describe('preserved facts', () => {
  const facts = extractPreservedFacts(SUPPLEMENT);

  it('extracts what the product page parser finds', () => {
    expect(facts.ingredients).toBe(
      'Ashwagandha root extract, Lemon balm leaf extract, Vegetable cellulose (capsule).',
    );
    expect(facts.productInformation).toEqual([
      {label: 'Serving size', value: '2 capsules'},
      {label: 'Servings per container', value: '30'},
      {label: 'Gross weight', value: '90 g'},
    ]);
    expect(facts.usage).toEqual([{label: 'Suggested use', text: 'Take 2 capsules daily with water.'}]);
    expect(facts.warnings.map((w) => w.header)).toEqual(['Caution', 'Storage']);
    expect(facts.footnotes).toHaveLength(1);
  });

  it('formats them as labelled text that parses back to the same facts', () => {
    const specs = formatPreservedSpecs(facts);
    expect(specs).toContain('Ingredients: Ashwagandha root extract');
    expect(specs).toContain('Gross weight: 90 g');
    expect(extractPreservedFacts(specs)).toEqual(facts);
    expect(checkPreservedSpecs(facts, specs)).toEqual([]);
  });

  it('reports a fact missing from the stored text', () => {
    const specs = formatPreservedSpecs(facts).replace(/Suggested use: [^\n]*/, '');
    expect(checkPreservedSpecs(facts, specs)).toEqual(['Preserved fact missing: Usage (Suggested use)']);
  });

  it('reports an altered fact', () => {
    const specs = formatPreservedSpecs(facts)
      .replace('Serving size: 2 capsules', 'Serving size: 3 capsules')
      .replace('Lemon balm', 'Lemongrass');
    expect(checkPreservedSpecs(facts, specs)).toEqual([
      'Preserved fact altered: Ingredients',
      'Preserved fact altered: Product information (Serving size)',
    ]);
  });

  it('knows when a description has no facts at all', () => {
    expect(hasFacts(extractPreservedFacts('<p>Just a lovely bar.</p>'))).toBe(false);
    expect(hasFacts(facts)).toBe(true);
  });
});

describe('checkCopyAgainstFacts', () => {
  const facts = extractPreservedFacts(SUPPLEMENT);

  it('accepts amounts the description states, in any spacing', () => {
    expect(checkCopyAgainstFacts('Just 2 capsules a day, 90g per tub', SUPPLEMENT, facts)).toEqual([]);
  });

  it('flags an amount the description never states', () => {
    expect(checkCopyAgainstFacts('Take 4 capsules for 92% calmer evenings', SUPPLEMENT, facts)).toEqual([
      'Fact altered in copy: "4 capsule" is not stated anywhere in the product\'s facts',
      'Fact altered in copy: "92 %" is not stated anywhere in the product\'s facts',
    ]);
  });

  it('flags "vegan" for a product with animal-derived ingredients', () => {
    const soap = '<p>Ingredients: Olive oil, Goat milk, Sodium hydroxide, Honey.</p>';
    expect(checkCopyAgainstFacts('A vegan bar', soap, extractPreservedFacts(soap))).toEqual([
      'Fact altered in copy: the copy calls the product vegan, but its ingredients include goat milk',
    ]);
    expect(checkCopyAgainstFacts('A vegan bar', SUPPLEMENT, facts)).toEqual([]);
  });
});

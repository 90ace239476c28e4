import assert from 'node:assert/strict';
import {products} from '../../../local/storefront-api/catalogue.mjs';
import {extractPreservedFacts, formatPreservedSpecs} from '../_shared/facts.ts';
import {writeLocalCopy} from './localWriter.ts';
import {validateCopy} from '../_shared/copyValidation.ts';

function generate(product: {title: string; descriptionHtml: string}) {
  const originalDescription = product.descriptionHtml;
  const copy = writeLocalCopy({productTitle: product.title, originalDescription});
  const facts = extractPreservedFacts(originalDescription);
  const preservedSpecs = formatPreservedSpecs(facts);
  const warnings = validateCopy({copy, facts, preservedSpecs, originalDescription});
  return {copy, warnings};
}

Deno.test('the local writer covers the whole local catalogue', () => {
  assert.ok(products.length >= 40, `only ${products.length} products`);
});

for (const product of products) {
  Deno.test(`the local writer on ${product.handle}: copy in every field, facts untouched, no prohibited claims`, () => {
    const {copy, warnings} = generate(product);
    assert.notEqual(copy.hook.trim(), '');
    assert.ok(copy.benefits.length >= 3, `${copy.benefits.length} benefits`);
    assert.notEqual(copy.perfectFor.trim(), '');
    for (const kind of ['fact', 'claim', 'empty'] as const) {
      assert.deepEqual(warnings.filter((warning) => warning.kind === kind), []);
    }
  });
}

Deno.test('the local writer writes within the length limits for the whole catalogue', () => {
  const lengthWarnings = products.flatMap((product) =>
    generate(product)
      .warnings.filter((warning) => warning.kind === 'length')
      .map((w) => `${product.handle}: ${w.message}`),
  );
  assert.deepEqual(lengthWarnings, []);
});

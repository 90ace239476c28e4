import {describe, expect, it} from 'vitest';
import {products} from '../../../local/storefront-api/catalogue.mjs';
import {extractPreservedFacts, formatPreservedSpecs} from './facts.ts';
import {keyIngredientNames, writeLocalCopy} from './localWriter.ts';
import {confidenceScore, validateCopy} from './validation.ts';

function generate(product: {title: string; descriptionHtml: string}) {
  const originalDescription = product.descriptionHtml;
  const copy = writeLocalCopy({productTitle: product.title, originalDescription});
  const facts = extractPreservedFacts(originalDescription);
  const preservedSpecs = formatPreservedSpecs(facts);
  const warnings = validateCopy({copy, facts, preservedSpecs, originalDescription});
  return {copy, warnings};
}

describe('the local writer on every product of the local catalogue', () => {
  it('covers the whole catalogue', () => {
    expect(products.length).toBeGreaterThanOrEqual(40);
  });

  it.each(products.map((product) => [product.handle, product] as const))(
    '%s: copy in every field, facts untouched, no prohibited claims',
    (_handle, product) => {
      const {copy, warnings} = generate(product);
      expect(copy.hook.trim()).not.toBe('');
      expect(copy.benefits.length).toBeGreaterThanOrEqual(3);
      expect(copy.perfectFor.trim()).not.toBe('');
      expect(warnings.filter((warning) => warning.kind === 'fact')).toEqual([]);
      expect(warnings.filter((warning) => warning.kind === 'claim')).toEqual([]);
      expect(warnings.filter((warning) => warning.kind === 'empty')).toEqual([]);
    },
  );

  it('writes within the length limits for the whole catalogue', () => {
    const lengthWarnings = products.flatMap((product) =>
      generate(product).warnings.filter((warning) => warning.kind === 'length').map((w) => `${product.handle}: ${w.message}`),
    );
    expect(lengthWarnings).toEqual([]);
  });
});

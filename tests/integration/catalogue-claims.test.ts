// The local catalogue against the brand's promises: every product is "100% cruelty-free and vegan" (SPEC.md 2,
// home page; the FAQ names beeswax, lanolin and carmine), so no product may name an animal-derived
// ingredient in its title, handle, tags or description (ingredients included), as the stand-in serves it.
import {describe, expect, it} from 'vitest';
import {FAQ_ITEMS} from '~/content/faq';
import {products} from '../../local/storefront-api/catalogue.mjs';

/** Animal-derived ingredients, by common and INCI names (Mel is honey, Cera Alba beeswax, CI 75470 carmine). */
const ANIMAL_DERIVED = [
  /\bbees?wax\b/i,
  /\bcera alba\b/i,
  /\blanolin\b/i,
  /\bhoney\b/i,
  /\bmel\b/i,
  /\bmilk\b/i,
  /\bcarmine\b/i,
  /\bcochineal\b/i,
  /\bCI 75470\b/i,
  // "gelatin-free" is the promise, not the ingredient.
  /\bgelatin\b(?!-free)/i,
  /\btallow\b/i,
  /\bkeratin\b/i,
  /\bsilk (amino acids|protein|extract)\b/i,
];

describe('the local catalogue keeps the vegan and cruelty-free promise', () => {
  it('is the promise the FAQ makes', () => {
    const answer =
      FAQ_ITEMS.find((item) => item.id === 'cruelty-free-vegan')?.answer.join(' ') ?? '';
    expect(answer).toMatch(/cruelty-free and vegan/);
    for (const named of ['beeswax', 'lanolin', 'carmine']) expect(answer).toContain(named);
  });

  it('names no animal-derived ingredient in any product', () => {
    expect(products.length).toBeGreaterThan(30);
    const offending = products.flatMap((product) => {
      const text = [
        product.title,
        product.handle,
        product.tags.join(' '),
        product.description,
      ].join('\n');
      return ANIMAL_DERIVED.filter((pattern) => pattern.test(text)).map(
        (pattern) => `${product.handle}: ${pattern.source}`,
      );
    });
    expect(offending).toEqual([]);
  });

  it('would catch one that did', () => {
    expect(
      ANIMAL_DERIVED.some((pattern) => pattern.test('Ingredients: Olive Oil, Mel (Honey).')),
    ).toBe(true);
  });
});

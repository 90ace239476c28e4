import {describe, expect, it} from 'vitest';
import {validateCopy} from '../../../supabase/functions/_shared/copyValidation.ts';
import {extractPreservedFacts, formatPreservedSpecs} from '../../../supabase/functions/_shared/facts.ts';
import {copyWarnings, placeWarnings, type EditedCopy} from './copyChecks';

const DESCRIPTION = 'A rich body butter of shea and cocoa butter. 4 oz (113 g).';

const copyWith = (benefit: string): EditedCopy => ({
  hook: 'Rich, whipped shea that melts on contact and keeps skin soft.',
  benefits: ['Softens dry elbows and heels', benefit, 'Light, fresh scent all day'],
  perfectFor: 'Anyone whose skin feels tight after a shower.',
});

describe('copyWarnings on an admin’s edit', () => {
  it.each([
    ['a zero-width space', 'C\u200bures anxiety and insomnia.', 'Cures anxiety and insomnia'],
    ['a Cyrillic look-alike letter', 'Tr\u0435ats eczema in a week.', 'Treats eczema'],
    ['fullwidth letters', '\uff28\uff45\uff41\uff4c\uff53 wounds overnight.', 'Heals wounds'],
  ])('flags a claim hidden behind %s, and places it on its line', (_how, benefit, phrase) => {
    const copy = copyWith(benefit);
    const warnings = copyWarnings({copy, description: DESCRIPTION});
    const claim = warnings.find((warning) => warning.includes(`(disease claim): "${phrase}`));
    expect(claim).toBeDefined();
    const placed = placeWarnings({copy, warnings: [claim!], description: DESCRIPTION});
    expect(placed).toEqual([{message: claim, places: [{field: 'benefits', line: 1}]}]);
  });

  it('lets the same copy through when nothing in it is a claim', () => {
    const warnings = copyWarnings({
      copy: copyWith('Cured\u200b for six weeks on wooden racks'),
      description: DESCRIPTION,
    });
    expect(warnings.filter((warning) => warning.includes('Claim not allowed'))).toEqual([]);
  });
});

// A description with every kind of fact the product page parses, as the Storefront API sends it.
const FULL_DESCRIPTION = [
  '<p>Whipped shea and cocoa butter for very dry skin.</p>',
  '<p>Ingredients: butyrospermum parkii (shea) butter, theobroma cacao seed butter, jojoba oil, vitamin E.</p>',
  '<p>Product amount: 4 oz</p><p>Manufacturer: Wildroot Botanicals</p>',
  '<p>How to use: warm a little between your palms and smooth over dry skin.</p>',
  '<p>Caution: for external use only.</p><p>Storage: keep below 75F.</p>',
].join('');

const BUTTER: EditedCopy = {
  hook: 'Rich, whipped shea that melts on contact and keeps skin soft through the coldest days.',
  benefits: [
    'Unrefined shea and cocoa butter for deep, lasting moisture',
    'A little goes a long way: one tin lasts a season',
    'No water, no fillers, no preservatives needed',
    'Softens elbows, heels and hard-working hands',
  ],
  perfectFor: 'Very dry skin, winter weather and anyone who prefers a rich butter to a lotion.',
};

describe('the same text always gets the same warnings', () => {
  it('gives an edit exactly the warnings generation gives the same text', () => {
    const facts = extractPreservedFacts(FULL_DESCRIPTION);
    const generated = validateCopy({
      copy: BUTTER,
      facts,
      preservedSpecs: formatPreservedSpecs(facts),
      originalDescription: FULL_DESCRIPTION,
    }).map((warning) => warning.message);
    expect(generated).toEqual([]);
    expect(copyWarnings({copy: BUTTER, description: FULL_DESCRIPTION})).toEqual(generated);
  });

  it('adds one warning for a one-word edit, and none is left when the text is put back', () => {
    const clean = copyWarnings({copy: BUTTER, description: FULL_DESCRIPTION});
    const edited = {...BUTTER, benefits: BUTTER.benefits.map((line, i) => (i === 2 ? 'Heals eczema, no fillers' : line))};
    const afterEdit = copyWarnings({copy: edited, description: FULL_DESCRIPTION});
    expect(afterEdit).toEqual([
      'Claim not allowed for US cosmetics or supplements (disease claim): "Heals eczema"',
    ]);
    expect(copyWarnings({copy: {...edited, benefits: [...BUTTER.benefits]}, description: FULL_DESCRIPTION})).toEqual(clean);
  });

  it('answers the same on every call (no state kept between checks)', () => {
    const tricky = {...BUTTER, hook: 'Now 6 oz: treats acne, clinically proven, vegan and cures dryness fast'};
    const first = copyWarnings({copy: tricky, description: FULL_DESCRIPTION});
    expect(first.length).toBeGreaterThan(2);
    for (let run = 0; run < 5; run += 1) {
      expect(copyWarnings({copy: tricky, description: FULL_DESCRIPTION})).toEqual(first);
    }
  });

  it('names the rule and the words in each warning', () => {
    const warnings = copyWarnings({
      copy: {hook: 'Butter for you', benefits: ['Moisturizes', 'Smells nice'], perfectFor: 'Skin.'},
      description: FULL_DESCRIPTION,
    });
    expect(warnings).toEqual([
      'Length rule: Marketing hook is too short, 14 characters (at least 20): "Butter for you"',
      'Benefit count rule: 2 benefit lines (expected 3 to 8): "Moisturizes", "Smells nice"',
      'Length rule: Perfect for is too short, 5 characters (at least 20): "Skin."',
    ]);
  });
});

import {describe, expect, it} from 'vitest';
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
    const warnings = copyWarnings({copy, description: DESCRIPTION, preservedSpecs: null});
    const claim = warnings.find((warning) => warning.includes(`(disease claim): "${phrase}`));
    expect(claim).toBeDefined();
    const placed = placeWarnings({copy, warnings: [claim!], description: DESCRIPTION});
    expect(placed).toEqual([{message: claim, places: [{field: 'benefits', line: 1}]}]);
  });

  it('lets the same copy through when nothing in it is a claim', () => {
    const warnings = copyWarnings({
      copy: copyWith('Cured\u200b for six weeks on wooden racks'),
      description: DESCRIPTION,
      preservedSpecs: null,
    });
    expect(warnings.filter((warning) => warning.includes('Claim not allowed'))).toEqual([]);
  });
});

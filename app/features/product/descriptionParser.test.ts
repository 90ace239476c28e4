import {describe, expect, it} from 'vitest';
import {
  DEFAULT_BENEFITS,
  descriptionToText,
  looksLikeIngredientList,
  parseProductDescription,
  productCopy,
  splitBenefits,
  teaser,
} from './descriptionParser';

const SOAP = [
  'Our first bar and still our most requested. Colloidal oatmeal and a generous pour of olive oil make a creamy, low-fuss lather, while French lavender keeps the scent soft.',
  'Ingredients: Olea Europaea (Olive) Fruit Oil, Cocos Nucifera (Coconut) Oil, Butyrospermum Parkii (Shea) Butter, Sodium Hydroxide, Aqua, Lavandula Angustifolia (Lavender) Oil.',
  'How to use: Wet the bar, work up a lather and rinse.',
  'Caution: For external use only. Avoid contact with eyes.',
  'Product amount: 4.5 oz (128 g)\nManufacturer: Wildroot Botanicals, 118 Fernbrook Lane, Sheridan, WY 82801, USA',
].join('\n\n');

const SUPPLEMENT = [
  'An evening ritual in a capsule. Organic ashwagandha root extract with lemon balm to help support a sense of calm.*',
  'Storage: Store in a cool, dry place.',
  'Warnings: Do not exceed the suggested use.',
  'Ingredients: Organic Ashwagandha (Withania somnifera) root extract, Lemon balm (Melissa officinalis) leaf extract, L-Theanine, Vegetable cellulose (capsule).',
  'Caution: Consult your healthcare practitioner before use if you are pregnant or nursing.',
  'Suggested use: Take 2 capsules daily with water.',
  'Flavor: Unflavored\nManufacturer: Wildroot Botanicals, Sheridan, WY\nServing size: 2 capsules\nServings per container: 30\nBruto weight: 3.2 oz (90 g)',
  'Warning: Keep out of reach of children.',
  'Caution: Do not use if the safety seal is broken.',
  '*These statements have not been evaluated by the Food and Drug Administration.\n* This product is not intended to diagnose, treat, cure, or prevent any disease.',
].join('\n\n');

describe('descriptionToText', () => {
  it('turns block elements into line and paragraph breaks, list items into bulleted lines, and drops every other tag', () => {
    const html =
      '<h3>Why you will love it</h3><p>Rich <strong>lather</strong><br>Gentle scent</p><ul><li>Palm-free</li><li>Vegan</li></ul><div>Made in Wyoming</div>';
    expect(descriptionToText(html)).toBe(
      'Why you will love it\nRich lather\nGentle scent\n\n• Palm-free\n• Vegan\n\nMade in Wyoming',
    );
  });

  it('drops script and style elements together with their content, and comments', () => {
    const html =
      '<p>Before</p><script type="text/javascript">alert(1)</script><style>p{color:red}</style><!-- hidden --><p>After</p>';
    expect(descriptionToText(html)).toBe('Before\n\nAfter');
    expect(descriptionToText('<p>Safe</p><script>alert(1)')).toBe('Safe');
  });

  it('handles attributes that contain ">"', () => {
    expect(descriptionToText('<p><img alt="a > b" src="x.png">Text</p>')).toBe('Text');
  });

  it('decodes entities once, so escaped markup stays literal text', () => {
    expect(
      descriptionToText(
        '<p>Oat &amp; Honey &lt;b&gt;bold&lt;/b&gt; &quot;q&quot; it&#39;s&nbsp;here</p>',
      ),
    ).toBe('Oat & Honey <b>bold</b> "q" it\'s here');
    expect(descriptionToText('&amp;lt;')).toBe('&lt;');
    expect(descriptionToText('25&#176;C &#x2013; cool &rsquo;')).toBe('25°C – cool ’');
    expect(descriptionToText('bad &#0; and &unknown; stay')).toBe('bad \ufffd and &unknown; stay');
    expect(descriptionToText('&constructor; &toString;')).toBe('&constructor; &toString;');
  });

  it('keeps the line breaks of plain text and collapses runs of spaces and blank lines', () => {
    expect(descriptionToText('  First   line \r\nSecond\tline\n\n\n\nNext  paragraph  ')).toBe(
      'First line\nSecond line\n\nNext paragraph',
    );
  });

  it('treats source line breaks inside HTML as spaces', () => {
    expect(descriptionToText('<p>A long sentence\nwrapped in the source.</p>\n<p>Next</p>')).toBe(
      'A long sentence wrapped in the source.\n\nNext',
    );
  });
});

describe('parseProductDescription: a soap', () => {
  const parsed = parseProductDescription(SOAP);

  it('finds the labelled ingredient list and strips its label', () => {
    expect(parsed.ingredients).toBe(
      'Olea Europaea (Olive) Fruit Oil, Cocos Nucifera (Coconut) Oil, Butyrospermum Parkii (Shea) Butter, Sodium Hydroxide, Aqua, Lavandula Angustifolia (Lavender) Oil.',
    );
  });

  it('does not take marketing prose that mentions an oil as the ingredient list', () => {
    expect(parsed.body).toContain('Colloidal oatmeal');
  });

  it('reads usage, warnings and product information', () => {
    expect(parsed.usage).toEqual(['Wet the bar, work up a lather and rinse.']);
    expect(parsed.usageSections).toEqual([
      {label: 'How to use', text: 'Wet the bar, work up a lather and rinse.'},
    ]);
    expect(parsed.warnings).toEqual([
      {header: 'Caution', text: 'For external use only. Avoid contact with eyes.'},
    ]);
    expect(parsed.productInformation).toEqual([
      {label: 'Product amount', value: '4.5 oz (128 g)'},
      {
        label: 'Manufacturer',
        value: 'Wildroot Botanicals, 118 Fernbrook Lane, Sheridan, WY 82801, USA',
      },
    ]);
    expect(parsed.footnotes).toEqual([]);
  });

  it('leaves only the descriptive text in the body', () => {
    expect(parsed.body).toBe(
      'Our first bar and still our most requested. Colloidal oatmeal and a generous pour of olive oil make a creamy, low-fuss lather, while French lavender keeps the scent soft.',
    );
  });
});

describe('parseProductDescription: a supplement', () => {
  const parsed = parseProductDescription(SUPPLEMENT);

  it('reads every product information label and shows Bruto weight as Gross weight', () => {
    expect(parsed.productInformation).toEqual([
      {label: 'Flavor', value: 'Unflavored'},
      {label: 'Manufacturer', value: 'Wildroot Botanicals, Sheridan, WY'},
      {label: 'Serving size', value: '2 capsules'},
      {label: 'Servings per container', value: '30'},
      {label: 'Gross weight', value: '3.2 oz (90 g)'},
    ]);
  });

  it('merges warnings by header and orders them Caution, Warning, then Storage', () => {
    expect(parsed.warnings).toEqual([
      {
        header: 'Caution',
        text: 'Consult your healthcare practitioner before use if you are pregnant or nursing. Do not use if the safety seal is broken.',
      },
      {header: 'Warning', text: 'Do not exceed the suggested use. Keep out of reach of children.'},
      {header: 'Storage', text: 'Store in a cool, dry place.'},
    ]);
  });

  it('reads the suggested use, ingredients and both footnotes', () => {
    expect(parsed.usage).toEqual(['Take 2 capsules daily with water.']);
    expect(parsed.usageSections[0]?.label).toBe('Suggested use');
    expect(parsed.ingredients).toMatch(
      /^Organic Ashwagandha .* Vegetable cellulose \(capsule\)\.$/,
    );
    expect(parsed.footnotes).toEqual([
      'These statements have not been evaluated by the Food and Drug Administration.',
      'This product is not intended to diagnose, treat, cure, or prevent any disease.',
    ]);
  });

  it('keeps a trailing asterisk in body text; only lines starting with one are footnotes', () => {
    expect(parsed.body).toBe(
      'An evening ritual in a capsule. Organic ashwagandha root extract with lemon balm to help support a sense of calm.*',
    );
  });
});

describe('parseProductDescription: a serum', () => {
  const serum = [
    'A golden, fast-sinking oil serum for a healthy-looking glow.',
    'How to use: Warm 2–3 drops between your fingertips.',
    'Directions: Press onto clean, slightly damp skin, morning and/or evening.',
    'Caution: For external use only.',
    'Caution: Patch test before first use',
    'Ingredients: Rosa Canina (Rosehip) Seed Oil, Simmondsia Chinensis (Jojoba) Seed Oil, Tocopherol.',
  ].join('\n\n');
  const parsed = parseProductDescription(serum);

  it('keeps both usage blocks in order with their labels', () => {
    expect(parsed.usage).toEqual([
      'Warm 2–3 drops between your fingertips.',
      'Press onto clean, slightly damp skin, morning and/or evening.',
    ]);
    expect(parsed.usageSections.map((section) => section.label)).toEqual([
      'How to use',
      'Directions',
    ]);
  });

  it('adds a full stop when joining a warning that has none', () => {
    expect(parsed.warnings).toEqual([
      {header: 'Caution', text: 'For external use only. Patch test before first use'},
    ]);
  });

  it('does not take the usage text (commas, "oil"-free) or the intro as ingredients', () => {
    expect(parsed.ingredients).toBe(
      'Rosa Canina (Rosehip) Seed Oil, Simmondsia Chinensis (Jojoba) Seed Oil, Tocopherol.',
    );
    expect(parsed.body).toBe('A golden, fast-sinking oil serum for a healthy-looking glow.');
  });
});

describe('parseProductDescription: ingredients', () => {
  it('is null for a product without an ingredient list', () => {
    const parsed = parseProductDescription(
      'Slip a bar into this woven sisal pouch.\n\nWoven by hand from plant fibre. No ingredients to list here, just string and good design.\n\nStorage: Hang to dry.',
    );
    expect(parsed.ingredients).toBeNull();
    expect(parsed.body).toContain('No ingredients to list here');
  });

  it('takes an unlabelled block with commas and ingredient words', () => {
    const parsed = parseProductDescription(
      'A gentle everyday bar.\n\nOlive oil, coconut oil, shea butter, water, sodium hydroxide, lavender flower.',
    );
    expect(parsed.ingredients).toBe(
      'Olive oil, coconut oil, shea butter, water, sodium hydroxide, lavender flower.',
    );
    expect(parsed.body).toBe('A gentle everyday bar.');
  });

  it('does not take a block with commas but no ingredient word', () => {
    const parsed = parseProductDescription('Calm, bright, cheerful, and made for long mornings.');
    expect(parsed.ingredients).toBeNull();
    expect(parsed.body).toBe('Calm, bright, cheerful, and made for long mornings.');
  });

  it('does not take a block with an ingredient word but fewer than two commas', () => {
    expect(
      parseProductDescription('Olive oil and shea butter, nothing else.').ingredients,
    ).toBeNull();
  });

  it('prefers a labelled list over an earlier unlabelled candidate', () => {
    const parsed = parseProductDescription(
      'Key botanicals: rosehip seed oil, jojoba seed oil, sea buckthorn oil\n\nIngredients: Aqua, Glycerin, Rosehip Seed Oil, Xanthan Gum.',
    );
    expect(parsed.ingredients).toBe('Aqua, Glycerin, Rosehip Seed Oil, Xanthan Gum.');
    expect(parsed.body).toBe(
      'Key botanicals: rosehip seed oil, jojoba seed oil, sea buckthorn oil',
    );
  });

  it('lets the first labelled list win and returns a second one to the body', () => {
    const parsed = parseProductDescription(
      'Ingredients: Aqua, Glycerin, Aloe Leaf Juice.\n\nIngredients: Olive Oil, Aqua, Salt.',
    );
    expect(parsed.ingredients).toBe('Aqua, Glycerin, Aloe Leaf Juice.');
    expect(parsed.body).toBe('Ingredients: Olive Oil, Aqua, Salt.');
  });

  it('strips an "Other ingredients:" label, and appends an other-ingredients paragraph to the list', () => {
    expect(
      parseProductDescription('Other ingredients: Rice flour, cellulose, silica').ingredients,
    ).toBe('Rice flour, cellulose, silica');
    expect(
      parseProductDescription(
        'Ingredients: Turmeric root extract, Ginger root powder\n\nOther ingredients: Cellulose capsule',
      ).ingredients,
    ).toBe('Turmeric root extract, Ginger root powder. Other ingredients: Cellulose capsule');
  });

  it('accepts a labelled single-ingredient list', () => {
    expect(parseProductDescription('INGREDIENTS: Organic shea butter').ingredients).toBe(
      'Organic shea butter',
    );
  });

  it('reads a label on its own line followed by one ingredient per line or in the next paragraph', () => {
    expect(
      parseProductDescription('<h4>Ingredients</h4><ul><li>Olive oil</li><li>Beeswax</li></ul>')
        .ingredients,
    ).toBe('Olive oil, Beeswax');
    expect(
      parseProductDescription('<p><strong>Ingredients:</strong><br>Aqua, Glycerin, Clay.</p>')
        .ingredients,
    ).toBe('Aqua, Glycerin, Clay.');
    expect(
      parseProductDescription('Ingredients:\n\nKaolin clay, oat powder, rose petals').ingredients,
    ).toBe('Kaolin clay, oat powder, rose petals');
  });

  it('does not read prose that starts with the word as a label', () => {
    const parsed = parseProductDescription(
      'Ingredients matter to us, so we pick oils, butters and waxes by hand.',
    );
    expect(parsed.ingredients).toBeNull();
    expect(parsed.body).toBe(
      'Ingredients matter to us, so we pick oils, butters and waxes by hand.',
    );
  });

  it('drops an empty label that never gets text', () => {
    const parsed = parseProductDescription('Intro.\n\nIngredients:');
    expect(parsed.ingredients).toBeNull();
    expect(parsed.body).toBe('Intro.');
  });
});

describe('looksLikeIngredientList', () => {
  it.each([
    ['Aqua, Glycerin, Sodium Benzoate', true],
    ['Water, salt, sugar, citric acid', true],
    ['Gentle, creamy lather with oat extract', false],
    [
      'Rich, nourishing, and made with real shea butter and a splash of olive oil for everyday use',
      false,
    ],
    ['Olive oil, coconut oil. Our bars, cured slowly, last for weeks', false],
    ['Apple, pear, plum', false],
  ])('%s → %s', (text, expected) => {
    expect(looksLikeIngredientList(text)).toBe(expected);
  });
});

describe('parseProductDescription: product information labels', () => {
  it("tells 'Amount' from 'Product amount'", () => {
    const parsed = parseProductDescription('Amount: 60 capsules\nProduct amount: 2 oz');
    expect(parsed.productInformation).toEqual([
      {label: 'Amount', value: '60 capsules'},
      {label: 'Product amount', value: '2 oz'},
    ]);
    expect(parsed.body).toBe('');
  });

  it('normalises capitalisation and accepts whitespace instead of a colon', () => {
    expect(
      parseProductDescription(
        'FLAVOR: Green apple\nserving size 1 scoop (7 g)\nGROSS WEIGHT: 8.1 oz\nbruto weight 230 g\nFlavour - Mint',
      ).productInformation,
    ).toEqual([
      {label: 'Flavor', value: 'Green apple'},
      {label: 'Serving size', value: '1 scoop (7 g)'},
      {label: 'Gross weight', value: '8.1 oz'},
      {label: 'Gross weight', value: '230 g'},
      {label: 'Flavor', value: 'Mint'},
    ]);
  });

  it('needs a colon or whitespace after the label, and a value', () => {
    const parsed = parseProductDescription(
      'Flavorful and bright.\nAmounts vary by batch.\nManufacturer:',
    );
    expect(parsed.productInformation).toEqual([]);
    expect(parsed.body).toBe('Flavorful and bright.\nAmounts vary by batch.\nManufacturer:');
  });

  it('reads labels written after a bullet', () => {
    expect(parseProductDescription('• Serving size: 2 gummies').productInformation).toEqual([
      {label: 'Serving size', value: '2 gummies'},
    ]);
  });
});

describe('parseProductDescription: usage and warnings', () => {
  it('keeps unlabelled lines that follow a label in the same paragraph', () => {
    const parsed = parseProductDescription(
      'Directions for use:\nApply to damp skin.\nRinse well.\n\nA lovely bar.',
    );
    expect(parsed.usage).toEqual(['Apply to damp skin. Rinse well.']);
    expect(parsed.usageSections[0]?.label).toBe('Directions');
    expect(parsed.body).toBe('A lovely bar.');
  });

  it('reads several sections from one paragraph and ends a section at the next label', () => {
    const parsed = parseProductDescription(
      '<p>Made by hand.<br>Caution: External use only.<br>Storage: Keep dry.<br>*Certified organic</p>',
    );
    expect(parsed.body).toBe('Made by hand.');
    expect(parsed.warnings).toEqual([
      {header: 'Caution', text: 'External use only.'},
      {header: 'Storage', text: 'Keep dry.'},
    ]);
    expect(parsed.footnotes).toEqual(['Certified organic']);
  });

  it('normalises Warnings to Warning and merges it with Warning', () => {
    expect(
      parseProductDescription('WARNINGS: Not for children.\n\nWarning: May stain towels.').warnings,
    ).toEqual([{header: 'Warning', text: 'Not for children. May stain towels.'}]);
  });

  it('orders Storage after Warning even when it comes first', () => {
    expect(
      parseProductDescription(
        'Storage instructions: Keep cool.\n\nWarning: Contains nuts.',
      ).warnings.map((w) => w.header),
    ).toEqual(['Warning', 'Storage']);
  });

  it('returns empty sections for empty input', () => {
    expect(parseProductDescription('')).toEqual({
      ingredients: null,
      productInformation: [],
      usage: [],
      usageSections: [],
      warnings: [],
      footnotes: [],
      body: '',
    });
  });
});

describe('parseProductDescription: HTML input', () => {
  const html =
    '<p>Oat &amp; Honey bar,<br>made &quot;small-batch&quot;.</p>' +
    '<script>alert(1)</script>' +
    '<ul><li>Palm-free</li><li>It&#39;s vegan</li></ul>' +
    '<p><strong>Ingredients:</strong> Olive Oil, Aqua, Mel (Honey), Cera Alba (Beeswax).</p>' +
    '<p><strong>How to use:</strong> Lather&nbsp;and rinse.</p>' +
    '<p>Product amount: 4 oz<br>Manufacturer: Wildroot Botanicals</p>' +
    '<p>Batch note: &lt;script&gt;alert(2)&lt;/script&gt;</p>';
  const parsed = parseProductDescription(html);

  it('removes the script element and decodes entities into plain text', () => {
    expect(parsed.body).toBe(
      'Oat & Honey bar,\nmade "small-batch".\n\n• Palm-free\n• It\'s vegan\n\nBatch note: <script>alert(2)</script>',
    );
    expect(parsed.body).not.toContain('alert(1)');
  });

  it('reads the sections from the markup', () => {
    expect(parsed.ingredients).toBe('Olive Oil, Aqua, Mel (Honey), Cera Alba (Beeswax).');
    expect(parsed.usage).toEqual(['Lather and rinse.']);
    expect(parsed.productInformation).toEqual([
      {label: 'Product amount', value: '4 oz'},
      {label: 'Manufacturer', value: 'Wildroot Botanicals'},
    ]);
  });

  it('never returns markup from real tags', () => {
    const all = JSON.stringify(
      parseProductDescription('<p onclick="x()">Hi <a href="/x">there</a></p><style>a{}</style>'),
    );
    expect(all).not.toMatch(/<|onclick|href|a\{\}/);
  });
});

describe('teaser', () => {
  const word = 'abcd ';

  it('returns text of exactly 120 characters unchanged', () => {
    const text = 'x'.repeat(120);
    expect(teaser(text)).toEqual({text, truncated: false});
  });

  it('cuts a 121-character text without a space at 120 and adds an ellipsis', () => {
    expect(teaser('x'.repeat(121))).toEqual({text: `${'x'.repeat(120)}…`, truncated: true});
  });

  it('cuts at the last space within the final 20 characters so words stay whole', () => {
    const text = word.repeat(30);
    const result = teaser(text);
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${word.repeat(24).trim()}…`);
    expect(result.text.length - 1).toBeLessThanOrEqual(120);
  });

  it('cuts exactly at the limit when the next character is a space', () => {
    const text = `${'x'.repeat(120)} more words`;
    expect(teaser(text).text).toBe(`${'x'.repeat(120)}…`);
  });

  it('breaks a word when the last space is further back than 20 characters', () => {
    const text = `short ${'y'.repeat(150)}`;
    expect(teaser(text).text).toBe(`short ${'y'.repeat(114)}…`);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    const text = `${'a'.repeat(110)}, bbbbbbbbbbbbbbbbbbbbbbbbbb`;
    expect(teaser(text).text).toBe(`${'a'.repeat(110)}…`);
  });

  it('counts collapsed whitespace and honours a custom limit', () => {
    expect(teaser('one\n\ntwo   three', 13)).toEqual({text: 'one two three', truncated: false});
    expect(teaser('one two three', 9)).toEqual({text: 'one two…', truncated: true});
  });
});

describe('productCopy', () => {
  it('uses the five default benefits without an override', () => {
    expect(productCopy(null).benefits).toHaveLength(5);
    for (const missing of [null, undefined]) {
      expect(productCopy(missing)).toEqual({
        hook: null,
        benefits: [...DEFAULT_BENEFITS],
        perfectFor: null,
        source: 'default',
      });
    }
  });

  it('uses the override hook, benefits and perfect-for', () => {
    expect(
      productCopy({
        marketing_hook: '  A calm evening ritual in a bar. ',
        marketing_benefits:
          '- Creamy lather\n• Soft, herbal scent\n\n✓ Cured six weeks\n  \n1. Palm-free',
        marketing_perfect_for: 'Anyone who loves lavender',
      }),
    ).toEqual({
      hook: 'A calm evening ritual in a bar.',
      benefits: ['Creamy lather', 'Soft, herbal scent', 'Cured six weeks', 'Palm-free'],
      perfectFor: 'Anyone who loves lavender',
      source: 'override',
    });
  });

  it('turns empty or whitespace-only fields into null and falls back to the default benefits', () => {
    expect(
      productCopy({
        marketing_hook: '   ',
        marketing_benefits: ' \n - \n',
        marketing_perfect_for: '',
      }),
    ).toEqual({hook: null, benefits: [...DEFAULT_BENEFITS], perfectFor: null, source: 'override'});
    expect(
      productCopy({marketing_hook: null, marketing_benefits: null, marketing_perfect_for: null})
        .benefits,
    ).toEqual([...DEFAULT_BENEFITS]);
  });

  it('caps the benefits at eight', () => {
    const lines = Array.from({length: 11}, (_, i) => `Benefit ${i + 1}`);
    const copy = productCopy({
      marketing_hook: null,
      marketing_benefits: lines.join('\r\n'),
      marketing_perfect_for: null,
    });
    expect(copy.benefits).toEqual(lines.slice(0, 8));
  });

  it('treats an override marked inactive as none', () => {
    expect(
      productCopy({
        marketing_hook: 'Hook',
        marketing_benefits: 'One',
        marketing_perfect_for: 'All',
        override_active: false,
      }).source,
    ).toBe('default');
  });
});

describe('splitBenefits', () => {
  it('keeps numbers that are not list markers', () => {
    expect(
      splitBenefits('100% plant-based\n2-in-1 cleanser\n3) Travel size\n✔ ✓ Double mark'),
    ).toEqual(['100% plant-based', '2-in-1 cleanser', 'Travel size', 'Double mark']);
  });
});

import {describe, expect, it} from 'vitest';
import {descriptionBlocks} from './descriptionBlocks';
import {parseProductDescription} from './descriptionParser';

describe('descriptionBlocks', () => {
  it("keeps Shopify's list items as a list and its line breaks as lines", () => {
    const {body} = parseProductDescription(
      '<p>Our first bar.<br>Cut by hand.</p><ul><li>Cured six weeks</li><li>Palm-free &amp; vegan</li></ul><p>Made in Oregon.</p>',
    );
    expect(descriptionBlocks(body)).toEqual([
      {kind: 'paragraph', lines: ['Our first bar.', 'Cut by hand.']},
      {kind: 'list', items: ['Cured six weeks', 'Palm-free & vegan']},
      {kind: 'paragraph', lines: ['Made in Oregon.']},
    ]);
  });

  it('splits a paragraph where a list starts and ends inside it', () => {
    expect(descriptionBlocks('Why you will love it\n• Rich lather\n• Gentle\nAnd more')).toEqual([
      {kind: 'paragraph', lines: ['Why you will love it']},
      {kind: 'list', items: ['Rich lather', 'Gentle']},
      {kind: 'paragraph', lines: ['And more']},
    ]);
  });

  it('leaves markup in the text as text (the page renders it as characters, not HTML)', () => {
    const {body} = parseProductDescription('<ul><li>&lt;img src=x onerror=alert(1)&gt;</li></ul>');
    expect(descriptionBlocks(body)).toEqual([
      {kind: 'list', items: ['<img src=x onerror=alert(1)>']},
    ]);
  });

  it('reads plain text without bullets as paragraphs of lines', () => {
    expect(descriptionBlocks('One\nTwo\n\nThree')).toEqual([
      {kind: 'paragraph', lines: ['One', 'Two']},
      {kind: 'paragraph', lines: ['Three']},
    ]);
    expect(descriptionBlocks('')).toEqual([]);
  });
});

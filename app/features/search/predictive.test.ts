import {describe, expect, it} from 'vitest';
import {announceResults, markedParts, nextActiveIndex, predictiveOptions} from './predictive';

const price = {amount: '24.0', currencyCode: 'USD'};

describe('predictiveOptions', () => {
  it('lists suggestions, then products, then collections, each with its page and a unique id', () => {
    const options = predictiveOptions(
      {
        queries: [{text: 'rose & oat', styledText: '<mark>rose</mark> &amp; oat'}],
        products: [
          {
            id: 'gid://shopify/Product/1',
            title: 'Rose Soap',
            handle: 'rose-soap',
            imageUrl: null,
            price,
            from: null,
          },
        ],
        collections: [{id: 'gid://shopify/Collection/2', title: 'Body Care', handle: 'body-care'}],
      },
      'hs',
    );
    expect(options.map(({kind, id, href}) => [kind, id, href])).toEqual([
      ['query', 'hs-q0', '/search?q=rose+%26+oat'],
      ['product', 'hs-p0', '/product/rose-soap'],
      ['collection', 'hs-c0', '/collections/body-care'],
    ]);
  });
});

describe('nextActiveIndex', () => {
  it('moves down and up through the options and wraps at both ends', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(0, 3, 'ArrowDown')).toBe(1);
    expect(nextActiveIndex(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(0, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(2, 3, 'ArrowUp')).toBe(1);
    expect(nextActiveIndex(-1, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('markedParts', () => {
  it('splits the marked part out and decodes entities, as text', () => {
    expect(markedParts('<mark>cla</mark>y &amp; rose')).toEqual([
      {text: 'cla', marked: true},
      {text: 'y & rose', marked: false},
    ]);
  });

  it('never lets markup through: other tags are dropped, escaped markup stays text', () => {
    expect(markedParts('<img src=x onerror=alert(1)>a<mark>b</mark>&lt;script&gt;')).toEqual([
      {text: 'a', marked: false},
      {text: 'b', marked: true},
      {text: '<script>', marked: false},
    ]);
  });
});

describe('announceResults', () => {
  it('says how many suggestions there are', () => {
    expect(announceResults(0)).toBe('No suggestions');
    expect(announceResults(1)).toMatch(/^1 suggestion,/);
    expect(announceResults(5)).toMatch(/^5 suggestions,/);
  });
});

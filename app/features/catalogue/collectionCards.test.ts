import {describe, expect, it} from 'vitest';
import {COLLECTION_CARDS} from '~/content/collections';
import {cardCollection, cardSource, productCountLabel} from './collectionCards';

const LIST = [
  {title: 'Artisan Soaps', handle: 'artisan-soaps'},
  {title: 'Serums & Creams', handle: 'serums'},
  {title: 'Body Care', handle: 'body-care'},
  {title: 'Masks & Treatments', handle: 'masks-treatments'},
  {title: 'Supplements', handle: 'supplements'},
  {title: 'Gift Sets', handle: 'gift-sets'},
];

const cardTo = (to: string) => {
  const card = COLLECTION_CARDS.find((c) => c.to === to);
  if (!card) throw new Error(to);
  return card;
};

describe('the collection behind each card', () => {
  it('is the one its category page lists (keyword or handle), so the count matches the page', () => {
    expect(cardCollection(cardSource(cardTo('/face-serums-creams')), LIST)?.handle).toBe('serums');
    expect(cardCollection(cardSource(cardTo('/facial-masks')), LIST)?.handle).toBe(
      'masks-treatments',
    );
    expect(cardCollection(cardSource(cardTo('/supplements')), LIST)?.handle).toBe('supplements');
  });

  it('is gift-sets for Gift Collections, and none for Artisan Soaps (a rule over products)', () => {
    expect(cardCollection(cardSource(cardTo('/?collection=gift-sets')), LIST)?.handle).toBe(
      'gift-sets',
    );
    expect(cardSource(cardTo('/artisan-soaps'))).toEqual({kind: 'artisan-soaps'});
    expect(cardCollection(cardSource(cardTo('/artisan-soaps')), LIST)).toBeUndefined();
  });

  it('is missing when the shop has no such collection', () => {
    expect(cardCollection(cardSource(cardTo('/body-care')), [])).toBeUndefined();
  });

  it('exists for every card', () => {
    for (const card of COLLECTION_CARDS) expect(() => cardSource(card)).not.toThrow();
  });
});

describe('productCountLabel', () => {
  it('counts products, says "or more" at the read limit', () => {
    expect(productCountLabel(1, false)).toBe('1 product');
    expect(productCountLabel(0, false)).toBe('0 products');
    expect(productCountLabel(7, false)).toBe('7 products');
    expect(productCountLabel(250, true)).toBe('250 or more products');
  });
});

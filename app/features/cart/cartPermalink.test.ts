import {describe, expect, it} from 'vitest';
import {
  PERMALINK_MAX_LINES,
  PERMALINK_SYNTAX_MESSAGE,
  PERMALINK_TOO_MANY_MESSAGE,
  parseCartPermalink,
  permalinkQuantityMessage,
} from './cartPermalink';

describe('cart permalinks', () => {
  it('reads numeric variant ids and quantities into cart lines', () => {
    expect(parseCartPermalink('100101:2,100203:1')).toEqual({
      ok: true,
      lines: [
        {merchandiseId: 'gid://shopify/ProductVariant/100101', quantity: 2},
        {merchandiseId: 'gid://shopify/ProductVariant/100203', quantity: 1},
      ],
    });
  });

  it('merges a variant named twice into one line', () => {
    expect(parseCartPermalink('100101:2,0100101:3')).toEqual({
      ok: true,
      lines: [{merchandiseId: 'gid://shopify/ProductVariant/100101', quantity: 5}],
    });
  });

  it.each([
    '',
    '100101',
    '100101:',
    ':2',
    'abc:1',
    '100101:2,',
    '100101:2;100203:1',
    'gid://shopify/ProductVariant/1:1',
    '1:1.5',
    '1:-1',
  ])('refuses the malformed permalink %j', (spec) => {
    expect(parseCartPermalink(spec)).toEqual({ok: false, message: PERMALINK_SYNTAX_MESSAGE});
  });

  it('takes quantities from 1 to 99 per line', () => {
    expect(parseCartPermalink('100101:99').ok).toBe(true);
    expect(parseCartPermalink('100101:0')).toEqual({
      ok: false,
      message: permalinkQuantityMessage(0),
    });
    expect(parseCartPermalink('100101:100')).toEqual({
      ok: false,
      message: permalinkQuantityMessage(100),
    });
    expect(parseCartPermalink('100101:60,100101:40')).toEqual({
      ok: false,
      message: permalinkQuantityMessage(100),
    });
  });

  it('takes at most 100 lines', () => {
    const lines = (count: number) =>
      Array.from({length: count}, (_, i) => `${200000 + i}:1`).join(',');
    const hundred = parseCartPermalink(lines(PERMALINK_MAX_LINES));
    expect(hundred.ok && hundred.lines).toHaveLength(100);
    expect(parseCartPermalink(lines(PERMALINK_MAX_LINES + 1))).toEqual({
      ok: false,
      message: PERMALINK_TOO_MANY_MESSAGE,
    });
  });
});

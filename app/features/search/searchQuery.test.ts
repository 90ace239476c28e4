import {describe, expect, it} from 'vitest';
import {
  SEARCH_QUERY_MAX_LENGTH,
  normalizeSearchQuery,
  parseSearchRequest,
  resultCountText,
  searchUrl,
} from './searchQuery';

const params = (init: string) => new URLSearchParams(init);

describe('parseSearchRequest', () => {
  it('reads and tidies the query', () => {
    expect(parseSearchRequest(params('q=%20%20lavender%0A%09soap%20'))).toEqual({
      q: 'lavender soap',
      after: null,
      truncated: false,
    });
  });

  it('treats a missing, empty or blank query as no search, and then ignores the cursor', () => {
    for (const init of ['', 'q=', 'q=%20%20%20', 'q=%00%1F&after=abc']) {
      expect(parseSearchRequest(params(init))).toEqual({q: '', after: null, truncated: false});
    }
  });

  it('takes the first of repeated query parameters', () => {
    expect(parseSearchRequest(params('q=soap&q=serum')).q).toBe('soap');
  });

  it('cuts an over-long query to the maximum, by characters, not UTF-16 units', () => {
    const long = `${'a'.repeat(SEARCH_QUERY_MAX_LENGTH - 1)}🌿🌿🌿`;
    const {q, truncated} = normalizeSearchQuery(long);
    expect(truncated).toBe(true);
    expect(Array.from(q)).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
    expect(q.endsWith('🌿')).toBe(true);
    expect(normalizeSearchQuery('x'.repeat(SEARCH_QUERY_MAX_LENGTH))).toEqual({
      q: 'x'.repeat(SEARCH_QUERY_MAX_LENGTH),
      truncated: false,
    });
  });

  it('keeps a cursor that can be one of Shopify’s and drops anything else', () => {
    const cursor = btoa(JSON.stringify({last_id: 'gid://shopify/Product/1', last_value: 3}));
    expect(parseSearchRequest(params(`q=soap&after=${encodeURIComponent(cursor)}`)).after).toBe(
      cursor,
    );
    expect(parseSearchRequest(params('q=soap&after=not+a+cursor!')).after).toBeNull();
    expect(parseSearchRequest(params(`q=soap&after=${'A'.repeat(513)}`)).after).toBeNull();
    expect(parseSearchRequest(params('q=soap&after=')).after).toBeNull();
  });
});

describe('searchUrl', () => {
  it('encodes the query and adds the cursor only when there is one', () => {
    expect(searchUrl('rose & oat')).toBe('/search?q=rose+%26+oat');
    expect(searchUrl('soap', 'abc=')).toBe('/search?q=soap&after=abc%3D');
    expect(
      parseSearchRequest(new URL(`http://x${searchUrl('rose & oat', 'abc=')}`).searchParams),
    ).toEqual({q: 'rose & oat', after: 'abc=', truncated: false});
  });
});

describe('resultCountText', () => {
  it('says result or results', () => {
    expect(resultCountText(0)).toBe('0 results');
    expect(resultCountText(1)).toBe('1 result');
    expect(resultCountText(11)).toBe('11 results');
  });
});

import {describe, expect, it} from 'vitest';
import {
  FIRST_PAGE,
  PAGE_SIZE,
  lastPage,
  pageArguments,
  pageLinks,
  parseCursor,
  readPageRequest,
} from './pagination';

const read = (search: string, limit = 100) => readPageRequest(new URLSearchParams(search), limit);
const AT = {pathname: '/shop', search: 'filter.v.availability=1'};

describe('readPageRequest', () => {
  it('reads a later page by its cursor and number', () => {
    expect(read('after=YWJj&page=2')).toEqual({page: 2, after: 'YWJj', before: null});
    expect(read('before=YWJj&page=3')).toEqual({page: 3, after: null, before: 'YWJj'});
  });

  it('reads anything unusable as page 1, never throws', () => {
    for (const search of [
      '',
      'page=2',
      'after=YWJj',
      'after=YWJj&page=1',
      'after=YWJj&page=0',
      'after=YWJj&page=6',
      'after=YWJj&page=two',
      'after=YWJj&page=2.5',
      'after=not+a+cursor!&page=2',
      `after=${'A'.repeat(513)}&page=2`,
    ]) {
      expect(read(search), search).toEqual(FIRST_PAGE);
    }
    expect(parseCursor('')).toBeNull();
  });
});

describe('pageArguments', () => {
  it('asks for a page at a time, and stops at the 100th product', () => {
    expect(lastPage(100)).toBe(5);
    expect(pageArguments(FIRST_PAGE, 100)).toEqual({first: PAGE_SIZE, after: null});
    expect(pageArguments({page: 4, after: 'c', before: null}, 100)).toEqual({first: 24, after: 'c'});
    expect(pageArguments({page: 5, after: 'c', before: null}, 100)).toEqual({first: 4, after: 'c'});
    expect(pageArguments({page: 2, after: null, before: 'c'}, 100)).toEqual({last: 24, before: 'c'});
  });
});

describe('pageLinks', () => {
  const info = {hasNextPage: true, startCursor: 'S', endCursor: 'E'};

  it('links page 1 to the next page, with the filters kept', () => {
    expect(pageLinks(FIRST_PAGE, info, 100, AT)).toEqual({
      next: '/shop?filter.v.availability=1&after=E&page=2',
      previous: null,
    });
    expect(pageLinks(FIRST_PAGE, {...info, hasNextPage: false}, 100, AT).next).toBeNull();
  });

  it('links a later page back: page 2 to the plain first page, later ones by their start cursor', () => {
    expect(pageLinks({page: 2, after: 'x', before: null}, info, 100, AT).previous).toBe(
      '/shop?filter.v.availability=1',
    );
    expect(pageLinks({page: 3, after: 'x', before: null}, info, 100, AT).previous).toBe(
      '/shop?filter.v.availability=1&before=S&page=2',
    );
    // A page read back from `before` has a next page, whatever Shopify says of it.
    const back = pageLinks({page: 2, after: null, before: 'x'}, {...info, hasNextPage: false}, 100, AT);
    expect(back.next).toBe('/shop?filter.v.availability=1&after=E&page=3');
  });

  it('offers no page past the limit', () => {
    expect(pageLinks({page: 5, after: 'x', before: null}, info, 100, AT).next).toBeNull();
    expect(pageLinks({page: 4, after: 'x', before: null}, info, 100, AT).next).not.toBeNull();
  });
});

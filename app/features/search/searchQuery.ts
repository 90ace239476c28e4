import {PAGE_SIZE, parseCursor} from '~/lib/pagination';

/**
 * What a search request asks for, read from its URL. Shared by `/search` and `/api/predictive-search`, so
 * both bound what they pass to Shopify the same way: a query is at most SEARCH_QUERY_MAX_LENGTH characters
 * (the header field's `maxLength`; a longer one from a hand-made URL is cut, never refused or crashed on),
 * control characters and runs of spaces are tidied, and a cursor that cannot be one is ignored.
 */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Products per page of results, and per "Load more": the catalogue's page. */
export const SEARCH_PAGE_SIZE = PAGE_SIZE;
/** Results in the predictive listbox, products, collections and suggestions together. */
export const PREDICTIVE_LIMIT = 8;

export interface SearchRequest {
  /** The tidied query; '' when there is nothing to search for. */
  q: string;
  /** The cursor to continue after, or null for the first page. */
  after: string | null;
  /** True when the query was cut to SEARCH_QUERY_MAX_LENGTH. */
  truncated: boolean;
}

/** A query as Shopify should get it: no control characters, single spaces, at most the maximum length. */
export function normalizeSearchQuery(raw: string | null): {q: string; truncated: boolean} {
  const tidy = (raw ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Cut by code points, so an emoji at the limit is not split into half a surrogate pair.
  const chars = Array.from(tidy);
  if (chars.length <= SEARCH_QUERY_MAX_LENGTH) return {q: tidy, truncated: false};
  return {q: chars.slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trimEnd(), truncated: true};
}

export function parseSearchRequest(params: URLSearchParams): SearchRequest {
  const {q, truncated} = normalizeSearchQuery(params.get('q'));
  return {q, truncated, after: q ? parseCursor(params.get('after')) : null};
}

/**
 * The URL of a results page: the query, the filters (a listing query string) and the cursor to continue
 * after when there is one.
 */
export function searchUrl(q: string, after?: string | null, filters = ''): string {
  const params = new URLSearchParams({q});
  for (const [name, value] of new URLSearchParams(filters)) params.append(name, value);
  if (after) params.set('after', after);
  return `/search?${params.toString()}`;
}

/** "1 result", "24 results": the count the page shows and the listbox announces. */
export function resultCountText(count: number, noun = 'result'): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}

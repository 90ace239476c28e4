/**
 * Pages of a product list in Shopify's cursors, as a URL carries them. A later page's URL holds the cursor
 * Shopify gave (`after` the last product of the page before, or `before` the first of the page after)
 * and the page's number, which bounds how far paging goes: a list that may load at most `limit` products
 * stops there, whatever Shopify still has.
 *
 *   /shop                                   page 1: the first PAGE_SIZE
 *   /shop?after=<cursor>&page=2             the next PAGE_SIZE after that product
 *   /shop?before=<cursor>&page=2            the PAGE_SIZE before that product (a "Previous" link)
 *
 * A cursor is Shopify's for one filter and sort combination; the filter form and chips never carry it, so
 * changing either starts again at page 1. Anything unusable (a page number out of range, a cursor that
 * cannot be one, no cursor) reads as page 1.
 */

/** Products per page, and per "Load more". */
export const PAGE_SIZE = 24;

export const PAGE_PARAMS = {after: 'after', before: 'before', page: 'page'} as const;

/** Shopify's cursors are base64 JSON of a few dozen bytes; anything much longer is not one of them. */
const CURSOR_MAX_LENGTH = 512;
const CURSOR_PATTERN = /^[A-Za-z0-9+/=_-]+$/;

export function parseCursor(raw: string | null): string | null {
  if (!raw || raw.length > CURSOR_MAX_LENGTH || !CURSOR_PATTERN.test(raw)) return null;
  return raw;
}

export interface PageRequest {
  /** 1 for the first page. */
  page: number;
  after: string | null;
  before: string | null;
}

export const FIRST_PAGE: PageRequest = {page: 1, after: null, before: null};

/** The last page number a list of at most `limit` products has. */
export function lastPage(limit: number): number {
  return Math.max(1, Math.ceil(limit / PAGE_SIZE));
}

/** Reads the page a URL asks for; never throws. */
export function readPageRequest(search: URLSearchParams, limit: number): PageRequest {
  const raw = search.get(PAGE_PARAMS.page) ?? '';
  const page = /^\d{1,3}$/.test(raw) ? Number(raw) : 0;
  if (page < 2 || page > lastPage(limit)) return FIRST_PAGE;
  const after = parseCursor(search.get(PAGE_PARAMS.after));
  const before = after ? null : parseCursor(search.get(PAGE_PARAMS.before));
  return after || before ? {page, after, before} : FIRST_PAGE;
}

/**
 * The connection arguments for a page: the page's size going forward, cut where the list reaches `limit`
 * (page 5 of a 100-product list asks for the last 4), or the size going back from `before`.
 */
export function pageArguments({page, after, before}: PageRequest, limit: number) {
  if (before) return {last: PAGE_SIZE, before};
  return {first: Math.max(0, Math.min(PAGE_SIZE, limit - (page - 1) * PAGE_SIZE)), after};
}

/** The URL of a page: the listing's own parameters (filters, sort) and, past page 1, cursor and number. */
export function pageHref(
  pathname: string,
  search: string,
  page: number,
  cursor?: {after: string} | {before: string},
): string {
  const params = new URLSearchParams(search);
  if (page > 1 && cursor) {
    for (const [name, value] of Object.entries(cursor)) params.set(name, value);
    params.set(PAGE_PARAMS.page, String(page));
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export interface PageLinks {
  /** The next page's URL (the "Load more" link), or null on the last page or at the limit. */
  next: string | null;
  /** The previous page's URL, or null on page 1. */
  previous: string | null;
}

/** Where a page's Previous and Next links lead, from Shopify's `pageInfo` of that page. */
export function pageLinks(
  {page, before}: PageRequest,
  pageInfo: {
    hasNextPage: boolean;
    startCursor?: string | null;
    endCursor?: string | null;
  },
  limit: number,
  at: {pathname: string; search: string},
): PageLinks {
  // A page read back from `before` has the page it came from after it.
  const more = (pageInfo.hasNextPage || before !== null) && page < lastPage(limit);
  const next =
    more && pageInfo.endCursor
      ? pageHref(at.pathname, at.search, page + 1, {after: pageInfo.endCursor})
      : null;
  let previous: string | null = null;
  if (page === 2) previous = pageHref(at.pathname, at.search, 1);
  else if (page > 2 && pageInfo.startCursor)
    previous = pageHref(at.pathname, at.search, page - 1, {before: pageInfo.startCursor});
  return {next, previous};
}

import {Link, useFetcher} from '@remix-run/react';
import {useEffect, useRef, useState} from 'react';
import {CategoryLinks} from '~/ui/CategoryLinks';
import {ProductCardItems, type ProductCardData} from '~/features/catalogue';
import {StorefrontErrorNotice} from '~/ui/StorefrontErrorNotice';
import {SearchIcon} from '~/ui/Icons';
import {ListingControls} from '~/features/filters';
import {SEARCH_QUERY_MAX_LENGTH, resultCountText, searchUrl} from './searchQuery';
import type {SearchResults} from './search.server';

export interface SearchPageData {
  q: string;
  /** True on a page reached through an `?after=` link (a later page, without JavaScript). */
  isLaterPage: boolean;
  truncated: boolean;
  /** The filters' query string (listing parameters), kept by "Load more" and the links back. */
  filters: string;
  results: SearchResults;
}

/** /search: the form, the count, the cards as on /shop, "Load more", or the categories when nothing matched. */
export function SearchPage({q, isLaterPage, truncated, filters, results}: SearchPageData) {
  return (
    <>
      <section className="bg-gradient-to-b from-sage-100 to-cream-50">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6">
          <h1 className="font-display text-4xl text-forest-900 sm:text-5xl">
            {q ? (
              <>
                Search results <span className="sr-only">for “{q}”</span>
              </>
            ) : (
              'Search'
            )}
          </h1>
          <SearchPageForm q={q} />
          {truncated ? (
            <p className="mt-3 text-sm text-bark-700">
              Your search was shortened to its first {SEARCH_QUERY_MAX_LENGTH} characters.
            </p>
          ) : null}
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {!q ? (
          <CategoryLinks
            id="search-categories"
            heading="Or browse by category"
            className="mt-8 max-w-3xl"
          />
        ) : results.error ? (
          <>
            <StorefrontErrorNotice message={results.error} />
            {isLaterPage ? (
              <p className="mt-6 text-center">
                <Link
                  to={searchUrl(q)}
                  className="font-semibold text-forest-800 underline underline-offset-4"
                >
                  Back to the first results
                </Link>
              </p>
            ) : null}
          </>
        ) : results.totalCount === 0 && !results.controls?.filtered ? (
          <NoResults q={q} />
        ) : (
          <>
            {results.controls ? (
              <ListingControls controls={results.controls} count={results.totalCount} keep={{q}} />
            ) : null}
            {results.totalCount === 0 ? (
              <p className="rounded-2xl border border-dashed border-bark-200 bg-cream-50 px-6 py-12 text-center font-display text-xl text-forest-900">
                No products match these filters
              </p>
            ) : (
              // Keyed by query, filters and page, so a new search starts a fresh list.
              <ResultList
                key={`${q}:${filters}:${isLaterPage}`}
                q={q}
                filters={filters}
                isLaterPage={isLaterPage}
                results={results}
              />
            )}
          </>
        )}
      </div>
    </>
  );
}

function SearchPageForm({q}: {q: string}) {
  return (
    <form
      method="get"
      action="/search"
      role="search"
      aria-label="Search the shop"
      className="mx-auto mt-6 flex max-w-xl gap-2"
    >
      <label htmlFor="search-page-q" className="sr-only">
        Search products
      </label>
      <input
        id="search-page-q"
        type="search"
        name="q"
        defaultValue={q}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder="Search soaps, serums, masks…"
        autoComplete="off"
        className="min-w-0 flex-1 rounded-full border border-bark-200 bg-white px-5 py-3 text-base text-bark-900 placeholder:text-bark-600 focus:border-forest-700"
      />
      <button
        type="submit"
        className="inline-flex items-center gap-2 rounded-full bg-forest-800 px-5 py-3 font-semibold text-cream-50 hover:bg-forest-700"
      >
        <SearchIcon className="h-5 w-5" />
        Search
      </button>
    </form>
  );
}

/**
 * The results: without JavaScript, a "Load more" link opens the next page (`?after=`); with it, the same
 * link appends the next page here through a fetcher, announces it, and moves focus to its first product.
 */
function ResultList({
  q,
  filters,
  isLaterPage,
  results,
}: {
  q: string;
  filters: string;
  isLaterPage: boolean;
  results: SearchResults;
}) {
  const [products, setProducts] = useState<ProductCardData[]>(results.products);
  const [nextCursor, setNextCursor] = useState(results.nextCursor);
  const [firstNewIndex, setFirstNewIndex] = useState<number | null>(null);
  const fetcher = useFetcher<{results: SearchResults}>();
  const listRef = useRef<HTMLUListElement>(null);

  const appended = useRef<SearchResults | null>(null);

  useEffect(() => {
    const page = fetcher.data?.results;
    if (fetcher.state !== 'idle' || !page || page.error || appended.current === page) return;
    appended.current = page;
    const shown = new Set(products.map((product) => product.id));
    setFirstNewIndex(products.length);
    setProducts([...products, ...page.products.filter((product) => !shown.has(product.id))]);
    setNextCursor(page.nextCursor);
  }, [fetcher.state, fetcher.data, products]);

  useEffect(() => {
    if (firstNewIndex === null) return;
    listRef.current?.children[firstNewIndex]?.querySelector('a')?.focus();
  }, [firstNewIndex]);

  const loadError = fetcher.state === 'idle' ? fetcher.data?.results.error : undefined;
  const loading = fetcher.state !== 'idle';
  return (
    <>
      <p className="mb-6 text-bark-700" id="search-count">
        <strong className="font-semibold text-forest-900">
          {resultCountText(results.totalCount)}
        </strong>{' '}
        for “{q}”{isLaterPage ? ' (later results)' : ''}
      </p>
      <ul
        ref={listRef}
        aria-labelledby="search-count"
        className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4"
      >
        <ProductCardItems products={products} headingLevel={2} />
      </ul>
      <p role="status" className="sr-only">
        {firstNewIndex !== null
          ? `Showing ${products.length} of ${results.totalCount} results`
          : ''}
      </p>
      {loadError ? (
        <p role="alert" className="mt-6 text-center text-terracotta-700">
          {loadError}
        </p>
      ) : null}
      <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
        {isLaterPage ? (
          <Link
            to={searchUrl(q, null, filters)}
            className="font-semibold text-forest-800 underline underline-offset-4"
          >
            Back to the first results
          </Link>
        ) : null}
        {nextCursor ? (
          <Link
            to={searchUrl(q, nextCursor, filters)}
            preventScrollReset
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              if (!loading) fetcher.load(searchUrl(q, nextCursor, filters));
            }}
            aria-disabled={loading || undefined}
            className="rounded-full bg-forest-800 px-6 py-3 font-semibold text-cream-50 hover:bg-forest-700"
          >
            {loading ? 'Loading…' : 'Load more'}
          </Link>
        ) : null}
      </div>
    </>
  );
}

function NoResults({q}: {q: string}) {
  return (
    <div className="rounded-2xl border border-dashed border-bark-200 bg-cream-50 px-6 py-12 text-center">
      <p className="font-display text-2xl text-forest-900" id="search-count">
        No products found for “{q}”
      </p>
      <p className="mt-2 text-bark-700">
        Check the spelling, try a shorter word, or browse a category.
      </p>
      <CategoryLinks
        id="search-categories"
        heading="Browse by category"
        className="mt-8 max-w-3xl"
      />
    </div>
  );
}

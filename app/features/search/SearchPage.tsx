import {Link} from '@remix-run/react';
import {COLLECTION_CARDS} from '~/content/collections';
import {ProductPages, type ProductPageData} from '~/features/catalogue';
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
          <CategorySuggestions heading="Or browse by category" />
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
 * The results, a page at a time (the catalogue's ProductPages): without JavaScript "Load more" is a link to
 * the next page (`?after=`); with it, the next page is appended here and its URL put in the address bar.
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
  const pageOf = (page: SearchResults): ProductPageData => ({
    products: page.products,
    next: page.nextCursor ? searchUrl(q, page.nextCursor, filters) : null,
    error: page.error,
  });
  return (
    <>
      <p className="mb-6 text-bark-700" id="search-count">
        <strong className="font-semibold text-forest-900">
          {resultCountText(results.totalCount)}
        </strong>{' '}
        for “{q}”{isLaterPage ? ' (later results)' : ''}
      </p>
      <ProductPages
        first={pageOf(results)}
        pick={(answer) => {
          const page = (answer as {results?: SearchResults} | undefined)?.results;
          return page ? pageOf(page) : undefined;
        }}
        total={results.totalCount}
        noun="results"
        labelledBy="search-count"
        previous={
          isLaterPage ? {href: searchUrl(q, null, filters), label: 'Back to the first results'} : null
        }
      />
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
      <CategorySuggestions heading="Browse by category" />
    </div>
  );
}

function CategorySuggestions({heading}: {heading: string}) {
  return (
    <nav aria-labelledby="search-categories" className="mx-auto mt-8 max-w-3xl text-center">
      <h2 id="search-categories" className="font-display text-xl text-forest-900">
        {heading}
      </h2>
      <ul className="mt-4 flex flex-wrap justify-center gap-3">
        {[{title: 'Shop All', to: '/shop'}, ...COLLECTION_CARDS].map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              prefetch="intent"
              className="inline-block rounded-full bg-white px-4 py-2 font-medium text-forest-800 ring-1 ring-bark-200 hover:bg-sage-100"
            >
              {card.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import {Link} from '@remix-run/react';
import {COLLECTION_CARDS} from '~/content/collections';
import {SearchIcon} from './Icons';

/**
 * The 404 page's fixed part: the spec's texts, a search, the way home and the categories. It reads nothing
 * but constants, so NotFoundPage sends it as a static island: the markup is kept in the browser and its code
 * is loaded only when a later navigation shows it.
 */
export function NotFoundWays() {
  return (
    <>
      <section className="mx-auto max-w-2xl px-4 pb-10 pt-16 text-center sm:pt-20">
        <p className="font-display text-7xl text-sage-600">404</p>
        <h1 className="mt-4 font-display text-4xl text-forest-900">Page Not Found</h1>
        <p className="mt-4 text-lg text-bark-700">
          Oops! The page you&apos;re looking for doesn&apos;t exist.
        </p>
        {/* A plain GET form: it works before (and without) JavaScript, like every form here. */}
        <form
          method="get"
          action="/search"
          role="search"
          aria-label="Search the shop"
          className="mx-auto mt-8 flex max-w-md gap-2"
        >
          <label htmlFor="not-found-search" className="sr-only">
            Search products
          </label>
          <input
            id="not-found-search"
            type="search"
            name="q"
            placeholder="Search products"
            maxLength={200}
            className="min-w-0 flex-1 rounded-full border border-bark-200 bg-white px-4 py-2.5 text-bark-800 placeholder:text-bark-700"
          />
          <button
            type="submit"
            className="flex items-center gap-2 rounded-full bg-forest-800 px-5 py-2.5 font-semibold text-cream-50 hover:bg-forest-700"
          >
            <SearchIcon className="h-5 w-5" />
            Search
          </button>
        </form>
        <Link
          to="/"
          className="mt-6 inline-block rounded-full px-6 py-3 font-semibold text-forest-800 ring-1 ring-forest-800/40 hover:bg-cream-100"
        >
          Return to Home
        </Link>
      </section>
      <nav
        aria-labelledby="not-found-categories"
        className="mx-auto max-w-4xl px-4 pb-12 text-center"
      >
        <h2 id="not-found-categories" className="font-display text-2xl text-forest-900">
          Shop by category
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-2 sm:gap-3">
          {[{title: 'Shop All', to: '/shop'}, ...COLLECTION_CARDS].map((category) => (
            <li key={category.to}>
              <Link
                to={category.to}
                prefetch="intent"
                className="inline-block rounded-full bg-white px-4 py-2 font-semibold text-forest-800 shadow-sm ring-1 ring-bark-100 hover:bg-sage-100"
              >
                {category.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

import {Link, useLocation} from '@remix-run/react';
import {useEffect, type ReactNode} from 'react';
import {COLLECTION_CARDS} from '~/content/collections';
import {SearchIcon} from './Icons';

/**
 * The 404 page (SPEC.md 2): the spec's texts and a way home, then ways on into the shop (a search, the
 * categories and, where the route has them, a few best sellers), so a wrong link is not a dead end. It
 * stays a 404 (the routes' loaders answer with that status). The bad path goes to the console.
 */
export function NotFoundPage({bestsellers}: {bestsellers?: ReactNode}) {
  const location = useLocation();
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

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
      {bestsellers ? (
        <section
          aria-labelledby="not-found-bestsellers"
          className="mx-auto max-w-7xl px-4 pb-16 sm:px-6"
        >
          <h2
            id="not-found-bestsellers"
            className="mb-6 text-center font-display text-2xl text-forest-900 sm:text-3xl"
          >
            Our best sellers
          </h2>
          {bestsellers}
        </section>
      ) : null}
    </>
  );
}

export const NOT_FOUND_META = [
  {title: 'Page Not Found | Wildroot Botanicals'},
  {name: 'robots', content: 'noindex'},
];

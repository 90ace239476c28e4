import {useLocation} from '@remix-run/react';
import {useEffect, type ReactNode} from 'react';
import {staticIsland} from '~/sharing';
import {NotFoundWays as NotFoundWaysNow} from './NotFoundWays';

const NotFoundWays = staticIsland(import.meta.env.SSR ? NotFoundWaysNow : null, () =>
  import('./NotFoundWays').then((module) => module.NotFoundWays),
);

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
      <NotFoundWays />
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

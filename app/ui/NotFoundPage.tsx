import {Link, useLocation} from '@remix-run/react';
import {useEffect} from 'react';

/** The 404 page (SPEC.md 2): the spec's texts and a way home; the bad path goes to the console. */
export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="font-display text-7xl text-sage-600">404</p>
      <h1 className="mt-4 font-display text-4xl text-forest-900">Page Not Found</h1>
      <p className="mt-4 text-lg text-bark-700">
        Oops! The page you&apos;re looking for doesn&apos;t exist.
      </p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-forest-800 px-6 py-3 font-semibold text-cream-50 hover:bg-forest-700"
      >
        Return to Home
      </Link>
    </section>
  );
}

export const NOT_FOUND_META = [
  {title: 'Page Not Found | Wildroot Botanicals'},
  {name: 'robots', content: 'noindex'},
];

import {Link, useFetcher} from '@remix-run/react';
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useHydrated} from '~/lib/useHydrated';
import type {ProductCardData} from './productCard';
import {ProductCardItems} from './ProductCard';

/** A page of products as a paged list's loader answers it (under the key the list is given). */
export interface ProductPageData {
  products: ProductCardData[];
  /** The URL of the page after this one, or null. */
  next: string | null;
  error: string | null;
}

const linkClass = 'font-semibold text-forest-800 underline underline-offset-4';

/**
 * A product list a page at a time (/shop, /search). Without JavaScript its links are plain: the next page
 * and, on a later page, the one before. With it, "Load more" fetches the next page's loader data, appends
 * its products, announces them, moves focus to the first new one, and puts the next page's URL in the
 * address bar, so a reload or a shared link lands on the page last loaded.
 */
export function ProductPages({
  first,
  pick,
  total,
  noun = 'products',
  previous,
  nextLabel = 'Load more',
  labelledBy,
  className = 'grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 lg:grid-cols-4',
}: {
  first: ProductPageData;
  /** The page in the next URL's loader data (called again for the same data: a new object is fine). */
  pick: (data: unknown) => ProductPageData | undefined;
  total: number;
  noun?: string;
  previous?: {href: string; label: ReactNode} | null;
  /** The next page link's text before JavaScript runs; with it, "Load more". */
  nextLabel?: string;
  labelledBy?: string;
  className?: string;
}) {
  const [products, setProducts] = useState(first.products);
  const [next, setNext] = useState(first.next);
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const live = useHydrated();
  const fetcher = useFetcher();
  const list = useRef<HTMLUListElement>(null);
  const appended = useRef<unknown>(undefined);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    const page = pick(fetcher.data);
    if (fetcher.state !== 'idle' || !page || page.error || appended.current === fetcher.data) return;
    appended.current = fetcher.data;
    const shown = new Set(products.map((product) => product.handle));
    setFirstNew(products.length);
    setProducts([...products, ...page.products.filter((product) => !shown.has(product.handle))]);
    setNext(page.next);
    // The router's own entry keeps its state; only the address changes, to the page just shown.
    if (asked.current) window.history.replaceState(window.history.state, '', asked.current);
  }, [fetcher.state, fetcher.data, products, pick]);

  useEffect(() => {
    if (firstNew !== null) list.current?.children[firstNew]?.querySelector('a')?.focus();
  }, [firstNew]);

  const loading = fetcher.state !== 'idle';
  const loadError = loading ? null : pick(fetcher.data)?.error;
  return (
    <>
      <ul ref={list} aria-labelledby={labelledBy} className={className}>
        <ProductCardItems products={products} headingLevel={2} />
      </ul>
      <p role="status" className="sr-only">
        {firstNew !== null ? `Showing ${products.length} of ${total} ${noun}` : ''}
      </p>
      {loadError ? (
        <p role="alert" className="mt-6 text-center text-terracotta-700">
          {loadError}
        </p>
      ) : null}
      <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
        {previous ? (
          <Link to={previous.href} className={linkClass}>
            {previous.label}
          </Link>
        ) : null}
        {next ? (
          <Link
            to={next}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              if (loading) return;
              asked.current = next;
              fetcher.load(next);
            }}
            aria-disabled={loading || undefined}
            className="rounded-full bg-forest-800 px-6 py-3 font-semibold text-cream-50 hover:bg-forest-700"
          >
            {loading ? 'Loading…' : live ? 'Load more' : nextLabel}
          </Link>
        ) : null}
      </div>
    </>
  );
}

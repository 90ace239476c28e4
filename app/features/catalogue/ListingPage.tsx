import {Link, useLocation} from '@remix-run/react';
import type {ReactNode} from 'react';
import type {ProductCardData} from './productCard';
import {ProductGrid} from './ProductCard';
import {StorefrontErrorNotice} from '~/ui/StorefrontErrorNotice';
import {Breadcrumb, type Crumb} from '~/ui/Breadcrumb';
import {ListingControls, type ListingControlsData as Controls} from '~/features/filters';

/**
 * A catalogue page: breadcrumb, hero heading and tagline, the filter bar when the listing has one, then
 * the grid, the empty message or the error. A filtered listing that matches nothing offers to clear.
 */
export function ListingPage({
  title,
  tagline,
  products,
  error,
  emptyMessage,
  columns = 4,
  controls = null,
  trail,
  count = products.length,
  grid,
  after,
}: {
  title: string;
  tagline?: string;
  products: ProductCardData[];
  error: string | null;
  emptyMessage: string;
  columns?: 3 | 4;
  controls?: Controls | null;
  trail: readonly Crumb[];
  /** How many products the listing holds, when the page shows one page of them. */
  count?: number;
  /** The products' grid in place of the plain one (a paged list), when there are products. */
  grid?: ReactNode;
  /** Shown below the grid or the error (a way back to the first page). */
  after?: ReactNode;
}) {
  const {pathname} = useLocation();
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Breadcrumb trail={trail} />
      </div>
      <section className="bg-gradient-to-b from-sage-100 to-cream-50">
        <div className="mx-auto max-w-7xl px-4 py-7 text-center sm:px-6 sm:py-8">
          <h1 className="font-display text-4xl text-forest-900 sm:text-5xl">{title}</h1>
          {tagline ? <p className="mt-4 text-lg text-bark-700">{tagline}</p> : null}
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pb-10 pt-6 sm:px-6">
        {error ? (
          <StorefrontErrorNotice message={error} />
        ) : (
          <>
            {controls ? <ListingControls controls={controls} count={count} /> : null}
            {controls?.filtered && products.length === 0 ? (
              <div className="rounded-2xl border border-dashed border-bark-200 bg-cream-50 px-6 py-12 text-center">
                <p className="font-display text-xl text-forest-900">
                  No products match these filters
                </p>
                <p className="mt-4">
                  <Link
                    to={controls.clearSearch ? `${pathname}?${controls.clearSearch}` : pathname}
                    preventScrollReset
                    className="inline-block rounded-full bg-forest-800 px-6 py-3 font-semibold text-cream-50 hover:bg-forest-700"
                  >
                    Clear all filters
                  </Link>
                </p>
              </div>
            ) : grid && products.length > 0 ? (
              grid
            ) : (
              <ProductGrid
                products={products}
                emptyMessage={emptyMessage}
                columns={columns}
                headingLevel={2}
              />
            )}
          </>
        )}
        {after}
      </div>
    </>
  );
}

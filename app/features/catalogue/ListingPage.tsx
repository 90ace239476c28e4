import type {ProductCardData} from './productCard';
import {ProductGrid} from './ProductCard';
import {StorefrontErrorNotice} from './StorefrontErrorNotice';

/** A catalogue page: hero heading and tagline, then the grid, the empty message or the error. */
export function ListingPage({
  title,
  tagline,
  products,
  error,
  emptyMessage,
  columns = 4,
}: {
  title: string;
  tagline?: string;
  products: ProductCardData[];
  error: string | null;
  emptyMessage: string;
  columns?: 3 | 4;
}) {
  return (
    <>
      <section className="bg-gradient-to-b from-sage-100 to-cream-50">
        <div className="mx-auto max-w-7xl px-4 py-14 text-center sm:px-6">
          <h1 className="font-display text-4xl text-forest-900 sm:text-5xl">{title}</h1>
          {tagline ? <p className="mt-4 text-lg text-bark-700">{tagline}</p> : null}
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {error ? (
          <StorefrontErrorNotice message={error} />
        ) : (
          <ProductGrid products={products} emptyMessage={emptyMessage} columns={columns} headingLevel={2} />
        )}
      </div>
    </>
  );
}

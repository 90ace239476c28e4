import {Link} from '@remix-run/react';
import {Breadcrumb, type Crumb} from '~/ui/Breadcrumb';
import {StorefrontErrorNotice} from '~/ui/StorefrontErrorNotice';
import {ProductGrid} from './ProductCard';
import type {CollectionLandingData} from './collectionLanding.server';

/** They came from the Collections page, so the trail leads back there. */
export const collectionLandingTrail = (title: string): Crumb[] => [
  {label: 'Home', to: '/'},
  {label: 'Collections', to: '/collections'},
  {label: title},
];

/**
 * A collection shown at `/?collection=<handle>` (loadCollectionLanding): breadcrumb, heading, description
 * and grid, as the listing pages show them. Not ListingPage itself: its filter bar's code would join the
 * home page's first-load JavaScript; a link leads to the collection's own listing, which has the filters.
 */
export function CollectionLanding({landing}: {landing: CollectionLandingData}) {
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Breadcrumb trail={collectionLandingTrail(landing.title)} />
      </div>
      <section className="bg-gradient-to-b from-sage-100 to-cream-50">
        <div className="mx-auto max-w-7xl px-4 py-7 text-center sm:px-6 sm:py-8">
          <h1 className="font-display text-4xl text-forest-900 sm:text-5xl">{landing.title}</h1>
          {landing.description ? (
            <p className="mt-4 text-lg text-bark-700">{landing.description}</p>
          ) : null}
          {landing.canonical ? (
            <p className="mt-3">
              <Link
                to={new URL(landing.canonical).pathname}
                className="font-semibold text-forest-800 underline underline-offset-4"
              >
                Filter these products
              </Link>
            </p>
          ) : null}
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 pb-10 pt-6 sm:px-6">
        {landing.error ? (
          <StorefrontErrorNotice message={landing.error} />
        ) : (
          <ProductGrid products={landing.products} columns={3} headingLevel={2} />
        )}
      </div>
    </>
  );
}

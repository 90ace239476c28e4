import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {NewsletterSignup} from '~/components/NewsletterForm';
import {ProductGrid} from '~/components/ProductCard';
import {StorefrontErrorNotice} from '~/components/StorefrontErrorNotice';
import {BRAND} from '~/lib/brand';
import {isCollectionHandle, loadCollectionProducts, loadProducts} from '~/lib/catalogue.server';
import {PRODUCT_LIMITS} from '~/lib/productLimits';
import {canonicalUrl, pageMeta} from '~/lib/seo';

export const meta: MetaFunction<typeof loader> = ({data}) => [
  ...pageMeta({
    title: BRAND.name,
    description:
      'Handcrafted botanical soaps, face serums and creams, body care, facial masks and supplements, made in small batches in the USA.',
    url: data?.url,
  }),
  {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: BRAND.name,
      url: data ? new URL(data.url).origin : undefined,
      email: BRAND.emails.general,
      telephone: BRAND.phone.display,
      sameAs: BRAND.social.map((social) => social.url),
    },
  },
];

/**
 * `?collection=<handle>` (the Collections page links Gift Collections to `/?collection=gift-sets`)
 * shows that collection's products under the signature heading, with a way back to everything.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const url = canonicalUrl(request.url);
  const requested = new URL(request.url).searchParams.get('collection');
  const collection = isCollectionHandle(requested) ? requested : null;
  const result = collection
    ? await loadCollectionProducts(context, collection, PRODUCT_LIMITS.home)
    : await loadProducts(context, PRODUCT_LIMITS.home);
  return data({url, collection, ...result}, {status: result.error ? 503 : 200});
}

export default function Home() {
  const {products, error, collection} = useLoaderData<typeof loader>();
  return (
    <>
      <Hero />
      <section aria-labelledby="signature-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="signature-heading" className="mb-8 text-center font-display text-3xl text-forest-900 sm:text-4xl">
          Our Signature Collection
        </h2>
        {collection ? (
          <p className="-mt-4 mb-8 text-center text-bark-700">
            Showing {collectionLabel(collection)} ·{' '}
            <Link to="/" preventScrollReset className="font-semibold text-forest-800 underline underline-offset-4">
              Show all products
            </Link>
          </p>
        ) : null}
        {error ? (
          <StorefrontErrorNotice message={error} />
        ) : (
          <ProductGrid
            products={products}
            emptyHint="New botanicals are on their way. Please check back soon."
          />
        )}
      </section>
      <NewsletterSignup />
    </>
  );
}

function collectionLabel(handle: string) {
  return handle.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
}

function Hero() {
  return (
    <section className="bg-gradient-to-b from-sage-100 to-cream-50">
      <div className="mx-auto flex max-w-7xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
        <h1 className="max-w-3xl font-display text-4xl leading-tight text-forest-900 sm:text-6xl">
          Elevate Your Beauty From Within
        </h1>
        <p className="mt-6 max-w-xl text-lg text-bark-700">
          Trusted by thousands for radiant skin and holistic wellness
        </p>
        <Link
          to="/shop"
          prefetch="intent"
          className="mt-10 rounded-full bg-forest-800 px-8 py-3 text-lg font-semibold text-cream-50 shadow hover:bg-forest-700"
        >
          Shop Now
        </Link>
      </div>
    </section>
  );
}

import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ProductGrid} from '~/components/ProductCard';
import {StorefrontErrorNotice} from '~/components/StorefrontErrorNotice';
import {BRAND} from '~/lib/brand';
import {PRODUCT_CARD_FRAGMENT} from '~/lib/fragments';
import {canonicalUrl, pageMeta} from '~/lib/seo';
import {describeStorefrontError} from '~/lib/storefrontErrors';

const HOME_PRODUCT_COUNT = 20;

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

export async function loader({request, context}: LoaderFunctionArgs) {
  const url = canonicalUrl(request.url);
  try {
    const {products} = await context.storefront.query(HOME_PRODUCTS_QUERY, {
      variables: {first: HOME_PRODUCT_COUNT},
    });
    return {url, products: products.nodes, error: null};
  } catch (error) {
    console.error(error);
    return data({url, products: [], error: describeStorefrontError(error)}, {status: 503});
  }
}

export default function Home() {
  const {products, error} = useLoaderData<typeof loader>();
  return (
    <>
      <Hero />
      <section aria-labelledby="signature-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="signature-heading" className="mb-8 text-center font-display text-3xl text-forest-900 sm:text-4xl">
          Our Signature Collection
        </h2>
        {error ? (
          <StorefrontErrorNotice message={error} />
        ) : (
          <ProductGrid
            products={products}
            emptyHint="New botanicals are on their way. Please check back soon."
          />
        )}
      </section>
    </>
  );
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

const HOME_PRODUCTS_QUERY = `#graphql
  query HomeProducts($first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first, sortKey: BEST_SELLING) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

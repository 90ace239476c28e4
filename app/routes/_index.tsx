import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {NewsletterSignup} from '~/features/newsletter';
import {
  CollectionLanding,
  ProductGrid,
  type ProductCardData,
  PRODUCT_LIMITS,
} from '~/features/catalogue';
import {SquareImage} from '~/ui/SquareImage';
import {formatPrice} from '~/lib/money';
import {StorefrontErrorNotice} from '~/ui/StorefrontErrorNotice';
import {BRAND} from '~/content/brand';
import {BRAND_CONTACT} from '~/content/brandContact';
import {
  isCollectionHandle,
  loadCollectionLanding,
  loadProducts,
} from '~/features/catalogue/index.server';
import {canonicalUrl, pageMeta} from '~/ui/seo';
import {keptMarkup} from '~/sharing';
import {BrandStory, Features} from '~/content/HomeStory';

export const meta: MetaFunction<typeof loader> = ({data}) => {
  if (data?.landing) {
    const {landing} = data;
    return [
      ...pageMeta({
        title: landing.title,
        description: landing.metaDescription,
        url: landing.canonical ?? undefined,
      }),
      ...(landing.canonical ? [] : [{name: 'robots', content: 'noindex'}]),
    ];
  }
  return [
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
        email: BRAND_CONTACT.emails.general,
        telephone: BRAND_CONTACT.phone.display,
        sameAs: BRAND_CONTACT.social.map((social) => social.url),
      },
    },
  ];
};

/**
 * `?collection=<handle>` (the Collections page links Gift Collections to `/?collection=gift-sets`) is that
 * collection's own page (loadCollectionLanding); without it, SPEC.md's home.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const url = canonicalUrl(request.url);
  const requested = new URL(request.url).searchParams.get('collection');
  if (isCollectionHandle(requested)) {
    const landing = await loadCollectionLanding(context, requested, new URL(url).origin);
    const home = {products: [], error: null};
    return data({url, landing, ...home}, {status: landing.error ? 503 : 200});
  }
  const result = await loadProducts(context, PRODUCT_LIMITS.home);
  return data({url, landing: null, ...result}, {status: result.error ? 503 : 200});
}

/** SPEC.md's home: the hero, the story, the signature collection below it, the newsletter. */
export default function Home() {
  const {products, error, landing} = useLoaderData<typeof loader>();
  if (landing) return <CollectionLanding landing={landing} />;
  const grid = error ? (
    <StorefrontErrorNotice message={error} />
  ) : (
    <ProductGrid
      products={products}
      emptyHint="New botanicals are on their way. Please check back soon."
    />
  );
  return (
    <>
      <Hero headingLevel={1} products={products} />
      <Features />
      <BrandStory />
      <section aria-labelledby="signature-heading" className="band">
        <h2
          id="signature-heading"
          className="mb-8 text-center font-display band-heading"
        >
          Our Signature Collection
        </h2>
        {grid}
      </section>
      {/* After the grid, outside its section: the section holds the products alone. */}
      {products.length > 0 ? <ViewAll className="-mt-8 pb-16" label="View all products" /> : null}
      <NewsletterSignup />
    </>
  );
}

/** The way on from a row or grid of products to the whole range (/shop). */
function ViewAll({className, label = 'View all'}: {className: string; label?: string}) {
  return (
    <p className={`text-center ${className}`}>
      <Link
        to="/shop"
        prefetch="intent"
        className="view-all"
      >
        {label} <span aria-hidden="true">→</span>
      </Link>
    </p>
  );
}

/** How many best sellers the hero shows, so the first screen sells. */
const HERO_PRODUCTS = 4;

/**
 * The hero, product-led: the spec's headline, line and Shop Now, then the first best sellers (picture, name,
 * price, each a link to its page) inside the first screen on a phone and a laptop.
 */
function Hero({
  headingLevel,
  products = [],
}: {
  headingLevel: 1 | 2;
  products?: readonly ProductCardData[];
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="hero-band">
      <div className="hero">
        {/* On a phone the headline breaks after "Beauty" whichever face draws it: left to balancing, the
            fallback and Fraunces broke it differently, and the swap moved the first screen's words. */}
        <Heading className="font-display hero-title">
          Elevate Your Beauty <span className="block sm:inline">From Within</span>
        </Heading>
        <p className="hero-line">
          Trusted by thousands for radiant skin and holistic wellness
        </p>
        <Link
          to="/shop"
          prefetch="intent"
          className="hero-button"
        >
          Shop Now
        </Link>
        {products.length > 0 ? (
          <>
            <KeptBestSellers products={products.slice(0, HERO_PRODUCTS)} />
            <ViewAll className="mt-3 sm:mt-5" />
          </>
        ) : null}
      </div>
    </section>
  );
}

/** The hero's best sellers: picture, name and price, each a link to its page. */
function BestSellers({products}: {products: readonly ProductCardData[]}) {
  return (
    <>
      {products.map((product) => (
        <li key={product.handle}>
          <Link
            to={`/product/${product.handle}`}
            prefetch="intent"
            className="seller"
          >
            <span className="seller-picture">
              {product.image ? (
                <SquareImage
                  data={product.image}
                  alt=""
                  sizes="(min-width: 768px) 180px, 25vw"
                  candidates={2}
                  loading="eager"
                  className="h-full w-full object-cover"
                />
              ) : null}
            </span>
            <span className="seller-title">{product.title}</span>
            <span className="text-bark-800">{formatPrice(product.price)}</span>
          </Link>
        </li>
      ))}
    </>
  );
}

/** Rendered once per isolate for the same products (keptMarkup). */
const KeptBestSellers = keptMarkup(BestSellers, {
  as: 'ul',
  attributes: {
    'aria-label': 'Best sellers',
    className: 'sellers',
  },
});

import {Await, Link} from '@remix-run/react';
import {Suspense} from 'react';
import {PRODUCT_LIMITS} from '~/features/catalogue';
import {PriceStory} from '~/ui/PriceStory';
import {SquareImage} from '~/ui/SquareImage';
import type {RelatedProductCardData} from './productPage';

type Related = RelatedProductCardData[] | null;

const HEADING = 'You May Also Like';

/** 'You May Also Like': loaded after the page (deferred), with a skeleton meanwhile; nothing if it failed. */
export function RelatedProducts({products}: {products: Related | Promise<Related>}) {
  return (
    <Suspense fallback={<RelatedSkeleton />}>
      <Await resolve={products} errorElement={null}>
        {(resolved) =>
          resolved && resolved.length > 0 ? (
            <RelatedSection>
              <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
                {resolved.map((product) => (
                  <li key={product.id} className="flex">
                    <RelatedProductCard product={product} />
                  </li>
                ))}
              </ul>
            </RelatedSection>
          ) : null
        }
      </Await>
    </Suspense>
  );
}

function RelatedSection({children}: {children: React.ReactNode}) {
  return (
    <section aria-labelledby="related-heading" className="mt-16">
      <h2 id="related-heading" className="mb-6 font-display text-2xl text-forest-900 sm:text-3xl">
        {HEADING}
      </h2>
      {children}
    </section>
  );
}

/** A small card: image, title and the product's price story, told as on its product card. */
function RelatedProductCard({product}: {product: RelatedProductCardData}) {
  const image = product.featuredImage;
  return (
    <Link
      to={`/product/${product.handle}`}
      prefetch="intent"
      className="group related-card"
    >
      <div className="aspect-square overflow-hidden bg-cream-100">
        {image ? (
          <SquareImage
            data={image}
            alt=""
            sizes="(min-width: 1024px) 25vw, 50vw"
            candidates={6}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="related-text">
        <h3 className="font-display leading-snug text-forest-900">{product.title}</h3>
        <p className="mt-auto text-sm text-bark-800">
          <PriceStory story={product} />
        </p>
      </div>
    </Link>
  );
}

function RelatedSkeleton() {
  return (
    <RelatedSection>
      <p role="status" className="sr-only">
        Loading related products…
      </p>
      <ul aria-hidden="true" className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {Array.from({length: PRODUCT_LIMITS.related}, (_, index) => (
          <li
            key={index}
            className="flex flex-col gap-2 rounded-2xl bg-white p-3 ring-1 ring-bark-100"
          >
            <div className="aspect-square animate-pulse rounded-xl bg-cream-200 motion-reduce:animate-none" />
            <div className="h-4 w-3/4 animate-pulse rounded bg-cream-200 motion-reduce:animate-none" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-cream-200 motion-reduce:animate-none" />
          </li>
        ))}
      </ul>
    </RelatedSection>
  );
}

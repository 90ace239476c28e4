import {Link, useFetcher, useLocation} from '@remix-run/react';
import {useAddToCartFeedback} from '~/features/cart';
import {keptMarkup} from '~/sharing';
import {AnswerAsDataField} from '~/lib/forms';
import {SquareImage} from '~/ui/SquareImage';
import {PriceStory} from '~/ui/PriceStory';
import {productCardAnchor, type ProductBadge, type ProductCardData} from './productCard';

const BADGE_STYLE: Record<ProductBadge, string> = {
  New: 'bg-forest-800 text-cream-50',
  'Best seller': 'bg-cream-50 text-forest-900 ring-1 ring-forest-800/30',
  'Sold out': 'bg-bark-800 text-cream-50',
};

/** Card titles sit one level under the heading of the list they are in (h3 under a section, h2 under a page's h1). */
export type CardHeadingLevel = 2 | 3;

export function ProductCard({
  product,
  loading,
  priority,
  headingLevel = 3,
}: {
  product: ProductCardData;
  loading?: 'eager' | 'lazy';
  priority?: boolean;
  headingLevel?: CardHeadingLevel;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const {image} = product;
  return (
    <article id={productCardAnchor(product.handle)} className="product-card group">
      <Link to={`/product/${product.handle}`} prefetch="intent" className="product-card-link">
        <div className="product-card-picture">
          {product.badges.length > 0 ? (
            // Not a list: a card's only list items are the grid's own.
            <div
              data-badges=""
              className="product-card-badges"
            >
              {product.badges.map((badge) => (
                <span
                  key={badge}
                  className={`product-card-badge ${BADGE_STYLE[badge]}`}
                >
                  {badge}
                </span>
              ))}
            </div>
          ) : null}
          {image ? (
            <SquareImage
              data={image}
              alt={image.altText ?? product.title}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
              candidates={6}
              loading={loading}
              priority={priority}
              className="product-card-image"
            />
          ) : null}
        </div>
        <div className="product-card-text">
          <Heading className="product-card-title font-display">{product.title}</Heading>
          <p className="product-card-price">
            <PriceStory story={product} />
          </p>
        </div>
      </Link>
      <CardAddToCart product={product} />
    </article>
  );
}

/** Adds the default variant, quantity 1, with a real form that posts to the cart route. */
function CardAddToCart({product}: {product: ProductCardData}) {
  const location = useLocation();
  const {variant} = product;
  const fetcher = useFetcher({key: `cart-add:${variant?.id ?? product.handle}`});
  useAddToCartFeedback(fetcher);
  const adding = fetcher.state !== 'idle';
  // The card's parts are classes of app.css (product-card-*): a listing repeats them up to a hundred times.
  const buttonClass = 'product-card-button';
  if (!variant) {
    return (
      <div className="px-4 pb-4">
        <button type="button" disabled className={buttonClass}>
          Product unavailable
        </button>
      </div>
    );
  }
  return (
    <fetcher.Form method="post" action="/cart" preventScrollReset className="px-4 pb-4">
      <AnswerAsDataField />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="merchandiseId" value={variant.id} />
      <input type="hidden" name="title" value={product.title} />
      {/* Without JavaScript the add comes back to this card, not the top of the listing. */}
      <input
        type="hidden"
        name="redirectTo"
        value={`${location.pathname}${location.search}#${productCardAnchor(product.handle)}`}
      />
      <button type="submit" disabled={!variant.availableForSale} className={buttonClass}>
        {variant.availableForSale ? (adding ? 'Adding…' : 'Add to Cart') : 'Out of Stock'}
        <span className="sr-only">{`: ${product.title}`}</span>
      </button>
    </fetcher.Form>
  );
}

/**
 * A card in a listing's `<li>`: the server renders each card's markup once per isolate for the same product
 * and URL (keptMarkup); a listing of 40 cards was most of `/shop`'s CPU.
 */
const KeptProductCard = keptMarkup(ProductCard, {
  as: 'li',
  attributes: {className: 'flex'},
});

export function ProductGrid({
  products,
  emptyMessage = 'No products found',
  emptyHint,
  columns = 4,
  headingLevel,
}: {
  products: ProductCardData[];
  emptyMessage?: string;
  emptyHint?: string;
  columns?: 3 | 4;
  headingLevel?: CardHeadingLevel;
}) {
  if (products.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-bark-200 bg-cream-50 px-6 py-12 text-center">
        <p className="font-display text-xl text-forest-900">{emptyMessage}</p>
        {emptyHint ? <p className="mt-2 text-bark-700">{emptyHint}</p> : null}
      </div>
    );
  }
  const grid = columns === 3 ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-3 lg:grid-cols-4';
  return (
    <ul className={`product-grid ${grid}`}>
      <ProductCardItems products={products} headingLevel={headingLevel} />
    </ul>
  );
}

/**
 * A grid's cards, each in its list item: the first row's images load at once (the first two with priority,
 * the likely largest paint), the others as they are scrolled to.
 */
export function ProductCardItems({
  products,
  headingLevel,
}: {
  products: ProductCardData[];
  headingLevel?: CardHeadingLevel;
}) {
  return (
    <>
      {products.map((product, index) => (
        <KeptProductCard
          key={product.handle}
          product={product}
          loading={index < 4 ? 'eager' : 'lazy'}
          priority={index < 2}
          headingLevel={headingLevel}
        />
      ))}
    </>
  );
}

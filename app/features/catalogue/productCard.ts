import type {ProductCardFragment} from 'storefrontapi.generated';
import type {MoneyLike} from '~/lib/money';
import {priceStoryOf} from './priceStory';
import {selectDefaultVariant} from './variants';

/**
 * What a product card shows and posts, and nothing more. The list queries read 5 images and 10
 * variants per product (SPEC.md 9); the card needs one image, one price and the default variant, so
 * loaders send this summary instead of the whole product. On `/shop` (100 products) that keeps most of
 * the page's serialized loader data out of the HTML and out of the server's render.
 */
export interface ProductCardData {
  title: string;
  /**
   * What tells cards apart too (React keys, a listing's next page): a product's handle is unique, so the
   * card sends no product id (0.15 kB gzipped of a home page's loader data).
   */
  handle: string;
  image: {url: string; altText: string | null; width: number | null; height: number | null} | null;
  /** The default variant's price, and the minimum below it: the product's price story (priceStoryOf). */
  price: MoneyLike;
  from: MoneyLike | null;
  /** The variant the card's Add to Cart button adds; null when the product has none. */
  variant: {id: string; availableForSale: boolean} | null;
  /** What the catalogue says about the product as a whole (productBadges), the same for every shopper. */
  badges: ProductBadge[];
}

export type ProductBadge = 'New' | 'Best seller' | 'Sold out';

/**
 * The merchant's tags that mark a product New or Best seller (compared without case, spaces or hyphens, as
 * merchants write them: "new", "New arrival", "best-seller", "Bestseller").
 */
const NEW_TAGS = new Set(['new', 'newarrival']);
const BEST_SELLER_TAGS = new Set(['bestseller', 'bestsellers']);
const tagKey = (tag: string) => tag.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * A card's badges, from catalogue data only (cards are shared between shoppers in the page cache): New
 * and Best seller where the merchant tagged the product so, Sold out where Shopify says no variant of it
 * can be bought.
 */
export function productBadges(product: {tags: readonly string[]; availableForSale: boolean}) {
  const keys = new Set(product.tags.map(tagKey));
  const badges: ProductBadge[] = [];
  if ([...NEW_TAGS].some((tag) => keys.has(tag))) badges.push('New');
  if ([...BEST_SELLER_TAGS].some((tag) => keys.has(tag))) badges.push('Best seller');
  if (!product.availableForSale) badges.push('Sold out');
  return badges;
}

export function toProductCard(product: ProductCardFragment): ProductCardData {
  const image = product.images.nodes[0];
  const variant = selectDefaultVariant(product.variants.nodes);
  // The card's price: the default variant's, else the minimum variant price (SPEC.md 2, Product card).
  const {price, from} = priceStoryOf(product);
  return {
    title: product.title,
    handle: product.handle,
    image: image
      ? {
          url: image.url,
          altText: image.altText ?? null,
          width: image.width ?? null,
          height: image.height ?? null,
        }
      : null,
    price,
    from,
    variant: variant ? {id: variant.id, availableForSale: variant.availableForSale} : null,
    badges: productBadges(product),
  };
}

/** The id of a product's card in a listing, the fragment a card's no-JS add returns to. */
export function productCardAnchor(handle: string): string {
  return `product-${handle}`;
}

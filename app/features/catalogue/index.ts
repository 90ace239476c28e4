// The catalogue feature's public entry: what pages and other features may use. Safe for the browser bundle:
// no server-only module and no zod here (those are in index.server.ts).

export {ARTISAN_SOAPS, isArtisanSoap} from './categories';
export {CategoryPage} from './CategoryPage';
export {categoryMeta} from './categoryRoute';
export {listingMeta, listingTrail} from './listingMeta';
export {ListingPage} from './ListingPage';
export {priceStoryOf} from './priceStory';
export {toProductCard, type ProductCardData} from './productCard';
export {ProductCardItems, ProductGrid} from './ProductCard';
export {PRODUCT_LIMITS} from './productLimits';
export {ProductPages, type ProductPageData} from './ProductPages';
export {
  accountRedirectUrl,
  collectionRoute,
  FOUND,
  MOVED_PERMANENTLY,
  pageRoute,
  parseDiscountCode,
  policyRoute,
  productPath,
  withSearch,
} from './shopifyUrls';
export {buildRobotsTxt, buildSitemap} from './sitemap';
export {
  ONE_UNIT,
  optionValue,
  PURCHASE_TYPE,
  QUANTITY,
  STANDARD,
  SUBSCRIBE_AND_SAVE,
  type VariantLike,
} from './variants';
export {CollectionCardGrid} from './CollectionCardGrid';
export {type CollectionCardData} from './collectionCards';
export {NotFoundView} from './NotFoundView';
export {CollectionLanding, collectionLandingTrail} from './CollectionLanding';
export type {CollectionLandingData} from './collectionLanding.server';

// The catalogue feature's server entry: loaders, actions and provider calls. Never imported by browser code.

export {
  isCollectionHandle,
  loadCollectionProducts,
  loadProducts,
} from './catalogue.server';
export {loadCategoryPage} from './categoryPage.server';
export {collectionMetaDescription, loadCollectionPage} from './collectionPage.server';
export {MONEY_FRAGMENT, PRODUCT_CARD_FRAGMENT, VARIANT_CHOICE_FRAGMENT} from './fragments';
export {FILTER_FIELDS, loadListing, loadListingPage, readListingQuery} from './listing.server';
export {loadArtisanSoaps} from './artisanSoaps.server';
export {loadCollectionCards} from './collectionCards.server';
export {notFoundWithBestsellers} from './notFound.server';
export {loadCollectionLanding} from './collectionLanding.server';

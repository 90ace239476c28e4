// The filters feature's public entry: what pages and other features may use. Safe for the browser bundle.

export {ListingControls} from './ListingControls';
export {
  EMPTY_QUERY,
  filterPanel,
  hasFilters,
  isRefined,
  listingControls,
  listingSearch,
  listingTotal,
  parseListingQuery,
  resolveFilters,
  sortVariables,
  tidyListingSearch,
  withoutFilter,
  withoutFilters,
  type ListingControlsData,
  type ListingQuery,
  type SortValue,
} from './listingFilters';
export {applyLocalFilters, localFilters} from './localFilters';

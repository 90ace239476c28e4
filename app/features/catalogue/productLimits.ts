// The catalogue limits (SPEC.md 7 and 9 "Catalogue and cart").

/** How many items each caller asks the Storefront API for (SPEC.md 3, 7 and 9). */
export const PRODUCT_LIMITS = {
  home: 20,
  shop: 100,
  artisanSoaps: 50,
  category: 50,
  related: 4,
  adminPicker: 50,
  collections: 20,
  listImages: 5,
  detailImages: 10,
  listVariants: 10,
  detailVariants: 20,
  cartLines: 100,
} as const;

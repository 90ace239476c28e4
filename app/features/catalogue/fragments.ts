/** Storefront fragments shared by routes. Limits follow SPEC.md 9 (5 images, 10 variants in lists). */
export const MONEY_FRAGMENT = `#graphql
  fragment Money on MoneyV2 {
    amount
    currencyCode
  }
` as const;

/**
 * A variant as the default-variant rule, the price shown and an add to cart read it, on a card and on the
 * product page. The query adds MONEY_FRAGMENT once.
 */
export const VARIANT_CHOICE_FRAGMENT = `#graphql
  fragment VariantChoice on ProductVariant {
    id
    title
    availableForSale
    price {
      ...Money
    }
    selectedOptions {
      name
      value
    }
  }
` as const;

export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    title
    handle
    description
    productType
    availableForSale
    tags
    priceRange {
      minVariantPrice {
        ...Money
      }
    }
    images(first: 5) {
      nodes {
        id
        url
        altText
        width
        height
      }
    }
    variants(first: 10) {
      nodes {
        ...VariantChoice
      }
    }
  }
  ${VARIANT_CHOICE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

/** What a collection's listing page shows above its products. */
export const COLLECTION_HEADER_FRAGMENT = `#graphql
  fragment CollectionHeader on Collection {
    id
    title
    handle
    description
  }
` as const;

/** Storefront fragments shared by routes. Limits follow SPEC.md 9 (5 images, 10 variants in lists). */
export const MONEY_FRAGMENT = `#graphql
  fragment Money on MoneyV2 {
    amount
    currencyCode
  }
` as const;

export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    title
    handle
    description
    availableForSale
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
    }
  }
  ${MONEY_FRAGMENT}
` as const;

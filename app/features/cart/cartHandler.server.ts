import {
  createCartHandler,
  type CartQueryDataReturn,
  type HydrogenCart,
  type Storefront,
} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {CART_LINES_PAGE} from './cartRules';

type CartOptionalInput = Parameters<HydrogenCart['updateDiscountCodes']>[1];

interface AppCartOptions {
  storefront: Storefront;
  getCartId: () => string | undefined;
  setCartId: (cartId: string) => Headers;
}

/**
 * Hydrogen's cart handler with the operations that Hydrogen 2025.4.2 gets wrong on newer Storefront
 * API versions replaced, so the cart works on 2025-07 and on the newest schema (and on whatever
 * version Shopify serves when an old one falls forward). storefrontOperations.test.ts and
 * cartHandler.server.test.ts validate every operation it sends against each installed schema.
 */
/** The cart as the app reads it: CART_QUERY_FRAGMENT's fields (storefrontapi.generated), and any errors. */
export type AppCart = CartApiQueryFragment & {errors?: unknown};

/** Shopify holds at most 500 lines in a cart: five pages. The bound only keeps a faulty answer from looping. */
const MAX_LINE_PAGES = 6;

export function createAppCartHandler({storefront, getCartId, setCartId}: AppCartOptions) {
  const cart = createCartHandler({
    storefront,
    getCartId,
    setCartId,
    cartQueryFragment: CART_QUERY_FRAGMENT,
    customMethods: {
      updateDiscountCodes: (
        discountCodes: string[],
        optionalParams?: CartOptionalInput,
      ): Promise<CartQueryDataReturn> =>
        updateDiscountCodes({storefront, cart}, discountCodes, optionalParams),
    },
  });
  // Hydrogen reads 100 lines unless told. Every line is read, a page at a time, so a cart holding more than
  // the shop's cap (MAX_CART_LINES) still shows each line, and an add can see that it went past the cap.
  // Hydrogen types the answer as a whole Cart; it is what CART_QUERY_FRAGMENT selects, typed by codegen.
  const get = async (input?: Parameters<HydrogenCart['get']>[0]) => {
    const read = (await cart.get({numCartLines: CART_LINES_PAGE, ...input})) as AppCart | null;
    if (!read || read.errors || !read.lines) return read;
    const cartId = input?.cartId ?? cart.getCartId();
    let page = read.lines.pageInfo;
    for (let pages = 1; page.hasNextPage && cartId && pages < MAX_LINE_PAGES; pages++) {
      const next = await storefront.query(CART_LINES_PAGE_QUERY, {
        variables: {cartId, first: CART_LINES_PAGE, after: page.endCursor},
        cache: storefront.CacheNone(),
      });
      // A page that cannot be read leaves the lines read so far; the summary counts the rest as unlisted.
      if (!next.cart) break;
      read.lines.edges.push(...next.cart.lines.edges);
      page = next.cart.lines.pageInfo;
    }
    return read;
  };
  return {...cart, get};
}

/**
 * Same behaviour as Hydrogen's method (codes de-duplicated; without a cart, a new cart carries them),
 * but with `$discountCodes: [String!]!`: from 2026-01 the argument is non-null and Hydrogen's
 * nullable variable fails validation ("Nullability mismatch on variable $discountCodes").
 */
async function updateDiscountCodes(
  {storefront, cart}: {storefront: Storefront; cart: Pick<HydrogenCart, 'getCartId' | 'create'>},
  discountCodes: string[],
  optionalParams?: CartOptionalInput,
): Promise<CartQueryDataReturn> {
  const codes = [...new Set(discountCodes)];
  const cartId = optionalParams?.cartId ?? cart.getCartId();
  if (!cartId) return cart.create({discountCodes: codes}, optionalParams);
  const {cartDiscountCodesUpdate, errors} = await storefront.mutate(
    CART_DISCOUNT_CODES_UPDATE_MUTATION,
    {
      // Hydrogen fills country and language from the storefront's i18n unless optionalParams set them.
      variables: {cartId, discountCodes: codes, ...optionalParams},
    },
  );
  // Hydrogen types every cart mutation's answer as a whole Cart although it selects only the
  // CartApiMutation fields; this answer has the shape its stock method returns.
  return {...cartDiscountCodesUpdate, ...(errors ? {errors} : {})} as CartQueryDataReturn;
}

/** One cart line as the cart components, the optimistic cart and the cart route read it. */
const CART_LINE_FRAGMENT = `#graphql
  fragment CartApiLine on BaseCartLine {
    id
    quantity
    attributes {
      key
      value
    }
    cost {
      totalAmount {
        ...CartApiMoney
      }
      amountPerQuantity {
        ...CartApiMoney
      }
      compareAtAmountPerQuantity {
        ...CartApiMoney
      }
    }
    merchandise {
      ... on ProductVariant {
        id
        availableForSale
        compareAtPrice {
          ...CartApiMoney
        }
        price {
          ...CartApiMoney
        }
        requiresShipping
        title
        image {
          id
          url
          altText
          width
          height
        }
        product {
          handle
          title
          id
          vendor
        }
        selectedOptions {
          name
          value
        }
      }
    }
  }
  fragment CartApiMoney on MoneyV2 {
    currencyCode
    amount
  }
` as const;

/**
 * What `cart.get()` reads (Hydrogen's query spreads `CartApiQuery`; `$numCartLines` is its variable, here a
 * whole page: CART_LINES_PAGE). Hydrogen's default fragment without the deprecated
 * `cost.totalTaxAmount` and `cost.totalDutyAmount`, which Shopify no longer fills and will remove, and
 * with the lines' page info, so the lines past the first page are read too (CART_LINES_PAGE_QUERY).
 * The rest stays: the cart components, the optimistic cart and the cart route read lines (merchandise
 * with product, price, image, options), quantities, the checkout URL and the cost.
 */
export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartApiQuery on Cart {
    updatedAt
    id
    checkoutUrl
    totalQuantity
    buyerIdentity {
      countryCode
      customer {
        id
        email
        firstName
        lastName
        displayName
      }
      email
      phone
    }
    lines(first: $numCartLines) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...CartApiLine
        }
      }
    }
    cost {
      subtotalAmount {
        ...CartApiMoney
      }
      totalAmount {
        ...CartApiMoney
      }
    }
    note
    attributes {
      key
      value
    }
    discountCodes {
      applicable
      code
    }
  }
  ${CART_LINE_FRAGMENT}
` as const;

/** The cart's lines after the first page. */
export const CART_LINES_PAGE_QUERY = `#graphql
  query CartLinesPage(
    $cartId: ID!
    $first: Int!
    $after: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    cart(id: $cartId) {
      lines(first: $first, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            ...CartApiLine
          }
        }
      }
    }
  }
  ${CART_LINE_FRAGMENT}
` as const;

const CART_DISCOUNT_CODES_UPDATE_MUTATION = `#graphql
  mutation CartDiscountCodesUpdate(
    $cartId: ID!
    $discountCodes: [String!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
      cart {
        id
        totalQuantity
        checkoutUrl
      }
      userErrors {
        message
        field
        code
      }
      warnings {
        code
        message
        target
      }
    }
  }
` as const;

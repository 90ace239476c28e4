/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from 'storefront-schema-2025-07/storefront-api-types';

export type MoneyFragment = Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;

export type ProductCardFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'description' | 'availableForSale'>
  & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
    )> } }
);

export type HomeProductsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type HomeProductsQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'description' | 'availableForSale'>
      & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
        )> } }
    )> } };

interface GeneratedQueryTypes {
  "#graphql\n  query HomeProducts($first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, sortKey: BEST_SELLING) {\n      nodes {\n        ...ProductCard\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    title\n    handle\n    description\n    availableForSale\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    images(first: 5) {\n      nodes {\n        id\n        url\n        altText\n        width\n        height\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        id\n        title\n        availableForSale\n        price {\n          ...Money\n        }\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: HomeProductsQuery, variables: HomeProductsQueryVariables},
}

interface GeneratedMutationTypes {
}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}

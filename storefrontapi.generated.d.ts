/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from 'storefront-schema-2025-07/storefront-api-types';

export type AdminPickerProductsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type AdminPickerProductsQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
    )> } };

export type AdminProductForCopyQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type AdminProductForCopyQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'descriptionHtml'>
    & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
  )> };

type CartApiLine_CartLine_Fragment = (
  Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
  & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, merchandise: (
    Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'requiresShipping' | 'title'>
    & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'handle' | 'title' | 'id' | 'vendor'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
  ) }
);

type CartApiLine_ComponentizableCartLine_Fragment = (
  Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
  & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, merchandise: (
    Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'requiresShipping' | 'title'>
    & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'handle' | 'title' | 'id' | 'vendor'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
  ) }
);

export type CartApiLineFragment = CartApiLine_CartLine_Fragment | CartApiLine_ComponentizableCartLine_Fragment;

export type CartApiMoneyFragment = Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;

export type CartApiQueryFragment = (
  Pick<StorefrontAPI.Cart, 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
  & { buyerIdentity: (
    Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>
    & { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'displayName'>> }
  ), lines: { pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>, edges: Array<{ node: (
        Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
        & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, merchandise: (
          Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'requiresShipping' | 'title'>
          & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'handle' | 'title' | 'id' | 'vendor'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
        ) }
      ) | (
        Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
        & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, merchandise: (
          Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'requiresShipping' | 'title'>
          & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'handle' | 'title' | 'id' | 'vendor'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
        ) }
      ) }> }, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }, attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'applicable' | 'code'>> }
);

export type CartLinesPageQueryVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CartLinesPageQuery = { cart?: StorefrontAPI.Maybe<{ lines: { pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>, edges: Array<{ node: (
          Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'requiresShipping' | 'title'>
            & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'handle' | 'title' | 'id' | 'vendor'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
          ) }
        ) | (
          Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'>
          & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, merchandise: (
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'requiresShipping' | 'title'>
            & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'handle' | 'title' | 'id' | 'vendor'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
          ) }
        ) }> } }> };

export type CartDiscountCodesUpdateMutationVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  discountCodes: Array<StorefrontAPI.Scalars['String']['input']> | StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CartDiscountCodesUpdateMutation = { cartDiscountCodesUpdate?: StorefrontAPI.Maybe<{ cart?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Cart, 'id' | 'totalQuantity' | 'checkoutUrl'>>, userErrors: Array<Pick<StorefrontAPI.CartUserError, 'message' | 'field' | 'code'>>, warnings: Array<Pick<StorefrontAPI.CartWarning, 'code' | 'message' | 'target'>> }> };

export type PermalinkVariantsQueryVariables = StorefrontAPI.Exact<{
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type PermalinkVariantsQuery = { nodes: Array<StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
    & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: Pick<StorefrontAPI.Product, 'title' | 'handle'> }
  )>> };

export type CatalogueProductsQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CatalogueProductsQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'description' | 'productType' | 'availableForSale' | 'tags'>
      & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
        )> } }
    )> } };

export type CollectionProductsQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CollectionProductsQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'title' | 'handle' | 'description'>
    & { products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'description' | 'productType' | 'availableForSale' | 'tags'>
        & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
            Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
            & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
          )> } }
      )> } }
  )> };

export type CollectionListQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CollectionListQuery = { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'id' | 'title' | 'handle'>> } };

export type CollectionCardListQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CollectionCardListQuery = { collections: { nodes: Array<(
      Pick<StorefrontAPI.Collection, 'id' | 'title' | 'handle'>
      & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
    )> } };

export type CollectionProductIdsQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CollectionProductIdsQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id'>
    & { products: { nodes: Array<Pick<StorefrontAPI.Product, 'id'>> } }
  )> };

export type MoneyFragment = Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;

export type VariantChoiceFragment = (
  Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
  & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
);

export type ProductCardFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'description' | 'productType' | 'availableForSale' | 'tags'>
  & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
    )> } }
);

export type CollectionHeaderFragment = Pick<StorefrontAPI.Collection, 'id' | 'title' | 'handle' | 'description'>;

export type ListingFilterFragment = (
  Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'>
  & { values: Array<Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
);

export type CollectionFiltersQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CollectionFiltersQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id'>
    & { products: { filters: Array<(
        Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )> } }
  )> };

export type CollectionListingQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  before?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  filters?: StorefrontAPI.InputMaybe<Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter>;
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.ProductCollectionSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CollectionListingQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'title' | 'handle' | 'description'>
    & { products: { filters: Array<(
        Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'startCursor' | 'endCursor'>, nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'description' | 'productType' | 'availableForSale' | 'tags'>
        & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
            Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
            & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
          )> } }
      )> } }
  )> };

export type ProductSearchQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  filters?: StorefrontAPI.InputMaybe<Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductSearchQuery = { search: (
    Pick<StorefrontAPI.SearchResultItemConnection, 'totalCount'>
    & { productFilters: Array<(
      Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'>
      & { values: Array<Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
    )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>, nodes: Array<{ __typename: 'Article' | 'Page' } | (
      { __typename: 'Product' }
      & Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'description' | 'productType' | 'availableForSale' | 'tags'>
      & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
        )> } }
    )> }
  ) };

export type ProductSearchFiltersQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductSearchFiltersQuery = { search: { productFilters: Array<(
      Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'>
      & { values: Array<Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
    )> } };

export type PredictiveSearchQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  limit: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type PredictiveSearchQuery = { predictiveSearch?: StorefrontAPI.Maybe<{ queries: Array<Pick<StorefrontAPI.SearchQuerySuggestion, 'text' | 'styledText'>>, products: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
        )> } }
    )>, collections: Array<Pick<StorefrontAPI.Collection, 'id' | 'title' | 'handle'>> }> };

export type SitemapProductsQueryVariables = StorefrontAPI.Exact<{ [key: string]: never; }>;


export type SitemapProductsQuery = { products: { nodes: Array<Pick<StorefrontAPI.Product, 'handle' | 'updatedAt'>> }, collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'updatedAt'>> } };

export type ProductDetailQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductDetailQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'description' | 'descriptionHtml' | 'vendor' | 'productType' | 'availableForSale'>
    & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, images: { nodes: Array<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'sku' | 'id' | 'title' | 'availableForSale'>
        & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
      )> }, options: Array<(
      Pick<StorefrontAPI.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontAPI.ProductOptionValue, 'name'>> }
    )>, seo: Pick<StorefrontAPI.Seo, 'title' | 'description'> }
  )> };

export type ProductDetailImageFragment = Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>;

export type ProductDetailVariantFragment = (
  Pick<StorefrontAPI.ProductVariant, 'sku' | 'id' | 'title' | 'availableForSale'>
  & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
);

export type ProductDetailFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'description' | 'descriptionHtml' | 'vendor' | 'productType' | 'availableForSale'>
  & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, images: { nodes: Array<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }, variants: { nodes: Array<(
      Pick<StorefrontAPI.ProductVariant, 'sku' | 'id' | 'title' | 'availableForSale'>
      & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
    )> }, options: Array<(
    Pick<StorefrontAPI.ProductOption, 'name'>
    & { optionValues: Array<Pick<StorefrontAPI.ProductOptionValue, 'name'>> }
  )>, seo: Pick<StorefrontAPI.Seo, 'title' | 'description'> }
);

export type RelatedProductsQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type RelatedProductsQuery = { product?: StorefrontAPI.Maybe<{ collections: { nodes: Array<{ products: { nodes: Array<(
            Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle'>
            & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
                Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
                & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
              )> }, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
          )> } }> } }>, bestSellers: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle'>
      & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
        )> }, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
    )> } };

export type RelatedProductFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle'>
  & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
    )> }, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
);

interface GeneratedQueryTypes {
  "#graphql\n  query AdminPickerProducts($first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first) {\n      nodes {\n        id\n        handle\n        title\n        featuredImage {\n          url(transform: {maxWidth: 160, maxHeight: 160})\n          altText\n          width\n          height\n        }\n      }\n    }\n  }\n": {return: AdminPickerProductsQuery, variables: AdminPickerProductsQueryVariables},
  "#graphql\n  query AdminProductForCopy($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      description\n      descriptionHtml\n      priceRange {\n        minVariantPrice {\n          amount\n          currencyCode\n        }\n      }\n      featuredImage {\n        url(transform: {maxWidth: 480, maxHeight: 480})\n        altText\n        width\n        height\n      }\n    }\n  }\n": {return: AdminProductForCopyQuery, variables: AdminProductForCopyQueryVariables},
  "#graphql\n  query CartLinesPage(\n    $cartId: ID!\n    $first: Int!\n    $after: String\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    cart(id: $cartId) {\n      lines(first: $first, after: $after) {\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            ...CartApiLine\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CartApiLine on BaseCartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      totalAmount {\n        ...CartApiMoney\n      }\n      amountPerQuantity {\n        ...CartApiMoney\n      }\n      compareAtAmountPerQuantity {\n        ...CartApiMoney\n      }\n    }\n    merchandise {\n      ... on ProductVariant {\n        id\n        availableForSale\n        compareAtPrice {\n          ...CartApiMoney\n        }\n        price {\n          ...CartApiMoney\n        }\n        requiresShipping\n        title\n        image {\n          id\n          url\n          altText\n          width\n          height\n        }\n        product {\n          handle\n          title\n          id\n          vendor\n        }\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n  fragment CartApiMoney on MoneyV2 {\n    currencyCode\n    amount\n  }\n\n": {return: CartLinesPageQuery, variables: CartLinesPageQueryVariables},
  "#graphql\n  query PermalinkVariants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        title\n        availableForSale\n        price {\n          amount\n          currencyCode\n        }\n        selectedOptions {\n          name\n          value\n        }\n        product {\n          title\n          handle\n        }\n      }\n    }\n  }\n": {return: PermalinkVariantsQuery, variables: PermalinkVariantsQueryVariables},
  "#graphql\n  query CatalogueProducts($first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, sortKey: BEST_SELLING) {\n      nodes {\n        ...ProductCard\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    title\n    handle\n    description\n    productType\n    availableForSale\n    tags\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    images(first: 5) {\n      nodes {\n        id\n        url\n        altText\n        width\n        height\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        ...VariantChoice\n      }\n    }\n  }\n  #graphql\n  fragment VariantChoice on ProductVariant {\n    id\n    title\n    availableForSale\n    price {\n      ...Money\n    }\n    selectedOptions {\n      name\n      value\n    }\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: CatalogueProductsQuery, variables: CatalogueProductsQueryVariables},
  "#graphql\n  query CollectionProducts(\n    $handle: String!\n    $first: Int!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      ...CollectionHeader\n      products(first: $first) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CollectionHeader on Collection {\n    id\n    title\n    handle\n    description\n  }\n\n  #graphql\n  fragment ProductCard on Product {\n    id\n    title\n    handle\n    description\n    productType\n    availableForSale\n    tags\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    images(first: 5) {\n      nodes {\n        id\n        url\n        altText\n        width\n        height\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        ...VariantChoice\n      }\n    }\n  }\n  #graphql\n  fragment VariantChoice on ProductVariant {\n    id\n    title\n    availableForSale\n    price {\n      ...Money\n    }\n    selectedOptions {\n      name\n      value\n    }\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: CollectionProductsQuery, variables: CollectionProductsQueryVariables},
  "#graphql\n  query CollectionList($first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collections(first: $first) {\n      nodes {\n        id\n        title\n        handle\n      }\n    }\n  }\n": {return: CollectionListQuery, variables: CollectionListQueryVariables},
  "#graphql\n  query CollectionCardList($first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collections(first: $first) {\n      nodes {\n        id\n        title\n        handle\n        image {\n          url\n          altText\n          width\n          height\n        }\n      }\n    }\n  }\n": {return: CollectionCardListQuery, variables: CollectionCardListQueryVariables},
  "#graphql\n  query CollectionProductIds(\n    $handle: String!\n    $first: Int!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      products(first: $first) {\n        nodes {\n          id\n        }\n      }\n    }\n  }\n": {return: CollectionProductIdsQuery, variables: CollectionProductIdsQueryVariables},
  "#graphql\n  query CollectionFilters($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      products(first: 1) {\n        filters {\n          ...ListingFilter\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ListingFilter on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n    }\n  }\n\n": {return: CollectionFiltersQuery, variables: CollectionFiltersQueryVariables},
  "#graphql\n  query CollectionListing(\n    $handle: String!\n    $first: Int\n    $last: Int\n    $after: String\n    $before: String\n    $filters: [ProductFilter!]\n    $sortKey: ProductCollectionSortKeys\n    $reverse: Boolean\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      ...CollectionHeader\n      products(\n        first: $first\n        last: $last\n        after: $after\n        before: $before\n        filters: $filters\n        sortKey: $sortKey\n        reverse: $reverse\n      ) {\n        filters {\n          ...ListingFilter\n        }\n        pageInfo {\n          hasNextPage\n          startCursor\n          endCursor\n        }\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ListingFilter on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n    }\n  }\n\n  #graphql\n  fragment CollectionHeader on Collection {\n    id\n    title\n    handle\n    description\n  }\n\n  #graphql\n  fragment ProductCard on Product {\n    id\n    title\n    handle\n    description\n    productType\n    availableForSale\n    tags\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    images(first: 5) {\n      nodes {\n        id\n        url\n        altText\n        width\n        height\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        ...VariantChoice\n      }\n    }\n  }\n  #graphql\n  fragment VariantChoice on ProductVariant {\n    id\n    title\n    availableForSale\n    price {\n      ...Money\n    }\n    selectedOptions {\n      name\n      value\n    }\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n": {return: CollectionListingQuery, variables: CollectionListingQueryVariables},
  "#graphql\n  query ProductSearch(\n    $query: String!\n    $first: Int!\n    $after: String\n    $filters: [ProductFilter!]\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    search(\n      first: $first\n      after: $after\n      types: [PRODUCT]\n      prefix: LAST\n      productFilters: $filters\n      query: $query\n    ) {\n      totalCount\n      productFilters {\n        ...ListingFilter\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        __typename\n        ... on Product {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    id\n    title\n    handle\n    description\n    productType\n    availableForSale\n    tags\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    images(first: 5) {\n      nodes {\n        id\n        url\n        altText\n        width\n        height\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        ...VariantChoice\n      }\n    }\n  }\n  #graphql\n  fragment VariantChoice on ProductVariant {\n    id\n    title\n    availableForSale\n    price {\n      ...Money\n    }\n    selectedOptions {\n      name\n      value\n    }\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n\n  #graphql\n  fragment ListingFilter on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n    }\n  }\n\n": {return: ProductSearchQuery, variables: ProductSearchQueryVariables},
  "#graphql\n  query ProductSearchFilters($query: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    search(query: $query, first: 1, types: [PRODUCT], prefix: LAST) {\n      productFilters {\n        ...ListingFilter\n      }\n    }\n  }\n  #graphql\n  fragment ListingFilter on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n    }\n  }\n\n": {return: ProductSearchFiltersQuery, variables: ProductSearchFiltersQueryVariables},
  "#graphql\n  query PredictiveSearch(\n    $query: String!\n    $limit: Int!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    predictiveSearch(query: $query, limit: $limit, limitScope: ALL, types: [QUERY, PRODUCT, COLLECTION]) {\n      queries {\n        text\n        styledText\n      }\n      products {\n        id\n        title\n        handle\n        featuredImage {\n          url(transform: {maxWidth: 96, maxHeight: 96, crop: CENTER})\n        }\n        priceRange {\n          minVariantPrice {\n            ...Money\n          }\n        }\n        variants(first: 10) {\n          nodes {\n            ...VariantChoice\n          }\n        }\n      }\n      collections {\n        id\n        title\n        handle\n      }\n    }\n  }\n  #graphql\n  fragment VariantChoice on ProductVariant {\n    id\n    title\n    availableForSale\n    price {\n      ...Money\n    }\n    selectedOptions {\n      name\n      value\n    }\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: PredictiveSearchQuery, variables: PredictiveSearchQueryVariables},
  "#graphql\n  query SitemapProducts {\n    products(first: 250, sortKey: UPDATED_AT, reverse: true) {\n      nodes {\n        handle\n        updatedAt\n      }\n    }\n    collections(first: 250) {\n      nodes {\n        handle\n        updatedAt\n      }\n    }\n  }\n": {return: SitemapProductsQuery, variables: SitemapProductsQueryVariables},
  "#graphql\n  query ProductDetail($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      ...ProductDetail\n    }\n  }\n  fragment ProductDetailImage on Image {\n    url\n    altText\n    width\n    height\n  }\n  fragment ProductDetailVariant on ProductVariant {\n    ...VariantChoice\n    sku\n    image {\n      ...ProductDetailImage\n    }\n  }\n  fragment ProductDetail on Product {\n    id\n    title\n    handle\n    description\n    descriptionHtml\n    vendor\n    productType\n    availableForSale\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    images(first: 10) {\n      nodes {\n        ...ProductDetailImage\n      }\n    }\n    variants(first: 20) {\n      nodes {\n        ...ProductDetailVariant\n      }\n    }\n    options {\n      name\n      optionValues {\n        name\n      }\n    }\n    seo {\n      title\n      description\n    }\n  }\n  #graphql\n  fragment VariantChoice on ProductVariant {\n    id\n    title\n    availableForSale\n    price {\n      ...Money\n    }\n    selectedOptions {\n      name\n      value\n    }\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: ProductDetailQuery, variables: ProductDetailQueryVariables},
  "#graphql\n  query RelatedProducts(\n    $handle: String!\n    $first: Int!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      collections(first: 1) {\n        nodes {\n          products(first: $first) {\n            nodes {\n              ...RelatedProduct\n            }\n          }\n        }\n      }\n    }\n    bestSellers: products(first: $first, sortKey: BEST_SELLING) {\n      nodes {\n        ...RelatedProduct\n      }\n    }\n  }\n  fragment RelatedProduct on Product {\n    id\n    title\n    handle\n    priceRange {\n      minVariantPrice {\n        ...Money\n      }\n    }\n    variants(first: 10) {\n      nodes {\n        ...VariantChoice\n      }\n    }\n    featuredImage {\n      url\n      altText\n      width\n      height\n    }\n  }\n  #graphql\n  fragment VariantChoice on ProductVariant {\n    id\n    title\n    availableForSale\n    price {\n      ...Money\n    }\n    selectedOptions {\n      name\n      value\n    }\n  }\n\n  #graphql\n  fragment Money on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n": {return: RelatedProductsQuery, variables: RelatedProductsQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CartDiscountCodesUpdate(\n    $cartId: ID!\n    $discountCodes: [String!]!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {\n      cart {\n        id\n        totalQuantity\n        checkoutUrl\n      }\n      userErrors {\n        message\n        field\n        code\n      }\n      warnings {\n        code\n        message\n        target\n      }\n    }\n  }\n": {return: CartDiscountCodesUpdateMutation, variables: CartDiscountCodesUpdateMutationVariables},
}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}

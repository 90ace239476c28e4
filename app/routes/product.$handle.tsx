import {
  useLoaderData,
  useRouteError,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {
  PRODUCT_NOT_FOUND,
  ProductUnavailable,
  productPageMeta,
  ProductView,
  isProductHandle,
  onlyImageChanged,
  pickRelatedProducts,
  toRelatedProductCard,
} from '~/features/product';
import {loadActiveCopyOverride, productPageData} from '~/features/product/index.server';
import {PRODUCT_LIMITS} from '~/features/catalogue';
import type {ViewedProductData} from '~/features/consent';
import {MONEY_FRAGMENT, VARIANT_CHOICE_FRAGMENT} from '~/features/catalogue/index.server';
import {PROVIDER_BUDGET_MS} from '~/server/providerDeadline.server';
import {settledOrPending} from '~/lib/deferred';
import {describeStorefrontError, errorMessagesOf} from '~/lib/storefrontErrors';

export const meta: MetaFunction<typeof loader> = ({data, error}) => productPageMeta(data, error);

export async function loader(args: LoaderFunctionArgs) {
  const {handle} = args.params;
  if (!isProductHandle(handle)) throw notFound();
  // Started first, so the related products load while the critical data is awaited.
  const deferred = loadDeferredData(args, handle);
  const critical = await loadCriticalData(args, handle);
  const page = {...critical, relatedProducts: deferred.relatedProducts.current()};
  // Shopify's product-view event reads the product from this data (ShopifyConsentBridge): trimming a
  // field it sends (vendor, a variant's SKU) away from the page's data fails here, not silently in analytics.
  return page satisfies ViewedProductData;
}

/**
 * The product and its copy override, awaited: the page cannot render without them. Fails as 404 when
 * Shopify has no such product (server.ts then asks Shopify's URL redirects), 503 when Shopify fails.
 */
async function loadCriticalData({request, context}: LoaderFunctionArgs, handle: string) {
  // context.storefront and context.supabase are bounded by the request's deadline (providerDeadline.server).
  let result;
  try {
    result = await Promise.all([
      context.storefront.query(PRODUCT_QUERY, {variables: {handle}}),
      loadActiveCopyOverride(
        context,
        handle,
        PROVIDER_BUDGET_MS.supabase,
        () => context.pageCache.refuse(),
        {cache: context.copyOverrideCache(), waitUntil: context.waitUntil},
      ),
    ]);
  } catch (error) {
    console.error(error);
    throw data({message: describeStorefrontError(error)}, {status: 503});
  }
  const [{product, errors}, override] = result;
  // A GraphQL error leaves `product` null: that is Shopify failing, not a product that does not exist.
  if (errorMessagesOf(errors).length > 0) {
    console.error(errors);
    throw data({message: describeStorefrontError(errors)}, {status: 503});
  }
  if (!product) throw notFound();
  return productPageData(product, override, request.url);
}

/**
 * The related products, not awaited (see settledOrPending for shoppers without JavaScript). Never
 * throws: a failure is logged, keeps the page out of the page cache, and shows no related products.
 */
function loadDeferredData({context}: LoaderFunctionArgs, handle: string) {
  const relatedProducts = settledOrPending(
    context.storefront
      .query(RELATED_PRODUCTS_QUERY, {
        variables: {handle, first: PRODUCT_LIMITS.related + 1},
      })
      .then((result) =>
        pickRelatedProducts(handle, [
          result.product?.collections.nodes[0]?.products.nodes,
          result.bestSellers.nodes,
        ]).map(toRelatedProductCard),
      )
      .catch((error: unknown) => {
        console.error(error);
        context.pageCache.refuse();
        return null;
      }),
  );
  return {relatedProducts};
}

function notFound() {
  return new Response(PRODUCT_NOT_FOUND, {status: 404});
}

/** Changing only the gallery image needs no data: the page renders it from the URL. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const sameProduct = !formMethod && currentUrl.pathname === nextUrl.pathname;
  if (sameProduct && onlyImageChanged(currentUrl.searchParams, nextUrl.searchParams)) return false;
  return defaultShouldRevalidate;
};

export default function ProductPage() {
  const {product, description, copy, relatedProducts, copyCategory} = useLoaderData<typeof loader>();
  return (
    <ProductView
      product={product}
      description={description}
      copy={copy}
      relatedProducts={relatedProducts}
      copyCategory={copyCategory}
    />
  );
}

export function ErrorBoundary() {
  return <ProductUnavailable error={useRouteError()} />;
}

const PRODUCT_QUERY = `#graphql
  query ProductDetail($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      ...ProductDetail
    }
  }
  fragment ProductDetailImage on Image {
    url
    altText
    width
    height
  }
  fragment ProductDetailVariant on ProductVariant {
    ...VariantChoice
    sku
    image {
      ...ProductDetailImage
    }
  }
  fragment ProductDetail on Product {
    id
    title
    handle
    description
    descriptionHtml
    vendor
    productType
    availableForSale
    priceRange {
      minVariantPrice {
        ...Money
      }
    }
    images(first: 10) {
      nodes {
        ...ProductDetailImage
      }
    }
    variants(first: 20) {
      nodes {
        ...ProductDetailVariant
      }
    }
    options {
      name
      optionValues {
        name
      }
    }
    seo {
      title
      description
    }
  }
  ${VARIANT_CHOICE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

const RELATED_PRODUCTS_QUERY = `#graphql
  query RelatedProducts(
    $handle: String!
    $first: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      collections(first: 1) {
        nodes {
          products(first: $first) {
            nodes {
              ...RelatedProduct
            }
          }
        }
      }
    }
    bestSellers: products(first: $first, sortKey: BEST_SELLING) {
      nodes {
        ...RelatedProduct
      }
    }
  }
  fragment RelatedProduct on Product {
    id
    title
    handle
    priceRange {
      minVariantPrice {
        ...Money
      }
    }
    variants(first: 10) {
      nodes {
        ...VariantChoice
      }
    }
    featuredImage {
      url
      altText
      width
      height
    }
  }
  ${VARIANT_CHOICE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

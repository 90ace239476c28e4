import {
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {
  PRODUCT_NOT_FOUND,
  ProductLoadError,
  ProductNotFound,
  ProductView,
  parseProductDescription,
  productCopy,
  shownDescription,
  teaser,
  marketingCopyFor,
  isProductHandle,
  onlyImageChanged,
  pickRelatedProducts,
  productSelection,
  breadcrumbJsonLd,
  productJsonLd,
} from '~/features/product';
import {BRAND} from '~/content/brand';
import {PROVIDER_BUDGET_MS} from '~/server/providerDeadline.server';
import {loadActiveCopyOverride} from '~/features/product/index.server';
import {settledOrPending} from '~/lib/deferred';
import {MONEY_FRAGMENT, VARIANT_CHOICE_FRAGMENT} from '~/features/catalogue/index.server';
import {PRODUCT_LIMITS} from '~/features/catalogue';
import {canonicalUrl} from '~/ui/seo';
import {findShopifyRedirect} from '~/server/urlRedirects.server';
import {describeStorefrontError, errorMessagesOf} from '~/lib/storefrontErrors';

export const meta: MetaFunction<typeof loader> = ({data, error}) => {
  if (!data) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      {title: `${notFound ? PRODUCT_NOT_FOUND : 'Products unavailable'} | ${BRAND.name}`},
      {name: 'robots', content: 'noindex'},
    ];
  }
  const {product, url, description, structuredData} = data;
  const title = product.seo.title?.trim() || `${product.title} | ${BRAND.name}`;
  const summary = product.seo.description?.trim() || description.teaser.text || product.title;
  const image = product.images.nodes[0];
  return [
    {title},
    {name: 'description', content: summary},
    {tagName: 'link', rel: 'canonical', href: url},
    {property: 'og:type', content: 'product'},
    {property: 'og:title', content: title},
    {property: 'og:description', content: summary},
    {property: 'og:url', content: url},
    ...(image ? [{property: 'og:image', content: image.url}] : []),
    ...structuredData.map((json) => ({'script:ld+json': json})),
  ];
};

export async function loader({params, request, context}: LoaderFunctionArgs) {
  const {handle} = params;
  if (!isProductHandle(handle)) throw notFound();
  const {storefront} = context;
  // context.storefront and context.supabase are bounded by the request's deadline (providerDeadline.server).
  // Deferred: started now, never awaited, never throws (see settledOrPending for shoppers without JS).
  const related = settledOrPending(
    storefront
      .query(RELATED_PRODUCTS_QUERY, {
        variables: {handle, first: PRODUCT_LIMITS.related + 1},
      })
      .then((result) =>
        pickRelatedProducts(handle, [
          result.product?.collections.nodes[0]?.products.nodes,
          result.bestSellers.nodes,
        ]),
      )
      .catch((error: unknown) => {
        console.error(error);
        context.pageCache.refuse();
        return null;
      }),
  );

  let result;
  try {
    result = await Promise.all([
      storefront.query(PRODUCT_QUERY, {variables: {handle}}),
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
  if (!product) {
    // A renamed product: Shopify keeps a URL redirect from its old /products/ path (the admin's default).
    const moved = await findShopifyRedirect(
      context,
      request,
      `/products/${encodeURIComponent(handle)}`,
    );
    throw moved ?? notFound();
  }

  const {description, descriptionHtml, ...rest} = product;
  const pageUrl = canonicalUrl(request.url);
  const parsedDescription = parseProductDescription(descriptionHtml || description);
  const selectedVariant = productSelection(
    new URL(request.url).searchParams,
    product.variants.nodes,
  ).variant;
  return {
    url: pageUrl,
    product: rest,
    description: shownDescription(parsedDescription),
    copy: productCopy(override),
    selectedVariantId: selectedVariant?.id ?? null,
    // Built here, not in `meta`, so the JSON-LD code stays on the server (the page's JavaScript budget).
    structuredData: [
      productJsonLd({
        product: {title: product.title, vendor: product.vendor, images: product.images.nodes},
        variant: selectedVariant,
        description: teaser(parsedDescription.body, 300).text,
        url: pageUrl,
      }),
      breadcrumbJsonLd({title: product.title, url: pageUrl}),
    ],
    relatedProducts: related.current(),
    marketing: marketingCopyFor(product.productType),
  };
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
  const {product, description, copy, relatedProducts, marketing} = useLoaderData<typeof loader>();
  return (
    <ProductView
      product={product}
      description={description}
      copy={copy}
      relatedProducts={relatedProducts}
      marketing={marketing}
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFound />;
  const data: unknown = isRouteErrorResponse(error) ? error.data : null;
  const message =
    typeof data === 'object' &&
    data !== null &&
    'message' in data &&
    typeof data.message === 'string'
      ? data.message
      : describeStorefrontError(error);
  return <ProductLoadError message={message} />;
}

const PRODUCT_QUERY = `#graphql
  query ProductDetail($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      ...ProductDetail
    }
  }
  fragment ProductDetailImage on Image {
    id
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
    createdAt
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
      maxVariantPrice {
        ...Money
      }
    }
    featuredImage {
      id
      url
      altText
      width
      height
    }
  }
  ${MONEY_FRAGMENT}
` as const;

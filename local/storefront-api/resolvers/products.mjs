// Products, their variants and images: the product queries and the Product, ProductVariant and Image types.

import {collections, productByHandle, productById, products} from '../catalogue.mjs';
import {money} from '../cart.mjs';
import {cdnImageUrl} from '../cdn.mjs';
import {byId, paginate} from './connections.mjs';
import {filterProducts, sortProducts} from './productLists.mjs';
import {
  adjacentVariants,
  candidates,
  encodeVariants,
  optionObjects,
  selectedOrFirstAvailable,
} from './variants.mjs';

export function truncate(text, length) {
  if (length == null || text.length <= length) return text;
  const cut = text.slice(0, Math.max(0, length));
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length > length * 0.6 ? atWord : cut).trimEnd()}...`;
}

export function mediaImage(img) {
  return {
    __typename: 'MediaImage',
    id: img.mediaId,
    alt: img.altText,
    mediaContentType: 'IMAGE',
    image: img,
    previewImage: img,
    presentation: null,
  };
}

function imageUrl(ctx, img, transform) {
  const url = cdnImageUrl(ctx.cdnOrigin, img.file);
  if (transform) {
    const scale = transform.scale ?? 1;
    if (transform.maxWidth) url.searchParams.set('width', String(transform.maxWidth * scale));
    if (transform.maxHeight) url.searchParams.set('height', String(transform.maxHeight * scale));
    if (transform.crop) url.searchParams.set('crop', String(transform.crop).toLowerCase());
    if (transform.preferredContentType)
      url.searchParams.set('format', String(transform.preferredContentType).toLowerCase());
  }
  return url.toString();
}

function priceRange(centsList) {
  return {
    minVariantPrice: money(Math.min(...centsList)),
    maxVariantPrice: money(Math.max(...centsList)),
  };
}

export const productResolvers = {
  QueryRoot: {
    products: (_s, args) => {
      const list = sortProducts(
        filterProducts(products, args.query),
        args.sortKey ?? 'ID',
        args.query,
      );
      return {...paginate(list, args, byId), filters: []};
    },
    product: (_s, {id, handle}) =>
      (id != null ? productById.get(id) : handle != null ? productByHandle.get(handle) : null) ??
      null,
    productByHandle: (_s, {handle}) => productByHandle.get(handle) ?? null,
    productRecommendations: (_s, {productId, productHandle}) => {
      const p = productId ? productById.get(productId) : productByHandle.get(productHandle ?? '');
      if (!p) return null;
      return products
        .filter((x) => x.id !== p.id && x.collections.some((c) => p.collections.includes(c)))
        .slice(0, 10);
    },
    productTags: (_s, args) => {
      const tags = [...new Set(products.flatMap((p) => p.tags))].sort();
      return paginate(tags, args, (t) => t);
    },
    productTypes: (_s, args) => {
      const types = [...new Set(products.map((p) => p.productType))].sort();
      return paginate(types, args, (t) => t);
    },
  },

  Product: {
    description: (p, {truncateAt}) => truncate(p.description, truncateAt),
    availableForSale: (p) => p.variants.some((v) => v.availableForSale),
    totalInventory: (p) => p.variants.reduce((sum, v) => sum + v.quantityAvailable, 0),
    priceRange: (p) => priceRange(p.variants.map((v) => v.priceCents)),
    compareAtPriceRange: (p) => priceRange(p.variants.map((v) => v.compareAtPriceCents ?? 0)),
    featuredImage: (p) => p.images[0] ?? null,
    images: (p, args) => paginate(p.images, args, byId),
    media: (p, args) => paginate(p.images.map(mediaImage), args, byId),
    options: (p, {first}) => optionObjects(p).slice(0, first ?? undefined),
    variants: (p, args) => paginate(p.variants, args, byId),
    variantsCount: (p) => ({count: p.variants.length, precision: 'EXACT'}),
    selectedOrFirstAvailableVariant: (p, args) => selectedOrFirstAvailable(p, args),
    variantBySelectedOptions: (p, args) =>
      candidates(p, args.selectedOptions, {
        ignoreUnknownOptions: args.ignoreUnknownOptions ?? false,
        caseInsensitiveMatch: args.caseInsensitiveMatch,
      })[0] ?? null,
    adjacentVariants: (p, args) => adjacentVariants(p, args),
    encodedVariantExistence: (p) => encodeVariants(p, () => true),
    encodedVariantAvailability: (p) => encodeVariants(p, (v) => v.availableForSale),
    collections: (p, args) =>
      paginate(
        collections.filter((c) => p.collections.includes(c.handle)),
        args,
        byId,
      ),
    onlineStoreUrl: () => null,
    isGiftCard: () => false,
    requiresSellingPlan: () => false,
    trackingParameters: () => null,
    category: () => null,
  },

  ProductVariant: {
    price: (v) => money(v.priceCents),
    priceV2: (v) => money(v.priceCents),
    compareAtPrice: (v) => (v.compareAtPriceCents ? money(v.compareAtPriceCents) : null),
    compareAtPriceV2: (v) => (v.compareAtPriceCents ? money(v.compareAtPriceCents) : null),
    product: (v) => productById.get(v.productId),
    image: (v) => productById.get(v.productId).images[v.imageIndex] ?? null,
    weight: (v) => v.weightGrams,
    weightUnit: () => 'GRAMS',
    currentlyNotInStock: () => false,
    taxable: () => true,
    requiresComponents: () => false,
    barcode: () => null,
    unitPrice: () => null,
    unitPriceMeasurement: () => null,
    quantityRule: () => ({minimum: 1, maximum: null, increment: 1}),
    shopPayInstallmentsPricing: () => null,
  },

  Image: {
    url: (img, {transform}, ctx) => imageUrl(ctx, img, transform),
    src: (img, _a, ctx) => imageUrl(ctx, img),
    originalSrc: (img, _a, ctx) => imageUrl(ctx, img),
    transformedSrc: (img, args, ctx) => imageUrl(ctx, img, args),
    thumbhash: () => null,
  },
};

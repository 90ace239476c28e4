// Seed catalogue for the local Storefront API stand-in: "Wildroot Botanicals".
//
// The facts are data in seed/: the shop (shop.json), the collections in the order the shop lists them
// (collections.json) and the products with their label copy (products.json). This module builds from them
// what the Storefront API serves: ids, variants and their prices, stock, dates, image records and the
// description HTML. Everything is deterministic, so tests and screenshots are stable.
//
// Exports plain data: `products`, `collections`, `productByHandle`, `variantById`, ... Images carry a `file`
// name (a PNG, the "original upload"); the server turns it into an absolute URL on the image CDN's origin
// (cdn.mjs).

import shop from './seed/shop.json' with {type: 'json'};
import collectionSeeds from './seed/collections.json' with {type: 'json'};
import productSeeds from './seed/products.json' with {type: 'json'};
import {buildDescriptionHtml, escapeHtml, htmlToText} from './descriptions.mjs';

export const VENDOR = shop.vendor;
export const CURRENCY = shop.currency;
export const MANUFACTURER = shop.manufacturer;

// Every product comes in the same six variants; variantPrices prices them by position.
export const OPTION_PURCHASE = 'Purchase Type';
export const OPTION_QUANTITY = 'Quantity';
export const PURCHASE_VALUES = ['Standard', 'Subscribe & Save'];
export const QUANTITY_VALUES = ['1 Unit', '2 Units', '3 Units'];

/** @typedef {'soap'|'bottle'|'jar'|'tube'|'pump'|'pouch'|'capsules'|'gummies'|'box'|'sponge'|'balm'|'botanical'|'flower'|'flatlay'|'texture'} ImageKind */

/**
 * One product of seed/products.json. `n` is the number in its ids; `price` the Standard / 1 Unit price in
 * cents; `images` the kinds of picture images.mjs draws, the first one featured; `soldOut` lists the variant
 * titles that are out of stock, or 'all'. The text fields are full label lines ("Ingredients: ...") so the
 * app's description parser sees real labels.
 * @typedef {{n: number, handle: string, title: string, type: string, collections: string[], price: number,
 *   tags: string[], images: ImageKind[], soldOut?: string[] | 'all', intro: string[], rawTextParagraphs?: string[],
 *   bullets?: string[], ingredients?: string, usage?: string, warnings?: string[], info?: string[],
 *   footnotes?: string[]}} ProductSeed
 */

/** @typedef {{n: number, handle: string, title: string, description: string, seoDescription: string, allProducts?: boolean}} CollectionSeed */

/** Small deterministic PRNG so stock levels etc. never change between runs. */
function seeded(n) {
  let s = (n * 2654435761) % 4294967296;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

/** Round cents to a multiple of `step` cents. */
const roundTo = (cents, step) => Math.round(cents / step) * step;

/**
 * Prices for a product, by variant position. Bundles are cheaper per unit, Subscribe & Save is 15% off the
 * Standard price of the same bundle. compareAtPrice shows the undiscounted Standard single-unit price × quantity.
 */
function variantPrices(base) {
  const standard = [base, roundTo(base * 2 * 0.9, 50), roundTo(base * 3 * 0.85, 50)];
  const subscribe = standard.map((p) => roundTo(p * 0.85, 10));
  return {standard, subscribe};
}

const ALT_BY_KIND = {
  soap: (t) => `${t}: a hand-cut bar on a sprig of fresh botanicals`,
  bottle: (t) => `${t} in an amber glass dropper bottle`,
  jar: (t) => `${t} in a glass jar with the lid set beside it`,
  tube: (t) => `${t} in a soft squeeze tube`,
  pump: (t) => `${t} in a glass pump bottle`,
  pouch: (t) => `${t} in its kraft paper pouch`,
  capsules: (t) => `${t}: bottle with a few capsules scattered in front`,
  gummies: (t) => `${t}: jar of gummies with a few on the table`,
  box: (t) => `${t}: the gift box tied with a cotton ribbon`,
  sponge: (t) => `${t} on a slate tray`,
  balm: (t) => `${t} in an open tin`,
  botanical: (t) => `Botanical illustration of the plants used in ${t}`,
  flower: (t) => `Flowers that inspired ${t}`,
  flatlay: (t) => `${t} flat lay with its key ingredients`,
  texture: (t) => `Close-up of the texture of ${t}`,
};

function slug(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const YEAR_START = Date.UTC(2025, 0, 3, 15, 0, 0);
const DAY = 86_400_000;

function buildProduct(spec, index) {
  const rand = seeded(spec.n);
  const created = new Date(YEAR_START + index * 8 * DAY + Math.floor(rand() * 6) * 3_600_000);
  const published = new Date(created.getTime() + DAY);
  const updated = new Date(
    Math.min(created.getTime() + 21 * DAY, Date.UTC(2025, 11, 20, 12, 0, 0)),
  );
  const titleForAlt = spec.title.replace(/"[^"]*"/g, '').trim();

  const images = spec.images.map((kind, i) => ({
    __typename: 'Image',
    id: `gid://shopify/ProductImage/${spec.n}${String(i + 1).padStart(2, '0')}`,
    mediaId: `gid://shopify/MediaImage/${spec.n}${String(i + 1).padStart(2, '0')}`,
    file: `${spec.handle}-${i + 1}.png`,
    kind,
    productKind: spec.images[0],
    // What the illustration draws (images.mjs): the pack, palette and texture from the handle, the label's name.
    productHandle: spec.handle,
    productName: titleForAlt,
    altText: ALT_BY_KIND[kind](titleForAlt),
    width: 800,
    height: 800,
    productN: spec.n,
    index: i,
  }));

  const {standard, subscribe} = variantPrices(spec.price);
  const variants = [];
  PURCHASE_VALUES.forEach((purchase, pi) => {
    QUANTITY_VALUES.forEach((quantityLabel, qi) => {
      const position = pi * 3 + qi + 1;
      const title = `${purchase} / ${quantityLabel}`;
      const soldOut =
        spec.soldOut === 'all' || (Array.isArray(spec.soldOut) && spec.soldOut.includes(title));
      const price = pi === 0 ? standard[qi] : subscribe[qi];
      const undiscounted = spec.price * (qi + 1);
      const stock = soldOut ? 0 : 8 + Math.floor(rand() * 140);
      variants.push({
        __typename: 'ProductVariant',
        id: `gid://shopify/ProductVariant/${spec.n}${String(position).padStart(2, '0')}`,
        productId: `gid://shopify/Product/${spec.n}`,
        position,
        title,
        sku: `WR-${spec.n}-${pi === 0 ? 'STD' : 'SUB'}-${qi + 1}`,
        priceCents: price,
        compareAtPriceCents: undiscounted > price ? undiscounted : null,
        availableForSale: !soldOut,
        quantityAvailable: stock,
        selectedOptions: [
          {name: OPTION_PURCHASE, value: purchase},
          {name: OPTION_QUANTITY, value: quantityLabel},
        ],
        requiresShipping: true,
        weightGrams: 0,
        imageIndex: 0,
      });
    });
  });

  const descriptionHtml = buildDescriptionHtml(spec);
  const description = htmlToText(descriptionHtml);
  const prices = variants.map((v) => v.priceCents);

  return {
    __typename: 'Product',
    id: `gid://shopify/Product/${spec.n}`,
    n: spec.n,
    handle: spec.handle,
    title: spec.title,
    vendor: VENDOR,
    productType: spec.type,
    tags: spec.tags,
    collections: spec.collections,
    createdAt: created.toISOString().replace('.000Z', 'Z'),
    publishedAt: published.toISOString().replace('.000Z', 'Z'),
    updatedAt: updated.toISOString().replace('.000Z', 'Z'),
    descriptionHtml,
    description,
    hasIngredients: Boolean(spec.ingredients),
    seo: {
      title: `${spec.title} | ${VENDOR}`,
      description:
        spec.intro[0].length > 155
          ? `${spec.intro[0].slice(0, 152).replace(/\s+\S*$/, '')}...`
          : spec.intro[0],
    },
    images,
    options: [
      {
        id: `gid://shopify/ProductOption/${spec.n}1`,
        name: OPTION_PURCHASE,
        values: PURCHASE_VALUES,
        valueIds: PURCHASE_VALUES.map(
          (_, i) => `gid://shopify/ProductOptionValue/${spec.n}1${i + 1}`,
        ),
      },
      {
        id: `gid://shopify/ProductOption/${spec.n}2`,
        name: OPTION_QUANTITY,
        values: QUANTITY_VALUES,
        valueIds: QUANTITY_VALUES.map(
          (_, i) => `gid://shopify/ProductOptionValue/${spec.n}2${i + 1}`,
        ),
      },
    ],
    variants,
    minPriceCents: Math.min(...prices),
    maxPriceCents: Math.max(...prices),
    // a stable "best selling" rank: bestseller tag first, then by id
    bestSellingRank: (spec.tags.includes('bestseller') ? 0 : 1000) + index,
    slugTitle: slug(spec.title),
  };
}

/**
 * How many products to serve: the seed's own (the default), or, with LOCAL_CATALOGUE_PRODUCTS=<n> (the
 * bench's large catalogue, to show a page's cost does not grow with the shop), n products generated from the
 * seed: the seed first, as it is, then numbered copies of it ("Lavender & Oat Cold Process Soap No. 2",
 * `lavender-oat-soap-2`) with ids of their own, so every page, query and limit meets a shop of that size.
 * Deterministic like the rest.
 */
export const CATALOGUE_SIZE = catalogueSize(catalogueSetting());

// The Edge Function's tests read this catalogue under Deno, which has no environment to give them.
function catalogueSetting() {
  try {
    return globalThis.process?.env?.LOCAL_CATALOGUE_PRODUCTS;
  } catch {
    return undefined;
  }
}

function catalogueSize(setting) {
  if (setting === undefined || setting === '') return productSeeds.length;
  const size = Number(setting);
  if (!Number.isInteger(size) || size < productSeeds.length || size > 50_000) {
    throw new Error(
      `LOCAL_CATALOGUE_PRODUCTS must be a whole number from ${productSeeds.length} to 50000, not "${setting}"`,
    );
  }
  return size;
}

/** Product seeds for `size` products: the seed, then numbered copies of it. */
function scaledSeeds(size) {
  const seeds = /** @type {ProductSeed[]} */ (productSeeds);
  return Array.from({length: size}, (_, index) => {
    const seed = seeds[index % seeds.length];
    const copy = Math.floor(index / seeds.length);
    if (copy === 0) return seed;
    return {
      ...seed,
      n: 100_000 + index,
      handle: `${seed.handle}-${copy + 1}`,
      title: `${seed.title} No. ${copy + 1}`,
      tags: seed.tags.filter((tag) => tag !== 'bestseller'),
    };
  });
}

/** @type {ReturnType<typeof buildProduct>[]} */
export const products = scaledSeeds(CATALOGUE_SIZE).map(buildProduct);

// Give each variant a weight that roughly follows its quantity.
for (const p of products) {
  for (const v of p.variants) {
    const units = Number(v.selectedOptions[1].value[0]);
    v.weightGrams = units * (p.productType === 'Supplement' ? 120 : 150);
  }
}

/**
 * The seed's collections, and with a large catalogue (above) one generated collection per 25 products,
 * each holding 25 of them spread over the catalogue (5,000 products: "Edition 8" is every 200th product from
 * the 8th on), so the collection list grows with the shop too.
 */
function scaledCollectionSeeds() {
  const seeds = /** @type {CollectionSeed[]} */ (collectionSeeds);
  const extra = CATALOGUE_SIZE === productSeeds.length ? 0 : Math.floor(CATALOGUE_SIZE / 25);
  const generated = Array.from({length: extra}, (_, index) => ({
    n: 1000 + index,
    handle: `edition-${index + 1}`,
    title: `Edition ${index + 1}`,
    description: `Edition ${index + 1} of the generated catalogue.`,
    seoDescription: `Edition ${index + 1} of the generated catalogue.`,
  }));
  return [...seeds, ...generated];
}

function editionMembers(handle) {
  const edition = /^edition-(\d+)$/.exec(handle);
  if (!edition) return null;
  const start = Number(edition[1]) - 1;
  const stride = Math.max(1, Math.floor(CATALOGUE_SIZE / 25));
  return products.filter((_, index) => index % stride === start % stride);
}

export const collections = scaledCollectionSeeds().map((c) => {
  const members =
    editionMembers(c.handle) ??
    // An automated collection of every product (`allProducts`) lists them in catalogue order.
    (c.allProducts ? products : products.filter((p) => p.collections.includes(c.handle)));
  return {
    __typename: 'Collection',
    id: `gid://shopify/Collection/${400 + c.n}`,
    handle: c.handle,
    title: c.title,
    description: c.description,
    descriptionHtml: `<p>${escapeHtml(c.description)}</p>`,
    seo: {title: `${c.title} | ${VENDOR}`, description: c.seoDescription},
    // the collection image reuses the first member's featured image
    image: members[0]?.images[0] ?? null,
    productIds: members.map((p) => p.id),
    updatedAt: members.reduce(
      (acc, p) => (p.updatedAt > acc ? p.updatedAt : acc),
      '2025-01-01T00:00:00Z',
    ),
  };
});

export const productByHandle = new Map(products.map((p) => [p.handle, p]));
export const productById = new Map(products.map((p) => [p.id, p]));
export const variantById = new Map(products.flatMap((p) => p.variants.map((v) => [v.id, v])));
export const collectionByHandle = new Map(collections.map((c) => [c.handle, c]));
export const collectionById = new Map(collections.map((c) => [c.id, c]));
export const imageByFile = new Map(products.flatMap((p) => p.images.map((img) => [img.file, img])));

/** Handy facts for tests and docs. */
export const fixtures = {
  soldOutProductHandle: 'wild-rose-clay-soap',
  productWithSoldOutVariantHandle: 'charcoal-tea-tree-soap',
  soldOutVariantId: products
    .find((p) => p.handle === 'charcoal-tea-tree-soap')
    .variants.find((v) => !v.availableForSale).id,
  productWithoutIngredientsHandle: 'konjac-facial-sponge',
  markupProductHandle: 'oat-agave-soap-ends',
  discountCode: 'WELCOME10',
};

// Resolvers for the Storefront API stand-in. Execution uses one custom field resolver (`fieldResolver`) that
// looks up `resolvers[TypeName][fieldName]`, then a property on the source object, then a sensible default
// for non-null fields, so any valid query gets a complete answer instead of a null-bubbling crash.
// Each resource has its module and its part of the resolver map; this one composes them.

import {
  GraphQLError,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import {collectionById, productById, products, variantById, CURRENCY} from '../catalogue.mjs';
import {money} from '../cart.mjs';
import {cartResolvers, cartView, findCart} from './cart.mjs';
import {cartMutationResolvers} from './cartMutations.mjs';
import {collectionResolvers} from './collections.mjs';
import {mediaImage, productResolvers} from './products.mjs';
import {redirectResolvers} from './redirects.mjs';
import {searchResolvers} from './search.mjs';
import {shopObject, shopResolvers} from './shop.mjs';
import {optionObjects} from './variants.mjs';

/**
 * Per-request context.
 * @typedef {{origin: string, cdnOrigin: string, shopOrigin: string, store: import('../store.mjs').Store, now: () => Date}} Ctx
 */

/** The object a global id names, for `node` and `nodes`; null when there is none. */
function nodeById(ctx, id) {
  if (typeof id !== 'string') return null;
  if (id.startsWith('gid://shopify/Cart/')) {
    const record = findCart(ctx, id);
    return record ? cartView(record) : null;
  }
  const product = productById.get(id);
  if (product) return product;
  const variant = variantById.get(id);
  if (variant) return variant;
  const collection = collectionById.get(id);
  if (collection) return collection;
  for (const p of products) {
    const img = p.images.find((i) => i.mediaId === id);
    if (img) return mediaImage(img);
    const opt = optionObjects(p);
    const o = opt.find((x) => x.id === id);
    if (o) return o;
    for (const x of opt) {
      const value = x.optionValues.find((v) => v.id === id);
      if (value) return value;
    }
  }
  if (id === 'gid://shopify/Shop/1') return shopObject(ctx);
  return null;
}

const nodeResolvers = {
  QueryRoot: {
    node: (_s, {id}, ctx) => nodeById(ctx, id),
    nodes: (_s, {ids}, ctx) => ids.map((id) => nodeById(ctx, id)),
  },
};

/** One map from the resources' maps; a field that two of them resolve is a mistake, refused at start-up. */
function mergeResolvers(maps) {
  /** @type {Record<string, Record<string, (source:any, args:any, ctx:Ctx, info:any) => any>>} */
  const merged = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      merged[typeName] ??= {};
      for (const [fieldName, resolve] of Object.entries(fields)) {
        if (merged[typeName][fieldName])
          throw new Error(`${typeName}.${fieldName} has two resolvers`);
        merged[typeName][fieldName] = resolve;
      }
    }
  }
  return merged;
}

export const resolvers = mergeResolvers([
  shopResolvers,
  productResolvers,
  collectionResolvers,
  searchResolvers,
  redirectResolvers,
  cartResolvers,
  cartMutationResolvers,
  nodeResolvers,
]);

const SCALAR_DEFAULTS = {
  String: '',
  Boolean: false,
  Int: 0,
  Float: 0,
  Decimal: '0.0',
  DateTime: '2025-01-01T00:00:00Z',
  URL: '',
  HTML: '',
  JSON: {},
  Color: '#000000',
  UnsignedInt64: '0',
  ISO8601DateTime: '2025-01-01T00:00:00Z',
};

const ENUM_DEFAULTS = {
  CurrencyCode: CURRENCY,
  CountryCode: 'US',
  LanguageCode: 'EN',
  WeightUnit: 'GRAMS',
  UnitSystem: 'IMPERIAL_SYSTEM',
  CountPrecision: 'EXACT',
};

function defaultFor(type, info) {
  if (!isNonNullType(type)) return null;
  const inner = type.ofType;
  if (isListType(inner)) return [];
  if (isScalarType(inner)) {
    if (inner.name === 'ID') return `gid://shopify/${info.parentType.name}/0`;
    return SCALAR_DEFAULTS[inner.name] ?? '';
  }
  if (isEnumType(inner)) return ENUM_DEFAULTS[inner.name] ?? inner.getValues()[0]?.value ?? null;
  if (isObjectType(inner)) {
    // money objects default to zero dollars; other objects fill their own fields
    return inner.name === 'MoneyV2' ? money(0) : {};
  }
  return null;
}

/**
 * graphql-js field resolver: explicit resolver → property on the source → default for non-null fields.
 * @type {import('graphql').GraphQLFieldResolver<any, Ctx>}
 */
export function fieldResolver(source, args, ctx, info) {
  const typeName = info.parentType.name;
  const explicit = resolvers[typeName]?.[info.fieldName];
  if (explicit) return explicit(source, args, ctx, info);
  if (typeName === 'Mutation') {
    throw new GraphQLError(
      `The local Storefront API stand-in does not implement the ${info.fieldName} mutation.`,
      {
        extensions: {code: 'NOT_IMPLEMENTED'},
      },
    );
  }
  if (info.fieldName === 'metafields') return (args.identifiers ?? []).map(() => null);
  if (info.fieldName === 'metafield') return null;
  const value = source?.[info.fieldName];
  if (value !== undefined)
    return typeof value === 'function' ? value.call(source, args, ctx, info) : value;
  return defaultFor(info.returnType, info);
}

/** For the abstract-type resolution of objects lacking __typename (should not happen, but be safe). */
export function typeResolver(value, _ctx, info, abstractType) {
  if (value?.__typename) return value.__typename;
  const named = getNamedType(abstractType);
  return info.schema.getPossibleTypes(named)[0]?.name;
}

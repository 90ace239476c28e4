// Collections: the collection queries and the Collection type.

import {collectionByHandle, collectionById, collections, productById} from '../catalogue.mjs';
import {byId, paginate} from './connections.mjs';
import {truncate} from './products.mjs';
import {sortProducts} from './productLists.mjs';
import {applyCollectionFilters, collectionFilters} from './productFilters.mjs';
import {textMatch, tokenize} from './searchSyntax.mjs';

export const collectionResolvers = {
  QueryRoot: {
    collections: (_s, args) => {
      let list = collections.slice();
      if (args.query) {
        const words = tokenize(args.query);
        list = list.filter((c) =>
          words.every((t) => {
            if (t.op) return true;
            const hay = (
              t.field === 'title' ? c.title : `${c.title} ${c.handle} ${c.description}`
            ).toLowerCase();
            const ok = textMatch(hay, t.value);
            return t.negate ? !ok : ok;
          }),
        );
      }
      if (args.sortKey === 'TITLE') list.sort((a, b) => a.title.localeCompare(b.title));
      if (args.sortKey === 'UPDATED_AT')
        list.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
      return paginate(list, args, byId);
    },
    collection: (_s, {id, handle}) =>
      (id != null
        ? collectionById.get(id)
        : handle != null
          ? collectionByHandle.get(handle)
          : null) ?? null,
    collectionByHandle: (_s, {handle}) => collectionByHandle.get(handle) ?? null,
  },

  Collection: {
    description: (c, {truncateAt}) => truncate(c.description, truncateAt),
    products: (c, args) => {
      const all = c.productIds.map((id) => productById.get(id));
      let list = applyCollectionFilters(all, args.filters);
      const key = args.sortKey ?? 'COLLECTION_DEFAULT';
      if (!['COLLECTION_DEFAULT', 'MANUAL', 'RELEVANCE'].includes(key))
        list = sortProducts(list, key);
      return {...paginate(list, args, byId), filters: collectionFilters(all, args.filters)};
    },
    onlineStoreUrl: () => null,
    trackingParameters: () => null,
  },
};

// Storefront search and predictive search.

import {collections} from '../catalogue.mjs';
import {byId, paginate} from './connections.mjs';
import {applyProductFilters, searchProducts} from './productLists.mjs';

export const searchResolvers = {
  QueryRoot: {
    search: (_s, args) => {
      const wantsProducts = !args.types || args.types.includes('PRODUCT');
      let list = wantsProducts ? searchProducts(args.query, args) : [];
      list = applyProductFilters(list, args.productFilters);
      if (args.sortKey === 'PRICE' && args.reverse) list = list.slice().reverse();
      const page = paginate(list, {...args, reverse: false}, byId);
      return {...page, totalCount: list.length, productFilters: []};
    },
    predictiveSearch: (_s, args) => {
      const limit = Math.max(1, Math.min(args.limit ?? 10, 10));
      const types = args.types ?? ['PRODUCT', 'COLLECTION', 'QUERY', 'PAGE', 'ARTICLE'];
      const q = String(args.query ?? '')
        .trim()
        .toLowerCase();
      const found = q
        ? searchProducts(q, {unavailableProducts: args.unavailableProducts ?? 'LAST'})
        : [];
      const matchedCollections = q
        ? collections.filter((c) => `${c.title} ${c.handle}`.toLowerCase().includes(q))
        : [];
      const escapeMark = (s) =>
        s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      const queries = q
        ? [...new Set(found.map((p) => p.title.toLowerCase()))].slice(0, 3).map((text) => {
            const at = text.indexOf(q);
            const styledText =
              at >= 0
                ? `${escapeMark(text.slice(0, at))}<mark>${escapeMark(text.slice(at, at + q.length))}</mark>${escapeMark(text.slice(at + q.length))}`
                : escapeMark(text);
            return {text, styledText, trackingParameters: null};
          })
        : [];
      return {
        products: types.includes('PRODUCT') ? found.slice(0, limit) : [],
        collections: types.includes('COLLECTION') ? matchedCollections.slice(0, limit) : [],
        queries: types.includes('QUERY') ? queries : [],
        pages: [],
        articles: [],
      };
    },
  },
};

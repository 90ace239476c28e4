// Storefront search and predictive search, with Shopify's semantics: every word must match (the last one as
// a prefix unless `prefix: NONE`), relevance ranks a title match above a product type or tag match above a
// description match, unavailable products last by default, `totalCount` counts every match, and cursors
// page through the ranked list. The catalogue has no pages or articles, so those types find nothing.
// `productFilters` are Search & Discovery's filters, as on a collection: the connection's own
// `productFilters` list them for every product the query found (whatever the active filters), each value
// counted under the other active filters, and the inputs ORed within a filter and ANDed across.

import {GraphQLError} from 'graphql';
import {collections} from '../catalogue.mjs';
import {byId, paginate} from './connections.mjs';
import {searchProducts} from './productLists.mjs';
import {applyCollectionFilters, collectionFilters} from './productFilters.mjs';

const PREDICTIVE_TYPES = ['PRODUCT', 'COLLECTION', 'QUERY', 'PAGE', 'ARTICLE'];
const PREDICTIVE_MAX = 10;

const isAvailable = (p) => p.variants.some((v) => v.availableForSale);

/** Unavailable products after the available ones (LAST), left out (HIDE) or in rank order (SHOW). */
function placeUnavailable(list, unavailableProducts = 'LAST') {
  if (unavailableProducts === 'HIDE') return list.filter(isAvailable);
  if (unavailableProducts === 'SHOW') return list;
  return [...list.filter(isAvailable), ...list.filter((p) => !isAvailable(p))];
}

/** Every product the query finds, before `productFilters` and `unavailableProducts: HIDE`. */
function matchedProducts(args) {
  const wantsProducts = !args.types || args.types.includes('PRODUCT');
  if (!wantsProducts) return [];
  return searchProducts(args.query, {
    sortKey: args.sortKey ?? 'RELEVANCE',
    unavailableProducts: 'SHOW',
    prefix: args.prefix ?? 'LAST',
  });
}

/** The products `search` finds, in the order it returns them (before pagination). */
export function searchResults(args, matched = matchedProducts(args)) {
  let list = applyCollectionFilters(matched, args.productFilters);
  if (args.reverse) list = list.slice().reverse();
  return placeUnavailable(list, args.unavailableProducts ?? 'LAST');
}

function escapeMark(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A query suggestion with the typed text marked as Shopify marks it (`<mark>`, everything else escaped). */
function suggestion(text, typed) {
  const at = text.indexOf(typed);
  const styledText =
    at >= 0
      ? `${escapeMark(text.slice(0, at))}<mark>${escapeMark(text.slice(at, at + typed.length))}</mark>${escapeMark(text.slice(at + typed.length))}`
      : escapeMark(text);
  return {text, styledText, trackingParameters: null};
}

/** Suggested searches: words and two-word phrases from the found titles that start with what was typed. */
function querySuggestions(found, typed) {
  const out = new Set();
  for (const p of found) {
    const words = p.title
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
      .split(/\s+/)
      .filter(Boolean);
    for (let i = 0; i < words.length; i++) {
      const phrase = [words[i], words[i + 1]].filter(Boolean).join(' ');
      if (phrase.startsWith(typed)) out.add(phrase);
      else if (words[i].startsWith(typed)) out.add(words[i]);
    }
  }
  return [...out]
    .sort((a, b) => a.length - b.length || a.localeCompare(b))
    .map((t) => suggestion(t, typed));
}

export const searchResolvers = {
  QueryRoot: {
    search: (_s, args) => {
      const matched = matchedProducts(args);
      const list = searchResults(args, matched);
      const page = paginate(list, {...args, reverse: false}, byId);
      // Shopify lists no filters for results of more than a thousand products.
      const productFilters =
        matched.length > 1000 ? [] : collectionFilters(matched, args.productFilters);
      return {...page, totalCount: list.length, productFilters};
    },
    predictiveSearch: (_s, args) => {
      if (args.limit != null && (args.limit < 1 || args.limit > PREDICTIVE_MAX)) {
        throw new GraphQLError(`limit must be between 1 and ${PREDICTIVE_MAX}`, {
          extensions: {code: 'BAD_REQUEST'},
        });
      }
      const limit = args.limit ?? PREDICTIVE_MAX;
      const types = args.types ?? PREDICTIVE_TYPES;
      const typed = String(args.query ?? '')
        .trim()
        .toLowerCase()
        .replace(/\s+/g, ' ');
      const found = typed
        ? placeUnavailable(
            searchProducts(typed, {unavailableProducts: 'SHOW'}),
            args.unavailableProducts ?? 'LAST',
          )
        : [];
      const words = typed.split(' ').filter(Boolean);
      const matchedCollections = typed
        ? collections.filter((c) => {
            const text = `${c.title} ${c.handle}`.toLowerCase();
            return words.every((w) => text.includes(w));
          })
        : [];
      const lists = {
        queries: types.includes('QUERY') && typed ? querySuggestions(found, typed) : [],
        products: types.includes('PRODUCT') ? found : [],
        collections: types.includes('COLLECTION') ? matchedCollections : [],
      };
      // EACH caps every type at `limit`; ALL (the default) caps them together, taking one of each in turn.
      if (args.limitScope === 'EACH') {
        for (const key of Object.keys(lists)) lists[key] = lists[key].slice(0, limit);
      } else {
        const taken = {queries: 0, products: 0, collections: 0};
        for (let total = 0, progressed = true; total < limit && progressed;) {
          progressed = false;
          for (const key of Object.keys(lists)) {
            if (total < limit && taken[key] < lists[key].length) {
              taken[key] += 1;
              total += 1;
              progressed = true;
            }
          }
        }
        for (const key of Object.keys(lists)) lists[key] = lists[key].slice(0, taken[key]);
      }
      return {...lists, pages: [], articles: []};
    },
  },
};

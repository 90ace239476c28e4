// Product lists: which products a `query` or the filters match, their sort orders, and storefront search.

import {products} from '../catalogue.mjs';
import {filterByQuery, compareTerm, textMatch} from './searchSyntax.mjs';

function productText(p) {
  return `${p.title}\n${p.description}\n${p.productType}\n${p.tags.join(' ')}\n${p.vendor}`.toLowerCase();
}

function termMatches(p, term) {
  const v = term.value;
  let ok;
  switch (term.field) {
    case null:
      ok = textMatch(productText(p), v);
      break;
    case 'title':
      ok = textMatch(p.title.toLowerCase(), v);
      break;
    case 'handle':
      ok = p.handle === v.toLowerCase();
      break;
    case 'tag':
      ok = p.tags.some((t) => t.toLowerCase() === v.toLowerCase());
      break;
    case 'tag_not':
      ok = !p.tags.some((t) => t.toLowerCase() === v.toLowerCase());
      break;
    case 'product_type':
      ok = v.split(',').some((t) => p.productType.toLowerCase() === t.trim().toLowerCase());
      break;
    case 'vendor':
      ok = p.vendor.toLowerCase() === v.toLowerCase();
      break;
    case 'available_for_sale':
      ok = p.variants.some((x) => x.availableForSale) === (v.toLowerCase() === 'true');
      break;
    case 'created_at':
      ok = compareTerm(p.createdAt, v);
      break;
    case 'updated_at':
      ok = compareTerm(p.updatedAt, v);
      break;
    case 'variants.price':
    case 'price':
      ok = p.variants.some((x) => compareTerm(x.priceCents / 100, v));
      break;
    case 'id':
      ok = p.id === v || String(p.n) === v;
      break;
    default:
      ok = textMatch(productText(p), v);
  }
  return term.negate ? !ok : ok;
}

/** Products matching a Shopify-style `query` (groups split by OR, terms within a group ANDed). */
export function filterProducts(list, query) {
  return filterByQuery(list, query, termMatches);
}

function relevance(p, query) {
  const words = String(query ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && !w.includes(':'));
  let score = 0;
  for (const w of words) {
    if (p.title.toLowerCase().includes(w)) score += 4;
    if (p.productType.toLowerCase().includes(w) || p.tags.some((t) => t.toLowerCase().includes(w)))
      score += 2;
    if (p.description.toLowerCase().includes(w)) score += 1;
  }
  return score;
}

export function sortProducts(list, sortKey, query) {
  const out = list.slice();
  const cmp = {
    ID: (a, b) => a.n - b.n,
    TITLE: (a, b) => a.title.localeCompare(b.title, 'en') || a.n - b.n,
    PRICE: (a, b) => a.minPriceCents - b.minPriceCents || a.n - b.n,
    CREATED_AT: (a, b) => a.createdAt.localeCompare(b.createdAt) || a.n - b.n,
    CREATED: (a, b) => a.createdAt.localeCompare(b.createdAt) || a.n - b.n,
    UPDATED_AT: (a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.n - b.n,
    BEST_SELLING: (a, b) => a.bestSellingRank - b.bestSellingRank,
    PRODUCT_TYPE: (a, b) => a.productType.localeCompare(b.productType) || a.n - b.n,
    VENDOR: (a, b) => a.vendor.localeCompare(b.vendor) || a.n - b.n,
    RELEVANCE: (a, b) => relevance(b, query) - relevance(a, query) || a.n - b.n,
  }[sortKey];
  if (cmp) out.sort(cmp);
  return out;
}

export function applyProductFilters(list, filters) {
  if (!Array.isArray(filters) || !filters.length) return list;
  return list.filter((p) =>
    filters.every((f) => {
      if (f.available != null && p.variants.some((v) => v.availableForSale) !== f.available)
        return false;
      if (f.productType != null && p.productType.toLowerCase() !== f.productType.toLowerCase())
        return false;
      if (f.productVendor != null && p.vendor.toLowerCase() !== f.productVendor.toLowerCase())
        return false;
      if (f.tag != null && !p.tags.some((t) => t.toLowerCase() === f.tag.toLowerCase()))
        return false;
      if (f.price) {
        const {min, max} = f.price;
        if (
          !p.variants.some(
            (v) =>
              (min == null || v.priceCents >= min * 100) &&
              (max == null || v.priceCents <= max * 100),
          )
        )
          return false;
      }
      if (f.variantOption) {
        const {name, value} = f.variantOption;
        const match = p.variants.some((v) =>
          v.selectedOptions.some(
            (o) =>
              o.name.toLowerCase() === name.toLowerCase() &&
              o.value.toLowerCase() === value.toLowerCase(),
          ),
        );
        if (!match) return false;
      }
      return true;
    }),
  );
}

/**
 * Search the catalogue the way storefront search does: every word must match somewhere in the title,
 * description, type, tags or vendor as a whole word (or its plural), the last word as the start of one
 * (`prefix: LAST`, the default; `prefix: NONE` makes it whole too), and any word ending in `*` as a prefix.
 */
export function searchProducts(
  query,
  {unavailableProducts = 'LAST', sortKey = 'RELEVANCE', prefix = 'LAST'} = {},
) {
  const words = String(query ?? '')
    .trim()
    .toLowerCase()
    .split(/[^\p{L}\p{N}*]+/u)
    .filter((w) => w && w !== '*');
  const last = words.length - 1;
  let list = words.length
    ? products.filter((p) => {
        const terms = productText(p).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
        return words.every((raw, i) => {
          const w = raw.replace(/\*$/, '');
          const asPrefix = raw.endsWith('*') || (i === last && prefix !== 'NONE');
          return terms.some((t) => (asPrefix ? t.startsWith(w) : t === w || t === `${w}s` || `${t}s` === w));
        });
      })
    : [];
  list = sortKey === 'PRICE' ? sortProducts(list, 'PRICE') : sortProducts(list, 'RELEVANCE', query);
  const available = (p) => p.variants.some((v) => v.availableForSale);
  if (unavailableProducts === 'HIDE') list = list.filter(available);
  if (unavailableProducts === 'LAST')
    list = [...list.filter(available), ...list.filter((p) => !available(p))];
  return list;
}

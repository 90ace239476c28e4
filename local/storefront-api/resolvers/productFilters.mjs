// Storefront filtering (Search & Discovery) for a collection's products: which products a list of
// `ProductFilter` inputs keeps, and the `filters` Shopify answers beside them, with counts.
//
// Shopify's semantics, as its storefront filtering documents them:
// - inputs of the same filter (two product types, two values of one option) are ORed; different filters
//   are ANDed;
// - a value's count is the number of products that would match if it were added to the active filters
//   of *other* filters (the filter's own active values do not narrow its counts, so a shopper sees how
//   many products each alternative adds);
// - the values listed are those of the products in the collection, whatever the active filters, so a
//   value another filter emptied is listed with count 0;
// - the price filter is one PRICE_RANGE value whose input spans the collection's prices (min 0, as
//   Shopify answers) and whose count is 0.
// Filters are judged per product: a product matches a variant-level filter when any of its variants does.

import {GraphQLError} from 'graphql';

/**
 * The filters this store's owner enabled in Search & Discovery, in display order. Shopify enables
 * availability and price by default; product type and the Purchase Type option are the owner's additions.
 * The Quantity option is not enabled (every product has the same three).
 */
const ENABLED_OPTION_FILTERS = ['Purchase Type'];

const MAX_FILTER_INPUTS = 250;

/** Shopify's handle of a label: lower case, runs of anything but letters and digits become one dash. */
export function handleize(text) {
  return String(text)
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

const isAvailable = (p) => p.variants.some((v) => v.availableForSale);

/** The filter an input belongs to; inputs of one filter are ORed. */
function groupOf(input) {
  if (input.variantOption) return `variantOption:${String(input.variantOption.name).toLowerCase()}`;
  const [key] = Object.keys(input);
  return key ?? 'none';
}

function matchesInput(p, input) {
  if (input.available != null && isAvailable(p) !== input.available) return false;
  if (input.productType != null && p.productType.toLowerCase() !== input.productType.toLowerCase())
    return false;
  if (input.productVendor != null && p.vendor.toLowerCase() !== input.productVendor.toLowerCase())
    return false;
  if (input.tag != null && !p.tags.some((t) => t.toLowerCase() === input.tag.toLowerCase()))
    return false;
  if (input.price) {
    const {min, max} = input.price;
    const inRange = (v) =>
      (min == null || v.priceCents >= Math.round(min * 100)) &&
      (max == null || v.priceCents <= Math.round(max * 100));
    if (!p.variants.some(inRange)) return false;
  }
  if (input.variantOption) {
    const name = String(input.variantOption.name).toLowerCase();
    const value = String(input.variantOption.value).toLowerCase();
    const has = p.variants.some((v) =>
      v.selectedOptions.some(
        (o) => o.name.toLowerCase() === name && o.value.toLowerCase() === value,
      ),
    );
    if (!has) return false;
  }
  return true;
}

/** Shopify refuses a price range it cannot use; the stand-in does too. */
function checkInputs(filters) {
  if (filters.length > MAX_FILTER_INPUTS) {
    throw new GraphQLError(`Too many filters: at most ${MAX_FILTER_INPUTS} are allowed.`, {
      extensions: {code: 'BAD_REQUEST'},
    });
  }
  for (const input of filters) {
    const {price} = input;
    if (!price) continue;
    for (const bound of [price.min, price.max]) {
      if (bound != null && (!Number.isFinite(bound) || bound < 0)) {
        throw new GraphQLError('Price filter values must be non-negative numbers.', {
          extensions: {code: 'BAD_REQUEST'},
        });
      }
    }
  }
}

/** Groups of active inputs: every group must hold (any input within it). */
function groupInputs(filters) {
  const groups = new Map();
  for (const input of filters) {
    const key = groupOf(input);
    groups.set(key, [...(groups.get(key) ?? []), input]);
  }
  return groups;
}

function matchesGroups(p, groups, except = null) {
  for (const [key, inputs] of groups) {
    if (key === except) continue;
    if (!inputs.some((input) => matchesInput(p, input))) return false;
  }
  return true;
}

/** The products of `list` that the `filters` keep (Shopify's OR within a filter, AND across). */
export function applyCollectionFilters(list, filters) {
  if (!Array.isArray(filters) || filters.length === 0) return list;
  checkInputs(filters);
  const groups = groupInputs(filters);
  return list.filter((p) => matchesGroups(p, groups));
}

function listFilter(id, label, entries, groups, all) {
  const group = entries[0] ? groupOf(entries[0].input) : null;
  // The products that every *other* active filter keeps: this filter's counts are taken among them.
  const base = all.filter((p) => matchesGroups(p, groups, group));
  return {
    id,
    label,
    type: 'LIST',
    presentation: 'TEXT',
    values: entries.map(({value, label: valueLabel, input}) => ({
      id: `${id}.${value}`,
      label: valueLabel,
      count: base.filter((p) => matchesInput(p, input)).length,
      input: JSON.stringify(input),
      swatch: null,
      image: null,
    })),
  };
}

/**
 * The `filters` of a collection's product connection: availability, price, product type and the enabled
 * options, for the collection's products `all` under the active `filters`. A filter with no values in
 * this collection is left out, as Shopify does.
 */
export function collectionFilters(all, filters) {
  const active = Array.isArray(filters) ? filters : [];
  const groups = groupInputs(active);
  const out = [];

  const availability = [
    {value: '1', label: 'In stock', input: {available: true}},
    {value: '0', label: 'Out of stock', input: {available: false}},
  ];
  if (all.length)
    out.push(listFilter('filter.v.availability', 'Availability', availability, groups, all));

  if (all.length) {
    const max = Math.max(...all.map((p) => p.maxPriceCents)) / 100;
    out.push({
      id: 'filter.v.price',
      label: 'Price',
      type: 'PRICE_RANGE',
      presentation: null,
      values: [
        {
          id: 'filter.v.price',
          label: 'Price',
          count: 0,
          input: JSON.stringify({price: {min: 0, max}}),
          swatch: null,
          image: null,
        },
      ],
    });
  }

  const types = [...new Set(all.map((p) => p.productType).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b, 'en'),
  );
  if (types.length) {
    const entries = types.map((type) => ({value: type, label: type, input: {productType: type}}));
    out.push(listFilter('filter.p.product_type', 'Product type', entries, groups, all));
  }

  for (const name of ENABLED_OPTION_FILTERS) {
    const values = [];
    for (const p of all) {
      for (const option of p.options) {
        if (option.name !== name) continue;
        for (const value of option.values) if (!values.includes(value)) values.push(value);
      }
    }
    if (!values.length) continue;
    const id = `filter.v.option.${handleize(name)}`;
    const entries = values.map((value) => ({
      value: handleize(value),
      label: value,
      input: {variantOption: {name: name.toLowerCase(), value}},
    }));
    out.push(listFilter(id, name, entries, groups, all));
  }
  return out;
}

/**
 * Filters and sort of a listing page in Shopify's own storefront URL parameters (what Search & Discovery,
 * marketing links and Online Store themes write), so their links work here unchanged:
 *
 *   filter.v.availability=1|0            filter.v.price.gte=10  filter.v.price.lte=25.50
 *   filter.p.product_type=Bar Soap       filter.v.option.purchase-type=Standard
 *   sort_by=manual | best-selling | title-ascending | price-ascending | price-descending | created-descending
 *
 * A parameter repeated is several values of one filter (ORed by Shopify); different filters are ANDed.
 * Anything else, and any value this module cannot use (an unknown sort, a negative or wordy price, an
 * over-long value, more than LIMITS allow), is ignored rather than refused: a listing always renders, and
 * what was ignored shows no chip. Values are matched against the filters Shopify lists for the collection
 * (`collection.products.filters`), which also give the exact `ProductFilter` input to send.
 */
import type {
  ProductCollectionSortKeys,
  ProductFilter,
} from '@shopify/hydrogen/storefront-api-types';
import {formatPrice} from '~/lib/money';
import {PRODUCT_TYPE_GROUPS} from './productTypeGroups';

export const SORT_OPTIONS = [
  {value: 'manual', label: 'Featured', sortKey: 'MANUAL', reverse: false},
  {value: 'best-selling', label: 'Best selling', sortKey: 'BEST_SELLING', reverse: false},
  {value: 'title-ascending', label: 'Alphabetically, A-Z', sortKey: 'TITLE', reverse: false},
  {value: 'price-ascending', label: 'Price, low to high', sortKey: 'PRICE', reverse: false},
  {value: 'price-descending', label: 'Price, high to low', sortKey: 'PRICE', reverse: true},
  {value: 'created-descending', label: 'Date, new to old', sortKey: 'CREATED', reverse: true},
] as const satisfies ReadonlyArray<{
  value: string;
  label: string;
  sortKey: ProductCollectionSortKeys;
  reverse: boolean;
}>;

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

/** How much of a query string is read: more values, longer values or more options are ignored. */
export const LIMITS = {values: 30, valueLength: 100, options: 5, optionNameLength: 40} as const;

export const PARAM = {
  sort: 'sort_by',
  availability: 'filter.v.availability',
  priceMin: 'filter.v.price.gte',
  priceMax: 'filter.v.price.lte',
  productType: 'filter.p.product_type',
  optionPrefix: 'filter.v.option.',
} as const;

const PRICE_FILTER_ID = 'filter.v.price';
const PRICE_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;
const OPTION_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} _&'-]*$/u;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export interface ListFilterParam {
  /** The parameter's name, lower case: `filter.v.availability`, `filter.v.option.purchase-type`. */
  param: string;
  values: string[];
}

export interface ListingQuery {
  sort: SortValue | null;
  price: {min: number | null; max: number | null};
  lists: ListFilterParam[];
}

export const EMPTY_QUERY: ListingQuery = {sort: null, price: {min: null, max: null}, lists: []};

function isSortValue(value: string): value is SortValue {
  return SORT_OPTIONS.some((option) => option.value === value);
}

function readPrice(value: string): number | null {
  const trimmed = value.trim();
  return PRICE_PATTERN.test(trimmed) ? Number(trimmed) : null;
}

function readText(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > LIMITS.valueLength || CONTROL_CHARACTERS.test(trimmed))
    return null;
  return trimmed;
}

/** The list filter a parameter name stands for, lower case; null for anything else. */
function listParam(name: string): string | null {
  const lower = name.toLowerCase();
  if (lower === PARAM.availability || lower === PARAM.productType) return lower;
  if (!lower.startsWith(PARAM.optionPrefix)) return null;
  const option = lower.slice(PARAM.optionPrefix.length);
  if (option.length > LIMITS.optionNameLength || !OPTION_NAME_PATTERN.test(option)) return null;
  return lower;
}

/** Reads the listing's filters and sort from a query string; never throws. */
export function parseListingQuery(search: URLSearchParams): ListingQuery {
  let sort: SortValue | null = null;
  let min: number | null = null;
  let max: number | null = null;
  const lists = new Map<string, string[]>();
  let values = 0;

  for (const [rawName, rawValue] of search) {
    const name = rawName.toLowerCase();
    if (name === PARAM.sort) {
      const value = rawValue.trim().toLowerCase();
      if (sort === null && isSortValue(value)) sort = value;
      continue;
    }
    if (name === PARAM.priceMin) {
      min ??= readPrice(rawValue);
      continue;
    }
    if (name === PARAM.priceMax) {
      max ??= readPrice(rawValue);
      continue;
    }
    const param = listParam(name);
    if (!param) continue;
    const value = readText(rawValue);
    if (value === null || values >= LIMITS.values) continue;
    if (param === PARAM.availability && value !== '1' && value !== '0') continue;
    const existing = lists.get(param);
    if (!existing) {
      const options = [...lists.keys()].filter((key) => key.startsWith(PARAM.optionPrefix)).length;
      if (param.startsWith(PARAM.optionPrefix) && options >= LIMITS.options) continue;
      lists.set(param, [value]);
      values += 1;
    } else if (!existing.some((known) => known.toLowerCase() === value.toLowerCase())) {
      existing.push(value);
      values += 1;
    }
  }
  // A range given upside down means the same range.
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    sort,
    price: {min, max},
    lists: [...lists].map(([param, list]) => ({param, values: list})),
  };
}

function isListingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === PARAM.sort || lower.startsWith('filter.');
}

/**
 * The query string a GET form without JavaScript should have sent: its empty fields (the price boxes
 * left blank) and a `sort_by` naming the page's own order dropped, every other parameter kept in order.
 * Null when there is nothing to drop; the loaders redirect to it, so the URL is the one a link would have.
 */
export function tidyListingSearch(search: URLSearchParams, defaultSort: SortValue): string | null {
  const kept = [...search].filter(
    ([name, value]) =>
      !isListingParam(name) ||
      (value.trim() !== '' &&
        !(name.toLowerCase() === PARAM.sort && value.trim().toLowerCase() === defaultSort)),
  );
  if (kept.length === [...search].length) return null;
  return new URLSearchParams(kept).toString();
}

export function hasFilters(query: ListingQuery): boolean {
  return query.lists.length > 0 || query.price.min !== null || query.price.max !== null;
}

/** Whether the page differs from the plain listing: filtered or sorted. */
export function isRefined(query: ListingQuery): boolean {
  return hasFilters(query) || query.sort !== null;
}

function listOrder(param: string): string {
  if (param === PARAM.availability) return `0${param}`;
  if (param === PARAM.productType) return `1${param}`;
  return `2${param}`;
}

/** The query string of a listing query in one canonical order, without the leading `?`. */
export function listingSearch(query: ListingQuery): string {
  const search = new URLSearchParams();
  const lists = [...query.lists].sort((a, b) =>
    listOrder(a.param).localeCompare(listOrder(b.param)),
  );
  for (const list of lists.filter((entry) => entry.param === PARAM.availability)) {
    for (const value of [...list.values].sort()) search.append(list.param, value);
  }
  if (query.price.min !== null) search.set(PARAM.priceMin, String(query.price.min));
  if (query.price.max !== null) search.set(PARAM.priceMax, String(query.price.max));
  for (const list of lists.filter((entry) => entry.param !== PARAM.availability)) {
    for (const value of [...list.values].sort()) search.append(list.param, value);
  }
  if (query.sort) search.set(PARAM.sort, query.sort);
  return search.toString();
}

/** The collection connection's sort; no sort is the collection's own order, as its owner set it. */
export function sortVariables(sort: SortValue | null): {
  sortKey: ProductCollectionSortKeys;
  reverse: boolean;
} {
  const option = SORT_OPTIONS.find((entry) => entry.value === sort);
  return option
    ? {sortKey: option.sortKey, reverse: option.reverse}
    : {sortKey: 'COLLECTION_DEFAULT', reverse: false};
}

/** A filter as `collection.products.filters` lists it (the fields the listing reads). */
export interface ShopifyFilter {
  id: string;
  label: string;
  type: string;
  values: ReadonlyArray<{
    id: string;
    label: string;
    count: number;
    input: unknown;
    /** A product type shown through its group (productTypeGroups): the group's label. */
    member?: string;
    /** A group of product types (productTypeGroups). */
    group?: true;
  }>;
  /** Its values are already grouped (groupedProductTypes). */
  grouped?: true;
}

function parseInput(input: unknown): Record<string, unknown> | null {
  if (typeof input !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(input);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A value's `ProductFilter` inputs: Shopify's one, or a group's (a JSON array of its types' inputs). */
function inputsOf(input: unknown): Record<string, unknown>[] {
  if (typeof input !== 'string' || !input.startsWith('[')) {
    const one = parseInput(input);
    return one ? [one] : [];
  }
  try {
    const parsed: unknown = JSON.parse(input);
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is Record<string, unknown> =>
          Boolean(entry && typeof entry === 'object' && !Array.isArray(entry)),
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * Shopify's product type filter with its values grouped for shoppers (productTypeGroups.ts): first one
 * value per group present in the listing (its count the sum of its types', as each product has one type;
 * its input all of theirs), then the types no group names, then the grouped types themselves, marked as
 * members: the panel shows them only when an older URL chose one, and they still resolve such a URL.
 */
export function groupedProductTypes(definition: ShopifyFilter): ShopifyFilter {
  if (definition.grouped || definition.id.toLowerCase() !== PARAM.productType) return definition;
  const typeOf = (value: ShopifyFilter['values'][number]) => {
    const type = parseInput(value.input)?.productType;
    return typeof type === 'string' ? type.toLowerCase() : null;
  };
  const groups: ShopifyFilter['values'][number][] = [];
  const members: ShopifyFilter['values'][number][] = [];
  const claimed = new Set<ShopifyFilter['values'][number]>();
  for (const group of PRODUCT_TYPE_GROUPS) {
    const types = new Set(group.types.map((type) => type.toLowerCase()));
    const present = definition.values.filter((value) => types.has(typeOf(value) ?? ''));
    if (present.length === 0) continue;
    groups.push({
      id: `${definition.id}.${group.label}`,
      label: group.label,
      count: present.reduce((sum, value) => sum + value.count, 0),
      input: JSON.stringify(present.flatMap((value) => inputsOf(value.input))),
      group: true,
    });
    for (const value of present) {
      claimed.add(value);
      members.push({...value, member: group.label});
    }
  }
  const loose = definition.values.filter((value) => !claimed.has(value));
  return {...definition, values: [...groups, ...loose, ...members], grouped: true};
}

/** The value a filter value takes in the URL: `1`/`0` for availability, the option value or the label. */
export function urlValueOf(value: {label: string; input: unknown}): string {
  const input = parseInput(value.input);
  if (typeof input?.available === 'boolean') return input.available ? '1' : '0';
  if (typeof input?.productType === 'string') return input.productType;
  const option = input?.variantOption;
  if (option && typeof option === 'object' && 'value' in option && typeof option.value === 'string')
    return option.value;
  return value.label;
}

export interface AppliedFilter {
  /** The parameter and value that remove it, or `price` for the range. */
  param: string;
  value: string;
  label: string;
}

/**
 * The `ProductFilter` inputs for the query (taken from Shopify's own `input` of each matching value) and
 * the filters that apply, for the chips. A value Shopify does not list for this collection is ignored.
 */
export function resolveFilters(query: ListingQuery, definitions: readonly ShopifyFilter[]) {
  const filters: ProductFilter[] = [];
  const sent = new Set<string>();
  const applied: AppliedFilter[] = [];
  for (const list of query.lists) {
    const found = definitions.find((entry) => entry.id.toLowerCase() === list.param);
    if (!found || found.type === 'PRICE_RANGE') continue;
    const definition = groupedProductTypes(found);
    for (const value of list.values) {
      // A group's name comes first: it wins over a product type spelled the same.
      const match = definition.values.find(
        (entry) => urlValueOf(entry).toLowerCase() === value.toLowerCase(),
      );
      const inputs = match ? inputsOf(match.input) : [];
      if (!match || inputs.length === 0) continue;
      for (const input of inputs) {
        // A group and one of its own types chosen together send that type once.
        const key = JSON.stringify(input);
        if (!sent.has(key)) filters.push(input);
        sent.add(key);
      }
      applied.push({
        param: list.param,
        value,
        label:
          list.param === PARAM.availability ? match.label : `${definition.label}: ${match.label}`,
      });
    }
  }
  const {min, max} = query.price;
  if ((min !== null || max !== null) && definitions.some((entry) => entry.id === PRICE_FILTER_ID)) {
    filters.push({price: {...(min !== null ? {min} : {}), ...(max !== null ? {max} : {})}});
    applied.push({param: 'price', value: '', label: priceLabel(min, max)});
  }
  return {filters, applied};
}

function priceLabel(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `Price: ${formatPrice(min)} – ${formatPrice(max)}`;
  if (min !== null) return `Price: from ${formatPrice(min)}`;
  return `Price: up to ${formatPrice(max ?? 0)}`;
}

/** The listing query without one applied filter (a chip's link). */
export function withoutFilter(
  query: ListingQuery,
  filter: Pick<AppliedFilter, 'param' | 'value'>,
): ListingQuery {
  if (filter.param === 'price') return {...query, price: {min: null, max: null}};
  return {
    ...query,
    lists: query.lists
      .map((list) =>
        list.param === filter.param
          ? {
              ...list,
              values: list.values.filter(
                (value) => value.toLowerCase() !== filter.value.toLowerCase(),
              ),
            }
          : list,
      )
      .filter((list) => list.values.length > 0),
  };
}

/** The listing query with every filter removed and the sort kept ("Clear all"). */
export function withoutFilters(query: ListingQuery): ListingQuery {
  return {...EMPTY_QUERY, sort: query.sort};
}

export interface PanelListFilter {
  kind: 'list';
  param: string;
  label: string;
  values: {value: string; label: string; count: number; checked: boolean}[];
}

export interface PanelPriceFilter {
  kind: 'price';
  label: string;
  /** The highest price in the listing, from Shopify's price range input. */
  max: number;
  current: {min: number | null; max: number | null};
}

export type PanelFilter = PanelListFilter | PanelPriceFilter;

/**
 * How many products the listing shows, read from Shopify's availability counts (every product is in stock
 * or not, so its values partition the listing); null without that filter.
 */
export function listingTotal(
  definitions: readonly ShopifyFilter[],
  query: ListingQuery,
): number | null {
  const availability = definitions.find((entry) => entry.id.toLowerCase() === PARAM.availability);
  if (!availability) return null;
  const chosen = query.lists.find((list) => list.param === PARAM.availability)?.values ?? [];
  return availability.values
    .filter((entry) => chosen.length === 0 || chosen.includes(urlValueOf(entry)))
    .reduce((sum, entry) => sum + entry.count, 0);
}

/**
 * What the filter form shows: Shopify's filters in the order Shopify lists them (the shop owner's order in
 * Search & Discovery), with their counts and which values are chosen. A filter none of whose values would
 * narrow the listing (each matches every product shown, as an option every product has in each value) is
 * left out unless one of its values is chosen: ticking it would change nothing.
 */
export function filterPanel(
  definitions: readonly ShopifyFilter[],
  query: ListingQuery,
): PanelFilter[] {
  const panel: PanelFilter[] = [];
  const total = listingTotal(definitions, query);
  for (const definition of definitions) {
    if (definition.type === 'PRICE_RANGE') {
      const range = parseInput(definition.values[0]?.input)?.price;
      const max =
        range && typeof range === 'object' && 'max' in range && typeof range.max === 'number'
          ? range.max
          : 0;
      panel.push({
        kind: 'price',
        label: definition.label,
        max: Math.ceil(max),
        current: query.price,
      });
      continue;
    }
    if (definition.type !== 'LIST' && definition.type !== 'BOOLEAN') continue;
    const param = definition.id.toLowerCase();
    if (!listParam(param)) continue;
    const chosen = query.lists.find((list) => list.param === param)?.values ?? [];
    const isChosen = (value: string) =>
      chosen.some((known) => known.toLowerCase() === value.toLowerCase());
    const values = groupedProductTypes(definition).values;
    // A group reads as chosen when its name is, or every one of its types is (an older URL's).
    const groupChosen = (label: string) =>
      isChosen(label) ||
      values
        .filter((entry) => entry.member === label)
        .every((entry) => isChosen(urlValueOf(entry)));
    const shown = values.filter(
      (entry) =>
        entry.member === undefined ||
        (isChosen(urlValueOf(entry)) && !groupChosen(entry.member)),
    );
    const offered = shown.filter((entry) => entry.member === undefined);
    const narrowsNothing =
      total !== null &&
      param !== PARAM.availability &&
      offered.every((entry) => entry.count === total);
    if (narrowsNothing && chosen.length === 0) continue;
    panel.push({
      kind: 'list',
      param,
      label: definition.label,
      values: shown.map((entry) => {
        const value = urlValueOf(entry);
        return {
          value,
          label: entry.label,
          count: entry.count,
          checked: entry.group ? groupChosen(entry.label) : isChosen(value),
        };
      }),
    });
  }
  return panel;
}

/** What the filter bar needs: the form, the chips (with the query string that removes each), the sort. */
export interface ListingControlsData {
  panel: PanelFilter[];
  applied: (AppliedFilter & {removeSearch: string})[];
  clearSearch: string;
  sort: SortValue;
  /** The order the page shows without `sort_by`. */
  defaultSort: SortValue;
  filtered: boolean;
  /** Whether the bar offers a sort. */
  sortable: boolean;
}

/**
 * The filter bar's data for a listing answered with `filters` under `query`: the panel, the chips with the
 * query string that removes each, "Clear all" and the sort. `keep` is put before every query string
 * (the search page's `q=…`), so links stay on the same results.
 */
export function listingControls({
  filters,
  query,
  applied,
  sort,
  defaultSort,
  keep = '',
  sortable = true,
}: {
  filters: readonly ShopifyFilter[];
  query: ListingQuery;
  applied: AppliedFilter[];
  sort: SortValue | null;
  defaultSort: SortValue | null;
  keep?: string;
  /** False where the listing has one order only (search by relevance, a rule's list). */
  sortable?: boolean;
}): ListingControlsData {
  const withKept = (search: string) => [keep, search].filter(Boolean).join('&');
  return {
    panel: filterPanel(filters, query),
    applied: applied.map((filter) => ({
      ...filter,
      removeSearch: withKept(listingSearch(withoutFilter(query, filter))),
    })),
    clearSearch: withKept(listingSearch(withoutFilters(query))),
    sort: sort ?? 'manual',
    defaultSort: defaultSort ?? 'manual',
    filtered: applied.length > 0,
    sortable,
  };
}

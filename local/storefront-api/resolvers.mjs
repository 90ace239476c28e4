// Resolvers for the Storefront API stand-in. Execution uses one custom field resolver (`fieldResolver`) that
// looks up `resolvers[TypeName][fieldName]`, then a property on the source object, then a sensible default
// for non-null fields, so any valid query gets a complete answer instead of a null-bubbling crash.

import {
  GraphQLError,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import {
  collections,
  collectionByHandle,
  collectionById,
  productByHandle,
  productById,
  products,
  variantById,
  VENDOR,
  CURRENCY,
} from './catalogue.mjs';
import {cdnImageUrl} from './cdn.mjs';
import {
  DISCOUNTS,
  MAX_CART_LINES,
  MAX_LINES_PER_REQUEST,
  MAX_LINE_QUANTITY,
  MAX_NOTE_LENGTH,
  cartGid,
  isDiscountApplicable,
  lineGid,
  money,
  newCartKey,
  newCartToken,
  newLine,
  normaliseAttributes,
  parseCartId,
  parseLineId,
  summarize,
} from './cart.mjs';
import {urlRedirects} from './urlRedirects.mjs';

export const SHOP_NAME = 'Wildroot Botanicals';
export const SHOP_DESCRIPTION =
  'Small-batch botanical soaps, skincare, body care and herbal supplements, made in Wyoming with plant oils and real botanicals.';

/**
 * Per-request context.
 * @typedef {{origin: string, cdnOrigin: string, shopOrigin: string, store: import('./store.mjs').Store, now: () => Date}} Ctx
 */

// ───────────────────────────── connections ─────────────────────────────

const MAX_PAGE = 250;

function encodeCursor(key, index) {
  return Buffer.from(JSON.stringify({last_id: key, last_value: index})).toString('base64');
}

function decodeCursor(cursor) {
  try {
    const value = JSON.parse(Buffer.from(String(cursor), 'base64').toString('utf8'));
    if (value && 'last_id' in value) return value;
  } catch {
    /* fall through */
  }
  throw new GraphQLError(`Invalid cursor for current pagination sort.`, {
    extensions: {code: 'argumentLiteralsIncompatible'},
  });
}

/**
 * Relay-style pagination with opaque cursors keyed by item id (falls back to position).
 * @template T
 * @param {T[]} items
 * @param {{first?:number|null,last?:number|null,after?:string|null,before?:string|null,reverse?:boolean}} args
 * @param {(item:T, index:number) => string} keyOf
 * @param {{requireBound?: boolean}} [options]
 */
export function paginate(items, args, keyOf, {requireBound = true} = {}) {
  const {first, last, after, before} = args ?? {};
  if (requireBound && first == null && last == null) {
    throw new GraphQLError('you must provide one of first or last', {
      extensions: {code: 'BAD_REQUEST'},
    });
  }
  if ((first != null && first < 0) || (last != null && last < 0)) {
    throw new GraphQLError('first and last must be non-negative', {
      extensions: {code: 'BAD_REQUEST'},
    });
  }
  const list = args?.reverse ? items.slice().reverse() : items;
  const keys = list.map((item, i) => keyOf(item, i));
  const indexOf = (cursor) => {
    const {last_id: id, last_value: pos} = decodeCursor(cursor);
    const i = keys.indexOf(id);
    if (i >= 0) return i;
    return Number.isInteger(pos) ? Math.min(Math.max(pos, -1), list.length) : -1;
  };
  let start = 0;
  let end = list.length;
  if (after != null) start = Math.max(start, indexOf(after) + 1);
  if (before != null) end = Math.min(end, indexOf(before));
  if (end < start) end = start;
  if (first != null) end = Math.min(end, start + Math.min(first, MAX_PAGE));
  if (last != null) start = Math.max(start, end - Math.min(last, MAX_PAGE));
  const slice = list.slice(start, end);
  const edges = slice.map((node, i) => ({cursor: encodeCursor(keys[start + i], start + i), node}));
  return {
    edges,
    nodes: slice,
    pageInfo: {
      hasNextPage: end < list.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

const byId = (item) => item.id;

// ───────────────────────────── catalogue queries ─────────────────────────────

function truncate(text, length) {
  if (length == null || text.length <= length) return text;
  const cut = text.slice(0, Math.max(0, length));
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length > length * 0.6 ? atWord : cut).trimEnd()}...`;
}

function productText(p) {
  return `${p.title}\n${p.description}\n${p.productType}\n${p.tags.join(' ')}\n${p.vendor}`.toLowerCase();
}

/** Tokenise Shopify search syntax: words, field:value, quoted values, -negation, OR/AND. */
function tokenize(query) {
  const tokens = [];
  const re = /(-)?(?:([a-zA-Z_.]+):)?(?:"([^"]*)"|'([^']*)'|([^\s"']+))/g;
  let m;
  while ((m = re.exec(query))) {
    const value = m[3] ?? m[4] ?? m[5] ?? '';
    if (!m[2] && !m[1] && (value === 'OR' || value === 'AND' || value === 'NOT')) {
      tokens.push({op: value});
      continue;
    }
    tokens.push({negate: Boolean(m[1]), field: m[2]?.toLowerCase() ?? null, value});
  }
  return tokens;
}

function compareTerm(actual, raw) {
  const m = /^(<=|>=|<|>)?(.*)$/.exec(raw);
  const op = m[1] ?? '';
  const want = m[2];
  const a = typeof actual === 'number' ? actual : String(actual);
  const b = typeof actual === 'number' ? Number(want) : want;
  switch (op) {
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    default:
      return typeof actual === 'number'
        ? a === b
        : String(a).toLowerCase() === String(b).toLowerCase();
  }
}

function textMatch(haystack, value) {
  const v = value.toLowerCase();
  if (v.endsWith('*')) return haystack.includes(v.slice(0, -1));
  return haystack.includes(v);
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

/** Whole-value comparison, case-insensitive; a trailing `*` makes the value a prefix. */
function sameOrPrefix(actual, value) {
  const have = actual.toLowerCase();
  const want = value.toLowerCase();
  return want.endsWith('*') ? have.startsWith(want.slice(0, -1)) : have === want;
}

function redirectTermMatches(redirect, term) {
  let ok;
  switch (term.field) {
    case null:
      ok = textMatch(`${redirect.path} ${redirect.target}`.toLowerCase(), term.value);
      break;
    case 'path':
      ok = sameOrPrefix(redirect.path, term.value);
      break;
    case 'target':
      ok = sameOrPrefix(redirect.target, term.value);
      break;
    case 'id':
      ok = redirect.id === term.value || compareTerm(redirect.n, term.value);
      break;
    default:
      // Shopify ignores a filter on a field it does not know rather than failing the query.
      ok = true;
  }
  return term.negate ? !ok : ok;
}

/**
 * URL redirects matching a `query` the way Shopify's urlRedirects connection filters them (Hydrogen's
 * storefrontRedirect asks `path:/lowercased-path` and takes the first): `path:` and `target:` compare the
 * whole value case-insensitively, `id:` takes the numeric id or a comparison, a bare word searches both.
 */
export function filterUrlRedirects(list, query) {
  return filterByQuery(list, query, redirectTermMatches);
}

function filterByQuery(list, query, matches) {
  if (!query || !query.trim()) return list;
  const groups = [[]];
  let negateNext = false;
  for (const t of tokenize(query)) {
    if (t.op === 'OR') groups.push([]);
    else if (t.op === 'NOT') negateNext = true;
    else if (!t.op) {
      groups.at(-1).push(negateNext ? {...t, negate: !t.negate} : t);
      negateNext = false;
    }
  }
  const active = groups.filter((g) => g.length);
  if (!active.length) return list;
  return list.filter((p) => active.some((g) => g.every((term) => matches(p, term))));
}

function relevance(p, query) {
  const words = String(query ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && !w.includes(':'));
  let score = 0;
  for (const w of words) {
    if (p.title.toLowerCase().includes(w)) score += 3;
    if (p.tags.some((t) => t.includes(w))) score += 2;
    if (p.description.toLowerCase().includes(w)) score += 1;
  }
  return score;
}

function sortProducts(list, sortKey, query) {
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

function applyProductFilters(list, filters) {
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

/** Search the catalogue the way storefront search does: every word must match somewhere. */
function searchProducts(query, {unavailableProducts = 'LAST', sortKey = 'RELEVANCE'} = {}) {
  const words = String(query ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  let list = words.length
    ? products.filter((p) =>
        words.every((w) => termMatches(p, {field: null, value: w.replace(/\*$/, '') + '*'})),
      )
    : [];
  list = sortKey === 'PRICE' ? sortProducts(list, 'PRICE') : sortProducts(list, 'RELEVANCE', query);
  const available = (p) => p.variants.some((v) => v.availableForSale);
  if (unavailableProducts === 'HIDE') list = list.filter(available);
  if (unavailableProducts === 'LAST')
    list = [...list.filter(available), ...list.filter((p) => !available(p))];
  return list;
}

// ───────────────────────────── variants & options ─────────────────────────────

function makeMatcher(caseInsensitive) {
  return caseInsensitive
    ? (a, b) => String(a).toLowerCase() === String(b).toLowerCase()
    : (a, b) => a === b;
}

/**
 * Which variants satisfy the selected options. Returns null when an option or value is unknown and must not be
 * ignored (then nothing can match).
 */
function candidates(
  product,
  selectedOptions,
  {ignoreUnknownOptions = true, caseInsensitiveMatch = false} = {},
) {
  const eq = makeMatcher(caseInsensitiveMatch);
  const wanted = [];
  for (const sel of selectedOptions ?? []) {
    const option = product.options.find((o) => eq(o.name, sel.name));
    if (!option) {
      if (ignoreUnknownOptions) continue;
      return [];
    }
    if (!option.values.some((v) => eq(v, sel.value))) return [];
    wanted.push({name: option.name, value: option.values.find((v) => eq(v, sel.value))});
  }
  return product.variants.filter((v) =>
    wanted.every((w) => v.selectedOptions.some((o) => o.name === w.name && o.value === w.value)),
  );
}

function firstAvailable(product) {
  return product.variants.find((v) => v.availableForSale) ?? product.variants[0] ?? null;
}

function selectedOrFirstAvailable(product, args) {
  if (args?.selectedOptions?.length) {
    const list = candidates(product, args.selectedOptions, args);
    if (list.length) return list.find((v) => v.availableForSale) ?? list[0];
  }
  return firstAvailable(product);
}

function adjacentVariants(product, args) {
  let base;
  if (args?.selectedOptions?.length) {
    const eq = makeMatcher(args.caseInsensitiveMatch);
    base = new Map();
    for (const sel of args.selectedOptions) {
      const option = product.options.find((o) => eq(o.name, sel.name));
      if (!option) {
        if (args.ignoreUnknownOptions === false) return [];
        continue;
      }
      base.set(option.name, option.values.find((v) => eq(v, sel.value)) ?? sel.value);
    }
  } else {
    const v = firstAvailable(product);
    base = new Map(v ? v.selectedOptions.map((o) => [o.name, o.value]) : []);
  }
  return product.variants
    .filter((v) => {
      let diff = 0;
      for (const o of v.selectedOptions)
        if (base.has(o.name) && base.get(o.name) !== o.value) diff++;
      return diff === 1;
    })
    .sort((a, b) => Number(a.id.split('/').pop()) - Number(b.id.split('/').pop()));
}

/** Turn sorted integers into "0-2" / "0 2" range notation. */
function encodeRanges(nums) {
  const parts = [];
  for (let i = 0; i < nums.length;) {
    let j = i;
    while (j + 1 < nums.length && nums[j + 1] === nums[j] + 1) j++;
    parts.push(j > i ? `${nums[i]}-${nums[j]}` : `${nums[i]}`);
    i = j + 1;
  }
  return parts.join(' ');
}

/**
 * Shopify's encoded variant string (version 1): option-value index tuples as a trie, e.g. "v1_0:0-2,1:0-1,".
 * @param {any} product
 * @param {(v:any)=>boolean} include
 */
export function encodeVariants(product, include) {
  const tuples = product.variants
    .filter(include)
    .map((v) =>
      product.options.map((o) =>
        o.values.indexOf(v.selectedOptions.find((s) => s.name === o.name)?.value),
      ),
    )
    .filter((t) => t.every((i) => i >= 0));
  const depth = product.options.length;
  if (!depth || !tuples.length) return '';
  const build = (list, level) => {
    const keys = [...new Set(list.map((t) => t[level]))].sort((a, b) => a - b);
    if (level === depth - 1) return encodeRanges(keys);
    return keys
      .map(
        (k) =>
          `${k}:${build(
            list.filter((t) => t[level] === k),
            level + 1,
          )},`,
      )
      .join('');
  };
  return `v1_${build(tuples, 0)}`;
}

function optionObjects(product) {
  return product.options.map((o) => ({
    __typename: 'ProductOption',
    id: o.id,
    name: o.name,
    values: o.values,
    optionValues: o.values.map((value, i) => ({
      __typename: 'ProductOptionValue',
      id: o.valueIds[i],
      name: value,
      swatch: null,
      firstSelectableVariant:
        product.variants.find((v) =>
          v.selectedOptions.every((s) =>
            s.name === o.name
              ? s.value === value
              : s.value === product.options.find((x) => x.name === s.name).values[0],
          ),
        ) ??
        product.variants.find((v) =>
          v.selectedOptions.some((s) => s.name === o.name && s.value === value),
        ) ??
        null,
    })),
  }));
}

function mediaImage(img) {
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

// ───────────────────────────── cart views & mutations ─────────────────────────────

function cartView(record) {
  return {__typename: 'Cart', record, summary: summarize(record)};
}

function lineView(record, summaryLine, summary) {
  const {line, variant, unitCents, subtotalCents} = summaryLine;
  const compareAt = variant.compareAtPriceCents;
  return {
    __typename: 'CartLine',
    id: lineGid(record, line),
    quantity: line.quantity,
    merchandise: variant,
    attributes: line.attributes,
    discountAllocations: [],
    sellingPlanAllocation: null,
    cost: {
      amountPerQuantity: money(unitCents),
      compareAtAmountPerQuantity: compareAt ? money(compareAt) : null,
      subtotalAmount: money(subtotalCents),
      totalAmount: money(subtotalCents),
    },
    estimatedCost: {
      amount: money(unitCents),
      compareAtAmount: compareAt ? money(compareAt) : null,
      subtotalAmount: money(subtotalCents),
      totalAmount: money(subtotalCents),
    },
    summary,
  };
}

/** Find a live (not completed) cart by its gid, checking the key. */
function findCart(ctx, id) {
  const parsed = parseCartId(id);
  if (!parsed) return null;
  const record = ctx.store.getCart(parsed.token);
  if (!record || record.completedAt) return null;
  if (parsed.key !== record.key) return null;
  return record;
}

const userError = (field, message, code) => ({__typename: 'CartUserError', field, message, code});

function cartNotFound() {
  return {
    cart: null,
    userErrors: [userError(['cartId'], 'The specified cart does not exist.', 'INVALID')],
    warnings: [],
  };
}

/**
 * Validate lines to add; returns errors, or merges them into `lines` (in place) and returns warnings.
 * Sold-out merchandise and unknown ids are errors; asking for more than is in stock adds what is available
 * with a MERCHANDISE_NOT_ENOUGH_STOCK warning, as Shopify does.
 */
function addLinesTo(record, inputLines, fieldPrefix) {
  if ((inputLines ?? []).length > MAX_LINES_PER_REQUEST) {
    // Shopify refuses the whole request (a GraphQL error, not a userError) past its input size limit.
    throw new GraphQLError(
      `The input array size of ${inputLines.length} is greater than the maximum allowed of ${MAX_LINES_PER_REQUEST}.`,
      {extensions: {code: 'MAX_INPUT_SIZE_EXCEEDED'}},
    );
  }
  const errors = [];
  const plan = [];
  (inputLines ?? []).forEach((input, i) => {
    const field = [...fieldPrefix, String(i)];
    const variant = variantById.get(input.merchandiseId);
    const quantity = input.quantity ?? 1;
    if (!variant) {
      errors.push(
        userError(
          [...field, 'merchandiseId'],
          `The merchandise with id ${input.merchandiseId} does not exist.`,
          'INVALID',
        ),
      );
      return;
    }
    if (!Number.isInteger(quantity) || quantity < 1) {
      errors.push(userError([...field, 'quantity'], 'The quantity must be at least 1.', 'INVALID'));
      return;
    }
    if (!variant.availableForSale) {
      const product = productById.get(variant.productId);
      errors.push(
        userError(
          [...field, 'merchandiseId'],
          `The product '${product.title}' is already sold out.`,
          'INVALID',
        ),
      );
      return;
    }
    plan.push({variant, quantity, attributes: input.attributes, field});
  });
  if (errors.length) return {errors, warnings: []};

  const lines = record.lines.map((l) => ({...l}));
  const warnings = [];
  for (const {variant, quantity, attributes, field} of plan) {
    const attrs = normaliseAttributes(attributes);
    const sameAttrs = (l) => JSON.stringify(l.attributes ?? []) === JSON.stringify(attrs);
    const existing = lines.find((l) => l.merchandiseId === variant.id && sameAttrs(l));
    const wanted = (existing?.quantity ?? 0) + quantity;
    if (wanted > MAX_LINE_QUANTITY) {
      errors.push(
        userError(
          [...field, 'quantity'],
          `The quantity must be less than or equal to ${MAX_LINE_QUANTITY}.`,
          'MAXIMUM_EXCEEDED',
        ),
      );
      continue;
    }
    const allowed = Math.min(wanted, variant.quantityAvailable);
    if (allowed < wanted) warnings.push(stockWarning(variant, allowed, record));
    if (existing) existing.quantity = allowed;
    else lines.push(newLine(variant.id, allowed, attributes));
  }
  if (!errors.length && lines.length > MAX_CART_LINES) {
    errors.push(
      userError(
        [...fieldPrefix],
        `A cart can't have more than ${MAX_CART_LINES} lines.`,
        'INVALID',
      ),
    );
  }
  if (errors.length) return {errors, warnings: []};
  return {errors, warnings, lines};
}

function stockWarning(variant, allowed, record) {
  const product = productById.get(variant.productId);
  return {
    __typename: 'CartWarning',
    code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
    message: `Only ${allowed} items of ${product.title} were added to your cart due to availability.`,
    target: record ? `gid://shopify/Cart/${record.token}` : variant.id,
  };
}

function touch(ctx, record) {
  record.updatedAt = ctx.now().toISOString();
  ctx.store.putCart(record);
}

function discountCodeList(codes) {
  const seen = new Set();
  const out = [];
  for (const c of codes ?? []) {
    const code = String(c).trim();
    if (!code || seen.has(code.toUpperCase())) continue;
    seen.add(code.toUpperCase());
    out.push(code);
  }
  return out;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function applyBuyerIdentity(record, input, fieldPrefix) {
  const errors = [];
  if (!input) return errors;
  const next = {...record.buyerIdentity};
  if (input.email !== undefined) {
    if (input.email && !EMAIL_RE.test(input.email))
      errors.push(userError([...fieldPrefix, 'email'], 'Email is invalid', 'INVALID'));
    else next.email = input.email || null;
  }
  if (input.phone !== undefined) next.phone = input.phone || null;
  if (input.countryCode !== undefined) next.countryCode = input.countryCode ?? null;
  if (!errors.length) record.buyerIdentity = next;
  return errors;
}

function giftCardErrors(codes, fieldPrefix) {
  return (codes ?? []).map((c, i) =>
    userError(
      [...fieldPrefix, String(i)],
      `Gift card code ${String(c).slice(-4)} is invalid.`,
      'INVALID',
    ),
  );
}

/** The country of the operation's @inContext directive (ZZ, "unknown region", counts as none). */
function contextCountry(info) {
  const directive = info?.operation?.directives?.find((d) => d.name.value === 'inContext');
  const arg = directive?.arguments?.find((a) => a.name.value === 'country');
  if (!arg) return null;
  const value =
    arg.value.kind === 'Variable'
      ? info.variableValues?.[arg.value.name.value]
      : arg.value.kind === 'EnumValue'
        ? arg.value.value
        : null;
  return typeof value === 'string' && value !== 'ZZ' ? value : null;
}

const mutations = {
  cartCreate(_root, {input = {}}, ctx, info) {
    const now = ctx.now().toISOString();
    /** @type {import('./store.mjs').StoredCart} */
    const record = {
      token: newCartToken(),
      key: newCartKey(),
      createdAt: now,
      updatedAt: now,
      lines: [],
      buyerIdentity: {countryCode: contextCountry(info), email: null, phone: null},
      discountCodes: discountCodeList(input.discountCodes),
      giftCardCodes: [],
      note: input.note ?? null,
      attributes: normaliseAttributes(input.attributes),
      completedAt: null,
      orderNumber: null,
    };
    const errors = [];
    if (record.note && record.note.length > MAX_NOTE_LENGTH)
      errors.push(userError(['input', 'note'], 'Note is too long.', 'NOTE_TOO_LONG'));
    errors.push(...applyBuyerIdentity(record, input.buyerIdentity, ['input', 'buyerIdentity']));
    errors.push(...giftCardErrors(input.giftCardCodes, ['input', 'giftCardCodes']));
    const added = addLinesTo(record, input.lines, ['input', 'lines']);
    errors.push(...added.errors);
    if (errors.length) return {cart: null, userErrors: errors, warnings: []};
    record.lines = added.lines ?? [];
    ctx.store.putCart(record);
    return {cart: cartView(record), userErrors: [], warnings: added.warnings};
  },

  cartLinesAdd(_root, {cartId, lines}, ctx) {
    const record = findCart(ctx, cartId);
    if (!record) return cartNotFound();
    const added = addLinesTo(record, lines, ['lines']);
    if (added.errors.length)
      return {cart: cartView(record), userErrors: added.errors, warnings: []};
    record.lines = added.lines;
    touch(ctx, record);
    return {cart: cartView(record), userErrors: [], warnings: added.warnings};
  },

  cartLinesUpdate(_root, {cartId, lines}, ctx) {
    const record = findCart(ctx, cartId);
    if (!record) return cartNotFound();
    const next = record.lines.map((l) => ({...l}));
    const errors = [];
    const warnings = [];
    (lines ?? []).forEach((input, i) => {
      const uuid = parseLineId(input.id);
      const line = next.find((l) => l.uuid === uuid);
      if (!line) {
        errors.push(
          userError(
            ['lines', String(i), 'id'],
            `The merchandise line with id ${input.id} does not exist.`,
            'INVALID_MERCHANDISE_LINE',
          ),
        );
        return;
      }
      let variant = variantById.get(line.merchandiseId);
      if (input.merchandiseId != null && input.merchandiseId !== line.merchandiseId) {
        const replacement = variantById.get(input.merchandiseId);
        if (!replacement) {
          errors.push(
            userError(
              ['lines', String(i), 'merchandiseId'],
              `The merchandise with id ${input.merchandiseId} does not exist.`,
              'INVALID',
            ),
          );
          return;
        }
        if (!replacement.availableForSale) {
          const product = productById.get(replacement.productId);
          errors.push(
            userError(
              ['lines', String(i), 'merchandiseId'],
              `The product '${product.title}' is already sold out.`,
              'INVALID',
            ),
          );
          return;
        }
        variant = replacement;
        line.merchandiseId = replacement.id;
      }
      if (input.quantity != null) {
        if (!Number.isInteger(input.quantity) || input.quantity < 0) {
          errors.push(
            userError(
              ['lines', String(i), 'quantity'],
              'The quantity must be greater than or equal to 0.',
              'INVALID',
            ),
          );
          return;
        }
        if (input.quantity > MAX_LINE_QUANTITY) {
          errors.push(
            userError(
              ['lines', String(i), 'quantity'],
              `The quantity must be less than or equal to ${MAX_LINE_QUANTITY}.`,
              'MAXIMUM_EXCEEDED',
            ),
          );
          return;
        }
        let quantity = input.quantity;
        if (variant && quantity > variant.quantityAvailable) {
          quantity = variant.quantityAvailable;
          warnings.push(stockWarning(variant, quantity, record));
        }
        line.quantity = quantity;
      }
      if (input.attributes != null) line.attributes = normaliseAttributes(input.attributes);
    });
    if (errors.length) return {cart: cartView(record), userErrors: errors, warnings: []};
    record.lines = next.filter((l) => l.quantity > 0);
    touch(ctx, record);
    return {cart: cartView(record), userErrors: [], warnings};
  },

  cartLinesRemove(_root, {cartId, lineIds}, ctx) {
    const record = findCart(ctx, cartId);
    if (!record) return cartNotFound();
    const errors = [];
    const remove = new Set();
    (lineIds ?? []).forEach((id, i) => {
      const uuid = parseLineId(id);
      if (!record.lines.some((l) => l.uuid === uuid)) {
        errors.push(
          userError(
            ['lineIds', String(i)],
            `The merchandise line with id ${id} does not exist.`,
            'INVALID_MERCHANDISE_LINE',
          ),
        );
      } else remove.add(uuid);
    });
    if (errors.length) return {cart: cartView(record), userErrors: errors, warnings: []};
    record.lines = record.lines.filter((l) => !remove.has(l.uuid));
    touch(ctx, record);
    return {cart: cartView(record), userErrors: [], warnings: []};
  },

  cartDiscountCodesUpdate(_root, {cartId, discountCodes}, ctx) {
    const record = findCart(ctx, cartId);
    if (!record) return cartNotFound();
    record.discountCodes = discountCodeList(discountCodes);
    touch(ctx, record);
    return {cart: cartView(record), userErrors: [], warnings: []};
  },

  cartGiftCardCodesUpdate(_root, {cartId, giftCardCodes}, ctx) {
    const record = findCart(ctx, cartId);
    if (!record) return cartNotFound();
    const errors = giftCardErrors(giftCardCodes, ['giftCardCodes']);
    return {cart: cartView(record), userErrors: errors, warnings: []};
  },

  cartBuyerIdentityUpdate(_root, {cartId, buyerIdentity}, ctx) {
    const record = findCart(ctx, cartId);
    if (!record) return cartNotFound();
    const errors = applyBuyerIdentity(record, buyerIdentity, ['buyerIdentity']);
    if (errors.length) return {cart: cartView(record), userErrors: errors, warnings: []};
    touch(ctx, record);
    return {cart: cartView(record), userErrors: [], warnings: []};
  },

  cartNoteUpdate(_root, {cartId, note}, ctx) {
    const record = findCart(ctx, cartId);
    if (!record) return cartNotFound();
    if (note != null && note.length > MAX_NOTE_LENGTH) {
      return {
        cart: cartView(record),
        userErrors: [userError(['note'], 'Note is too long.', 'NOTE_TOO_LONG')],
        warnings: [],
      };
    }
    record.note = note ?? null;
    touch(ctx, record);
    return {cart: cartView(record), userErrors: [], warnings: []};
  },

  cartAttributesUpdate(_root, {cartId, attributes}, ctx) {
    const record = findCart(ctx, cartId);
    if (!record) return cartNotFound();
    record.attributes = normaliseAttributes(attributes);
    touch(ctx, record);
    return {cart: cartView(record), userErrors: [], warnings: []};
  },
};

// ───────────────────────────── shop, menus, localization ─────────────────────────────

function shopObject(ctx) {
  const primary = new URL(ctx.shopOrigin);
  return {
    __typename: 'Shop',
    id: 'gid://shopify/Shop/1',
    name: SHOP_NAME,
    description: SHOP_DESCRIPTION,
    moneyFormat: '${{amount}}',
    primaryDomain: {
      host: primary.host,
      url: primary.origin,
      sslEnabled: primary.protocol === 'https:',
    },
    paymentSettings: paymentSettings(ctx),
    shipsToCountries: ['US'],
    customerAccountUrl: new URL('/account', ctx.origin).toString(),
    brand: {
      slogan: 'Small-batch botanicals, made by hand.',
      shortDescription: SHOP_DESCRIPTION,
      colors: {primary: [], secondary: []},
      logo: null,
      squareLogo: null,
      coverImage: null,
    },
    privacyPolicy: null,
    refundPolicy: null,
    shippingPolicy: null,
    termsOfService: null,
    subscriptionPolicy: null,
    shopPayInstallmentsPricing: null,
  };
}

function paymentSettings(ctx) {
  return {
    acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'],
    cardVaultUrl: new URL('/sessions', ctx.origin).toString(),
    countryCode: 'US',
    currencyCode: CURRENCY,
    enabledPresentmentCurrencies: [CURRENCY],
    shopifyPaymentsAccountId: null,
    supportedDigitalWallets: [],
  };
}

const LANGUAGE_EN = {isoCode: 'EN', name: 'English', endonymName: 'English'};
const MARKET_US = {__typename: 'Market', id: 'gid://shopify/Market/1', handle: 'us'};
const COUNTRY_US = {
  isoCode: 'US',
  name: 'United States',
  currency: {isoCode: 'USD', name: 'United States Dollar', symbol: '$'},
  unitSystem: 'IMPERIAL_SYSTEM',
  availableLanguages: [LANGUAGE_EN],
  defaultLanguage: LANGUAGE_EN,
  market: MARKET_US,
};

function menus(ctx) {
  const link = (path) => new URL(path, ctx.shopOrigin).toString();
  const item = (id, title, url, type, resourceId = null) => ({
    __typename: 'MenuItem',
    id: `gid://shopify/MenuItem/${id}`,
    title,
    url,
    type,
    resourceId,
    resource: null,
    tags: [],
    items: [],
  });
  const main = [
    item(1, 'Shop', link('/shop'), 'CATALOG'),
    ...collections.map((c, i) =>
      item(10 + i, c.title, link(`/collections/${c.handle}`), 'COLLECTION', c.id),
    ),
  ];
  const footer = [
    item(100, 'Search', link('/search'), 'SEARCH'),
    item(101, 'Shipping & Returns', link('/shipping'), 'HTTP'),
    item(102, 'Privacy Policy', link('/privacy'), 'HTTP'),
    item(103, 'Terms of Service', link('/terms'), 'HTTP'),
  ];
  const menu = (id, handle, title, items) => ({
    __typename: 'Menu',
    id: `gid://shopify/Menu/${id}`,
    handle,
    title,
    items,
    itemsCount: items.length,
  });
  return {
    'main-menu': menu(1, 'main-menu', 'Main menu', main),
    footer: menu(2, 'footer', 'Footer menu', footer),
  };
}

// ───────────────────────────── node lookup ─────────────────────────────

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

// ───────────────────────────── resolver map ─────────────────────────────

/** @type {Record<string, Record<string, (source:any, args:any, ctx:Ctx, info:any) => any>>} */
export const resolvers = {
  QueryRoot: {
    shop: (_s, _a, ctx) => shopObject(ctx),
    paymentSettings: (_s, _a, ctx) => paymentSettings(ctx),
    localization: () => ({
      availableCountries: [COUNTRY_US],
      availableLanguages: [LANGUAGE_EN],
      country: COUNTRY_US,
      language: LANGUAGE_EN,
      market: MARKET_US,
    }),
    publicApiVersions: () =>
      ['2025-01', '2025-04', '2025-07'].map((v) => ({handle: v, displayName: v, supported: true})),
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
    urlRedirects: (_s, args) => paginate(filterUrlRedirects(urlRedirects, args.query), args, byId),
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
    node: (_s, {id}, ctx) => nodeById(ctx, id),
    nodes: (_s, {ids}, ctx) => ids.map((id) => nodeById(ctx, id)),
    cart: (_s, {id}, ctx) => {
      const record = findCart(ctx, id);
      return record ? cartView(record) : null;
    },
    menu: (_s, {handle}, ctx) => menus(ctx)[handle] ?? null,
    page: () => null,
    pageByHandle: () => null,
    blog: () => null,
    blogByHandle: () => null,
    article: () => null,
    customer: () => null,
    metaobject: () => null,
  },

  Mutation: mutations,

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

  Collection: {
    description: (c, {truncateAt}) => truncate(c.description, truncateAt),
    products: (c, args) => {
      let list = c.productIds.map((id) => productById.get(id));
      list = applyProductFilters(list, args.filters);
      const key = args.sortKey ?? 'COLLECTION_DEFAULT';
      if (!['COLLECTION_DEFAULT', 'MANUAL', 'RELEVANCE'].includes(key))
        list = sortProducts(list, key);
      return {...paginate(list, args, byId), filters: []};
    },
    onlineStoreUrl: () => null,
    trackingParameters: () => null,
  },

  Cart: {
    id: (c) => cartGid(c.record),
    checkoutUrl: (c, _a, ctx) => new URL(`/checkouts/cn/${c.record.token}`, ctx.origin).toString(),
    createdAt: (c) => c.record.createdAt,
    updatedAt: (c) => c.record.updatedAt,
    note: (c) => c.record.note ?? null,
    attributes: (c) => c.record.attributes ?? [],
    attribute: (c, {key}) => (c.record.attributes ?? []).find((a) => a.key === key) ?? null,
    totalQuantity: (c) => c.summary.totalQuantity,
    buyerIdentity: (c) => ({
      countryCode: c.record.buyerIdentity?.countryCode ?? null,
      email: c.record.buyerIdentity?.email ?? null,
      phone: c.record.buyerIdentity?.phone ?? null,
      customer: null,
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    }),
    discountCodes: (c) =>
      c.record.discountCodes.map((code) => ({
        code,
        applicable: isDiscountApplicable(code) && c.summary.lines.length > 0,
      })),
    discountAllocations: (c) =>
      c.summary.discountCents > 0
        ? [
            {
              __typename: 'CartCodeDiscountAllocation',
              code: c.summary.appliedCode,
              discountedAmount: money(c.summary.discountCents),
              targetType: 'LINE_ITEM',
              discountApplication: {
                allocationMethod: 'ACROSS',
                targetSelection: 'ALL',
                targetType: 'LINE_ITEM',
                value: {
                  __typename: 'PricingPercentageValue',
                  percentage: c.summary.discountPercentage,
                },
              },
            },
          ]
        : [],
    appliedGiftCards: () => [],
    cost: (c) => cartCost(c.summary),
    estimatedCost: (c) => cartCost(c.summary),
    lines: (c, args) =>
      paginate(
        c.summary.lines.map((l) => lineView(c.record, l, c.summary)),
        args,
        byId,
      ),
    delivery: () => ({addresses: []}),
  },

  CartLine: {
    attribute: (l, {key}) => l.attributes.find((a) => a.key === key) ?? null,
  },
};

function cartCost(summary) {
  return {
    subtotalAmount: money(summary.subtotalCents),
    totalAmount: money(summary.totalCents),
    checkoutChargeAmount: money(summary.totalCents),
    totalTaxAmount: null,
    totalDutyAmount: null,
    subtotalAmountEstimated: false,
    totalAmountEstimated: false,
    totalTaxAmountEstimated: false,
    totalDutyAmountEstimated: false,
  };
}

// ───────────────────────────── generic field resolver ─────────────────────────────

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

export {DISCOUNTS, VENDOR};

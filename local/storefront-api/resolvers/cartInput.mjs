// What the cart mutations accept: lines checked against the catalogue and its stock, discount and gift card
// codes, the buyer identity, and the country of @inContext. Problems become Shopify's userErrors.

import {GraphQLError} from 'graphql';
import {productById, variantById} from '../catalogue.mjs';
import {
  MAX_CART_LINES,
  MAX_DISCOUNT_CODES,
  MAX_LINES_PER_REQUEST,
  MAX_LINE_QUANTITY,
  newLine,
  normaliseAttributes,
} from '../cart.mjs';

export const userError = (field, message, code) => ({
  __typename: 'CartUserError',
  field,
  message,
  code,
});

/**
 * Validate lines to add; returns errors, or merges them into `lines` (in place) and returns warnings.
 * Sold-out merchandise and unknown ids are errors; asking for more than is in stock adds what is available
 * with a MERCHANDISE_NOT_ENOUGH_STOCK warning, as Shopify does.
 */
export function addLinesTo(record, inputLines, fieldPrefix) {
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

export function stockWarning(variant, allowed, record) {
  const product = productById.get(variant.productId);
  return {
    __typename: 'CartWarning',
    code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
    message: `Only ${allowed} items of ${product.title} were added to your cart due to availability.`,
    target: record ? `gid://shopify/Cart/${record.token}` : variant.id,
  };
}

export function discountCodeList(codes) {
  if ((codes ?? []).length > MAX_DISCOUNT_CODES) {
    // Like lines past their cap: Shopify refuses the whole request, the list is not cut.
    throw new GraphQLError(
      `The input array size of ${codes.length} is greater than the maximum allowed of ${MAX_DISCOUNT_CODES}.`,
      {extensions: {code: 'MAX_INPUT_SIZE_EXCEEDED'}},
    );
  }
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

export function applyBuyerIdentity(record, input, fieldPrefix) {
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

export function giftCardErrors(codes, fieldPrefix) {
  return (codes ?? []).map((c, i) =>
    userError(
      [...fieldPrefix, String(i)],
      `Gift card code ${String(c).slice(-4)} is invalid.`,
      'INVALID',
    ),
  );
}

/** The country of the operation's @inContext directive (ZZ, "unknown region", counts as none). */
export function contextCountry(info) {
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

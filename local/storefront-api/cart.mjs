// Cart logic shared by the GraphQL resolvers and the checkout pages. Prices are integer cents internally;
// the API renders them the way Shopify does (Decimal strings such as "12.0", "10.2", "29.99").

import {randomBytes, randomUUID} from 'node:crypto';
import {variantById, productById, CURRENCY} from './catalogue.mjs';
import discountSeeds from './seed/discounts.json' with {type: 'json'};

export const MAX_LINE_QUANTITY = 999;
export const MAX_NOTE_LENGTH = 5000;
/** Shopify's limits: distinct lines a cart holds, and lines one cartCreate / cartLinesAdd may send. */
export const MAX_CART_LINES = 500;
export const MAX_LINES_PER_REQUEST = 250;
/** The store's discount codes (seed/discounts.json): an order-level percentage off the lines. */
export const DISCOUNTS = /** @type {Record<string, {percentage: number, title: string}>} */ (discountSeeds);

/** Shopify's Decimal formatting: "12.0", "10.5", "10.55". */
export function formatAmount(cents) {
  const value = Math.round(Math.abs(cents));
  const whole = Math.floor(value / 100);
  const frac = value % 100;
  const sign = cents < 0 && value !== 0 ? '-' : '';
  if (frac === 0) return `${sign}${whole}.0`;
  if (frac % 10 === 0) return `${sign}${whole}.${frac / 10}`;
  return `${sign}${whole}.${String(frac).padStart(2, '0')}`;
}

/** @param {number} cents */
export function money(cents) {
  return {amount: formatAmount(cents), currencyCode: CURRENCY};
}

/** "$12.00" for the checkout pages. */
export function formatDollars(cents) {
  const value = Math.round(cents);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

export const newCartToken = () => `c1-${randomBytes(16).toString('hex')}`;
export const newCartKey = () => randomBytes(16).toString('hex');

export function cartGid(record) {
  return `gid://shopify/Cart/${record.token}?key=${record.key}`;
}

export function lineGid(record, line) {
  return `gid://shopify/CartLine/${line.uuid}?cart=${record.token}`;
}

/**
 * Parse `gid://shopify/Cart/<token>?key=<key>` (the form Hydrogen stores after the prefix is restored).
 * @returns {{token: string, key: string|null} | null}
 */
export function parseCartId(id) {
  if (typeof id !== 'string') return null;
  const m = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9_-]+)(?:\?(.*))?$/.exec(id.trim());
  if (!m) return null;
  const params = new URLSearchParams(m[2] ?? '');
  return {token: m[1], key: params.get('key')};
}

/** Line id → uuid (accepts the full gid or the bare uuid). */
export function parseLineId(id) {
  if (typeof id !== 'string') return null;
  const m = /^gid:\/\/shopify\/CartLine\/([A-Za-z0-9-]+)(?:\?.*)?$/.exec(id.trim());
  return m ? m[1] : null;
}

export function newLine(merchandiseId, quantity, attributes) {
  return {uuid: randomUUID(), merchandiseId, quantity, attributes: normaliseAttributes(attributes)};
}

export function normaliseAttributes(attributes) {
  if (!Array.isArray(attributes)) return [];
  const byKey = new Map();
  for (const a of attributes)
    if (a && typeof a.key === 'string') byKey.set(a.key, String(a.value ?? ''));
  return [...byKey].map(([key, value]) => ({key, value}));
}

/** Whether the store has this code at all (Shopify compares codes without case). */
export function isStoreDiscountCode(code) {
  return Object.hasOwn(DISCOUNTS, String(code).trim().toUpperCase());
}

/** Shopify's cap on the codes one cartDiscountCodesUpdate (or cartCreate) may send. */
export const MAX_DISCOUNT_CODES = 250;

/**
 * Why each of a cart's codes is not applied, as Shopify's mutations report it since 2025-07 (`warnings`,
 * targeting the cart): a code the store does not have, a code on a cart with no lines to discount, and a
 * known code that loses to the one applied (order discounts do not combine unless the merchant says so).
 */
export function discountWarnings(record, summary) {
  return record.discountCodes.flatMap((code) => {
    if (summary.appliedCode === code) return [];
    const warning = (name, message) => ({
      __typename: 'CartWarning',
      code: name,
      message,
      target: `gid://shopify/Cart/${record.token}`,
    });
    if (!isStoreDiscountCode(code))
      return [warning('DISCOUNT_NOT_FOUND', `Discount code ${code} could not be found.`)];
    if (summary.lines.length === 0)
      return [
        warning(
          'DISCOUNT_NO_ENTITLED_LINE_ITEMS',
          `Discount code ${code} has no items to apply to.`,
        ),
      ];
    return [
      warning(
        'DISCOUNT_CODE_NOT_HONOURED',
        `Discount code ${code} cannot be combined with your other discounts.`,
      ),
    ];
  });
}

/**
 * Everything derived from a stored cart: lines with their variant and product, costs and discounts.
 * Lines whose merchandise vanished from the catalogue are dropped from the view.
 */
export function summarize(record) {
  const lines = [];
  for (const line of record.lines) {
    const variant = variantById.get(line.merchandiseId);
    if (!variant) continue;
    const product = productById.get(variant.productId);
    const subtotal = variant.priceCents * line.quantity;
    lines.push({line, variant, product, unitCents: variant.priceCents, subtotalCents: subtotal});
  }
  const subtotalCents = lines.reduce((sum, l) => sum + l.subtotalCents, 0);
  const applicable = record.discountCodes.filter((c) => isStoreDiscountCode(c));
  // one order-level code applies (Shopify does not stack these by default); take the best
  const percentage = applicable.reduce(
    (max, c) => Math.max(max, DISCOUNTS[c.trim().toUpperCase()].percentage),
    0,
  );
  const discountCents = Math.round((subtotalCents * percentage) / 100);
  const appliedCode =
    applicable.find((c) => DISCOUNTS[c.trim().toUpperCase()].percentage === percentage) ?? null;
  return {
    lines,
    totalQuantity: lines.reduce((sum, l) => sum + l.line.quantity, 0),
    subtotalCents,
    discountCents,
    discountPercentage: percentage,
    appliedCode: discountCents > 0 ? appliedCode : null,
    totalCents: subtotalCents - discountCents,
  };
}

// The cart as the API shows it: the cart query and the Cart and CartLine types, read from a stored cart
// (../store.mjs) and its summary (../cart.mjs).

import {cartGid, lineGid, money, parseCartId, summarize} from '../cart.mjs';
import {byId, paginate} from './connections.mjs';

export function cartView(record) {
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
export function findCart(ctx, id) {
  const parsed = parseCartId(id);
  if (!parsed) return null;
  const record = ctx.store.getCart(parsed.token);
  if (!record || record.completedAt) return null;
  if (parsed.key !== record.key) return null;
  return record;
}

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

export const cartResolvers = {
  QueryRoot: {
    cart: (_s, {id}, ctx) => {
      const record = findCart(ctx, id);
      return record ? cartView(record) : null;
    },
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
        // Only the code whose discount is taken off: order discounts do not combine by default.
        applicable: c.summary.appliedCode === code,
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

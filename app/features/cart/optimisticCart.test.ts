import {describe, expect, it} from 'vitest';
import {
  applyPendingChanges,
  cartFigures,
  cartItemCount,
  pendingChangeFromForm,
  type CartLineLike,
} from './optimisticCart';

const SOAP = 'gid://shopify/ProductVariant/100101';
const OIL = 'gid://shopify/ProductVariant/200101';
const NEW = 'gid://shopify/ProductVariant/300101';
const LINE_SOAP = 'gid://shopify/CartLine/aaaa-1111?cart=abc';
const LINE_OIL = 'gid://shopify/CartLine/bbbb-2222?cart=abc';

const lines: CartLineLike[] = [
  {id: LINE_SOAP, quantity: 2, merchandise: {id: SOAP, price: {amount: '12.0'}}},
  {id: LINE_OIL, quantity: 1, merchandise: {id: OIL, price: {amount: '34.95'}}},
];

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

describe('pending cart changes', () => {
  it('reads add, update and remove forms and ignores anything else', () => {
    expect(
      pendingChangeFromForm(form({intent: 'add', merchandiseId: SOAP, quantity: '2'})),
    ).toEqual({
      intent: 'add',
      merchandiseId: SOAP,
      quantity: 2,
    });
    expect(
      pendingChangeFromForm(form({intent: 'update', lineId: LINE_SOAP, quantity: '0'})),
    ).toEqual({
      intent: 'update',
      lineId: LINE_SOAP,
      quantity: 0,
    });
    expect(pendingChangeFromForm(form({intent: 'remove', lineId: LINE_OIL}))).toEqual({
      intent: 'remove',
      lineId: LINE_OIL,
    });
    expect(pendingChangeFromForm(form({intent: 'discount', discountCode: 'WELCOME10'}))).toBeNull();
    expect(pendingChangeFromForm(form({intent: 'add', merchandiseId: 'nonsense'}))).toBeNull();
    expect(pendingChangeFromForm(undefined)).toBeNull();
  });

  it('merges an add of a variant already in the cart and counts new variants apart', () => {
    const result = applyPendingChanges(lines, [
      {intent: 'add', merchandiseId: SOAP, quantity: 3},
      {intent: 'add', merchandiseId: NEW, quantity: 1},
    ]);
    expect(result.lines.map((line) => line.quantity)).toEqual([5, 1]);
    expect(result.unlistedAddQuantity).toBe(1);
    expect(cartItemCount(result.lines, result.unlistedAddQuantity)).toBe(7);
  });

  it('removes a line set to zero or below, and on remove', () => {
    expect(
      applyPendingChanges(lines, [{intent: 'update', lineId: LINE_SOAP, quantity: 0}]).lines.map(
        (l) => l.id,
      ),
    ).toEqual([LINE_OIL]);
    expect(
      applyPendingChanges(lines, [{intent: 'update', lineId: LINE_SOAP, quantity: -2}]).lines,
    ).toHaveLength(1);
    expect(
      applyPendingChanges(lines, [{intent: 'remove', lineId: LINE_OIL}]).lines.map((l) => l.id),
    ).toEqual([LINE_SOAP]);
  });

  it('lets the latest quantity for a line win and never mutates the server lines', () => {
    const result = applyPendingChanges(lines, [
      {intent: 'update', lineId: LINE_SOAP, quantity: 3},
      {intent: 'update', lineId: LINE_SOAP, quantity: 4},
    ]);
    expect(result.lines[0]?.quantity).toBe(4);
    expect(lines[0]?.quantity).toBe(2);
  });
});

describe('badge and total', () => {
  it("without Shopify's figures, sums quantities and price × quantity with 2 decimals", () => {
    const figures = (read: CartLineLike[]) =>
      cartFigures(null, read, {lines: read, unlistedAddQuantity: 0});
    expect(cartItemCount(lines)).toBe(3);
    expect(figures(lines)).toEqual({count: 3, total: '58.95'});
    expect(figures([])).toEqual({count: 0, total: '0.00'});
    // 0.1 + 0.2 style drift stays out of the total.
    expect(
      figures([
        {id: 'a', quantity: 3, merchandise: {id: 'x', price: {amount: '0.1'}}},
        {id: 'b', quantity: 1, merchandise: {id: 'y', price: {amount: '0.2'}}},
      ]).total,
    ).toBe('0.50');
  });
});

describe("the badge and total shown: Shopify's figures, moved by pending changes", () => {
  const server = (totalQuantity: number, amount: string) => ({
    totalQuantity,
    cost: {totalAmount: {amount}},
  });

  it("are exactly Shopify's totalQuantity and cost.totalAmount with nothing pending", () => {
    expect(cartFigures(server(3, '58.95'), lines, {lines, unlistedAddQuantity: 0})).toEqual({
      count: 3,
      total: '58.95',
    });
    // A discount code: Shopify's total, not the lines' sum.
    expect(cartFigures(server(3, '53.06'), lines, {lines, unlistedAddQuantity: 0})).toEqual({
      count: 3,
      total: '53.06',
    });
  });

  it('count what Shopify holds beyond the lines read back', () => {
    // 228 items at Shopify, 100 lines read back holding 100 of them.
    const read = Array.from({length: 100}, (_, n) => ({
      id: `l${n}`,
      quantity: 1,
      merchandise: {id: `v${n}`, price: {amount: '10.0'}},
    }));
    expect(
      cartFigures(server(228, '9459.90'), read, {lines: read, unlistedAddQuantity: 0}),
    ).toEqual({
      count: 228,
      total: '9459.90',
    });
  });

  it('move by what pending adds, updates and removals change', () => {
    const pending = applyPendingChanges(lines, [
      {intent: 'update', lineId: LINE_SOAP, quantity: 5},
      {intent: 'remove', lineId: LINE_OIL},
      {intent: 'add', merchandiseId: NEW, quantity: 2},
    ]);
    // Soap 2 → 5 (+36.00), oil removed (−34.95), 2 new items (no price known yet).
    expect(cartFigures(server(3, '58.95'), lines, pending)).toEqual({count: 7, total: '60.00'});
  });

  it('fall back to the lines when there is no cart at Shopify yet, and never go below zero', () => {
    expect(cartFigures(null, [], {lines: [], unlistedAddQuantity: 1})).toEqual({
      count: 1,
      total: '0.00',
    });
    const removal = applyPendingChanges(lines, [{intent: 'remove', lineId: LINE_OIL}]);
    expect(cartFigures(server(3, '20.00'), lines, removal).total).toBe('0.00');
  });
});

describe('bundles', () => {
  const BUNDLE = 'gid://shopify/ProductVariant/100102';
  const bundleLine: CartLineLike = {
    id: 'gid://shopify/CartLine/cccc-3333?cart=abc',
    quantity: 1,
    merchandise: {
      id: BUNDLE,
      price: {amount: '22.8'},
      selectedOptions: [
        {name: 'Purchase Type', value: 'Subscribe & Save'},
        {name: 'Quantity', value: '2 Units'},
      ],
    },
  };

  it('counts a bundle line in units, on top of Shopify’s totalQuantity', () => {
    const all = [...lines, bundleLine];
    // Shopify counts the bundle once: 2 + 1 + 1.
    const server = {totalQuantity: 4, cost: {totalAmount: {amount: '81.75'}}};
    expect(cartItemCount(all)).toBe(5);
    expect(cartFigures(server, all, {lines: all, unlistedAddQuantity: 0}).count).toBe(5);
  });

  it('reads the ticked Subscribe & Save box and the bundle size from an add form', () => {
    const values = {
      intent: 'add',
      merchandiseId: SOAP,
      subscribeMerchandiseId: BUNDLE,
      bundleQuantity: '2',
    };
    expect(pendingChangeFromForm(form({...values, subscribe: '1'}))).toEqual({
      intent: 'add',
      merchandiseId: BUNDLE,
      quantity: 1,
      unitsPerItem: 2,
    });
    expect(pendingChangeFromForm(form(values))).toMatchObject({merchandiseId: SOAP});
    const pending = applyPendingChanges(lines, [
      {intent: 'add', merchandiseId: NEW, quantity: 1, unitsPerItem: 3},
    ]);
    expect(pending.unlistedAddQuantity).toBe(3);
  });
});

import {LINE_ID_PATTERN, MAX_LINE_QUANTITY, VARIANT_ID_PATTERN} from './cartRules';

/** A cart change still on its way to Shopify, read from a pending form submission. */
export type PendingCartChange =
  | {intent: 'add'; merchandiseId: string; quantity: number; unitsPerItem?: number}
  | {intent: 'update'; lineId: string; quantity: number}
  | {intent: 'remove'; lineId: string};

export interface CartLineLike {
  id: string;
  quantity: number;
  merchandise: {
    id: string;
    price: {amount: string};
    selectedOptions?: readonly {name: string; value: string}[];
  };
}

/** The product page's add form: the Subscribe & Save box may swap the variant it adds (no-JS safe). */
export const SUBSCRIBE_MERCHANDISE_FIELD = 'subscribeMerchandiseId';

/**
 * The variant an add form adds: its `merchandiseId`, or the Subscribe & Save variant named beside it when
 * the form's Subscribe & Save box is ticked. The cart action applies the same rule.
 */
export function addedMerchandiseId(fields: {
  merchandiseId: string;
  subscribe?: string | null;
  subscribeMerchandiseId?: string | null;
}): string {
  const subscribing =
    fields.subscribe === '1' || fields.subscribe === 'true' || fields.subscribe === 'on';
  return subscribing && fields.subscribeMerchandiseId
    ? fields.subscribeMerchandiseId
    : fields.merchandiseId;
}

/**
 * Units one item of a variant holds: a bundle is one variant whose Quantity option says how many units it
 * holds ('2 Units'), bought as a line of quantity 1 at the bundle's price (SPEC.md 3, 4). Anything else is 1.
 */
export function unitsPerItem(merchandise: CartLineLike['merchandise']): number {
  const value = merchandise.selectedOptions?.find((option) => option.name === 'Quantity')?.value;
  const units = value ? /^(\d{1,2}) Units?$/.exec(value.trim())?.[1] : undefined;
  return units ? Math.max(1, Number(units)) : 1;
}

/**
 * Reads a submitted cart form for display only (the server validates for real); anything unexpected is
 * ignored. Hand-written so the browser bundle does not need the zod schema.
 */
export function pendingChangeFromForm(form: FormData | undefined): PendingCartChange | null {
  if (!form) return null;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const quantityText = text('quantity');
  const quantity = quantityText === '' ? 1 : Number(quantityText);
  if (!Number.isInteger(quantity) || Math.abs(quantity) > MAX_LINE_QUANTITY) return null;
  switch (text('intent')) {
    case 'add': {
      const merchandiseId = addedMerchandiseId({
        merchandiseId: text('merchandiseId'),
        subscribe: text('subscribe'),
        subscribeMerchandiseId: text(SUBSCRIBE_MERCHANDISE_FIELD),
      });
      const units = Number(text('bundleQuantity'));
      return VARIANT_ID_PATTERN.test(merchandiseId) && quantity >= 1
        ? {
            intent: 'add',
            merchandiseId,
            quantity,
            ...(Number.isInteger(units) && units > 1 && units <= 3 ? {unitsPerItem: units} : {}),
          }
        : null;
    }
    case 'update':
      return LINE_ID_PATTERN.test(text('lineId'))
        ? {intent: 'update', lineId: text('lineId'), quantity}
        : null;
    case 'remove':
      return LINE_ID_PATTERN.test(text('lineId'))
        ? {intent: 'remove', lineId: text('lineId')}
        : null;
    default:
      return null;
  }
}

/**
 * What the cart will look like once the pending changes land (SPEC.md 4): adding a variant already in the
 * cart raises its quantity, a quantity of 0 or less removes the line. Adds of variants not yet in the cart
 * have no line to show, so their units are counted separately for the badge.
 */
export function applyPendingChanges<Line extends CartLineLike>(
  lines: readonly Line[],
  changes: readonly PendingCartChange[],
): {lines: Line[]; unlistedAddQuantity: number} {
  let next = lines.map((line) => ({...line}));
  let unlistedAddQuantity = 0;
  for (const change of changes) {
    if (change.intent === 'add') {
      const line = next.find((candidate) => candidate.merchandise.id === change.merchandiseId);
      if (line) line.quantity = Math.min(line.quantity + change.quantity, MAX_LINE_QUANTITY);
      else unlistedAddQuantity += change.quantity * (change.unitsPerItem ?? 1);
    } else if (change.intent === 'update' && change.quantity > 0) {
      next = next.map((line) =>
        line.id === change.lineId ? {...line, quantity: change.quantity} : line,
      );
    } else {
      next = next.filter((line) => line.id !== change.lineId);
    }
  }
  return {lines: next, unlistedAddQuantity};
}

/**
 * The badge: the sum of quantities (SPEC.md 9), counted in units, the shopper's items: a Bundle of 2 is 2
 * items, as the add's toast ('2 × title') and the line ('Bundle of 2', 2 items) say.
 */
export function cartItemCount(lines: readonly CartLineLike[], unlistedAddQuantity = 0): number {
  return lines.reduce(
    (sum, line) => sum + line.quantity * unitsPerItem(line.merchandise),
    unlistedAddQuantity,
  );
}

/** The lines' own quantities (bundles count once), as Shopify's `totalQuantity` counts them. */
export function cartLineQuantity(lines: readonly CartLineLike[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

const centsOf = (amount: string) => Math.round(Number(amount) * 100);

/** The sum of price × quantity, in cents to avoid floating-point drift. */
function linesCents(lines: readonly CartLineLike[]): number {
  return lines.reduce(
    (sum, line) => sum + centsOf(line.merchandise.price.amount) * line.quantity,
    0,
  );
}

/** What Shopify says of the whole cart, whatever lines were read back. */
export interface ServerCartTotals {
  totalQuantity: number;
  cost: {totalAmount: {amount: string}};
}

/**
 * The badge count and total to show: Shopify's own figures for the cart (so a discount, or a line the
 * shop did not read, is never left out), moved by what the pending changes add or take away. With nothing
 * pending they are Shopify's `cost.totalAmount` and its `totalQuantity` with bundles counted in units.
 */
export function cartFigures(
  server: ServerCartTotals | null,
  serverLines: readonly CartLineLike[],
  optimistic: {lines: readonly CartLineLike[]; unlistedAddQuantity: number},
): {count: number; total: string} {
  const countChange =
    cartItemCount(optimistic.lines, optimistic.unlistedAddQuantity) - cartItemCount(serverLines);
  const centsChange = linesCents(optimistic.lines) - linesCents(serverLines);
  // Shopify's totalQuantity counts a bundle once; its lines that were read back add their other units.
  const baseCount = server
    ? server.totalQuantity + cartItemCount(serverLines) - cartLineQuantity(serverLines)
    : cartItemCount(serverLines);
  const baseCents = server ? centsOf(server.cost.totalAmount.amount) : linesCents(serverLines);
  return {
    count: baseCount + countChange,
    total: (Math.max(0, baseCents + centsChange) / 100).toFixed(2),
  };
}

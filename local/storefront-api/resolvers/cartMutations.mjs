// The cart mutations: create, lines add/update/remove, discount and gift card codes, buyer identity, note
// and attributes. Each one answers {cart, userErrors, warnings}; one with userErrors changes nothing.

import {productById, variantById} from '../catalogue.mjs';
import {
  discountWarnings,
  MAX_LINE_QUANTITY,
  MAX_NOTE_LENGTH,
  newCartKey,
  newCartToken,
  normaliseAttributes,
  parseLineId,
} from '../cart.mjs';
import {cartView, findCart} from './cart.mjs';
import {
  addLinesTo,
  applyBuyerIdentity,
  contextCountry,
  discountCodeList,
  giftCardErrors,
  stockWarning,
  userError,
} from './cartInput.mjs';

function cartNotFound() {
  return {
    cart: null,
    userErrors: [userError(['cartId'], 'The specified cart does not exist.', 'INVALID')],
    warnings: [],
  };
}

function touch(ctx, record) {
  record.updatedAt = ctx.now().toISOString();
  ctx.store.putCart(record);
}

const mutations = {
  cartCreate(_root, {input = {}}, ctx, info) {
    const now = ctx.now().toISOString();
    /** @type {import('../store.mjs').StoredCart} */
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
    const view = cartView(record);
    return {
      cart: view,
      userErrors: [],
      warnings: [...added.warnings, ...discountWarnings(record, view.summary)],
    };
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
    // Shopify replaces the list and keeps every code, applicable or not; the warnings say why one is not.
    const view = cartView(record);
    return {cart: view, userErrors: [], warnings: discountWarnings(record, view.summary)};
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

export const cartMutationResolvers = {Mutation: mutations};

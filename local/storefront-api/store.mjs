// Persistence for carts and orders: two JSON files under dataDir, rewritten atomically (temp file + rename)
// after every change and loaded at start. A missing file means "empty"; a corrupt one is set aside with a
// warning so the server still starts.

import {
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
  existsSync,
  copyFileSync,
} from 'node:fs';
import {join} from 'node:path';

/**
 * @typedef {{uuid:string, merchandiseId:string, quantity:number, attributes:{key:string,value:string}[]}} StoredLine
 * @typedef {{token:string, key:string, createdAt:string, updatedAt:string, lines:StoredLine[],
 *   buyerIdentity:{countryCode:string|null, email:string|null, phone:string|null},
 *   discountCodes:string[], giftCardCodes?:string[], note:string|null, attributes:{key:string,value:string}[],
 *   completedAt?:string|null, orderNumber?:number|null}} StoredCart
 * @typedef {{number:number, name:string, cartToken:string, createdAt:string, email:string|null,
 *   lines:{title:string, variantTitle:string, merchandiseId:string, sku:string, quantity:number, unitCents:number, totalCents:number}[],
 *   subtotalCents:number, discountCents:number, discountCode:string|null, totalCents:number, currencyCode:string}} StoredOrder
 */

const FIRST_ORDER_NUMBER = 1001;

function readJson(file, fallback, warn) {
  if (!existsSync(file)) return fallback;
  try {
    const text = readFileSync(file, 'utf8');
    if (!text.trim()) return fallback;
    return JSON.parse(text);
  } catch (error) {
    const aside = `${file}.corrupt-${Date.now()}`;
    try {
      copyFileSync(file, aside);
    } catch {
      /* best effort */
    }
    warn(
      `[storefront-api] warning: could not read ${file} (${error.message}); starting empty (copy kept at ${aside})`,
    );
    return fallback;
  }
}

function writeJsonAtomic(file, value) {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 1)}\n`);
  renameSync(tmp, file);
}

/**
 * @param {string} dataDir
 * @param {{warn?: (msg: string) => void}} [options]
 */
export function openStore(dataDir, {warn = (m) => console.warn(m)} = {}) {
  mkdirSync(dataDir, {recursive: true});
  const cartsFile = join(dataDir, 'carts.json');
  const ordersFile = join(dataDir, 'orders.json');

  const cartsJson = readJson(cartsFile, {carts: []}, warn);
  const ordersJson = readJson(ordersFile, {orders: []}, warn);

  /** @type {Map<string, StoredCart>} */
  const carts = new Map();
  for (const c of Array.isArray(cartsJson?.carts) ? cartsJson.carts : []) {
    if (c && typeof c.token === 'string' && Array.isArray(c.lines)) carts.set(c.token, c);
  }
  /** @type {StoredOrder[]} */
  const orders = (Array.isArray(ordersJson?.orders) ? ordersJson.orders : []).filter(
    (o) => o && typeof o.number === 'number',
  );

  const saveCarts = () => writeJsonAtomic(cartsFile, {version: 1, carts: [...carts.values()]});
  const saveOrders = () => writeJsonAtomic(ordersFile, {version: 1, orders});

  return {
    dataDir,
    cartsFile,
    ordersFile,
    /** @param {string} token */
    getCart: (token) => carts.get(token) ?? null,
    /** @param {StoredCart} record */
    putCart(record) {
      carts.set(record.token, record);
      saveCarts();
    },
    allCarts: () => [...carts.values()],
    orders: () => orders.slice(),
    orderForCart: (token) => orders.find((o) => o.cartToken === token) ?? null,
    nextOrderNumber: () =>
      orders.reduce((max, o) => Math.max(max, o.number + 1), FIRST_ORDER_NUMBER),
    /**
     * Record an order and mark its cart completed, orders file first so a crash in between never loses it.
     * @param {StoredOrder} order
     * @param {StoredCart} record
     */
    completeCart(order, record) {
      orders.push(order);
      saveOrders();
      record.completedAt = order.createdAt;
      record.orderNumber = order.number;
      record.updatedAt = order.createdAt;
      carts.set(record.token, record);
      saveCarts();
    },
  };
}

/** @typedef {ReturnType<typeof openStore>} Store */

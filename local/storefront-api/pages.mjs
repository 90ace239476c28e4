// HTML stand-ins for Shopify's hosted pages: checkout (the cart's checkoutUrl), order confirmation and
// customer account. Plain, accessible, server-rendered HTML; every dynamic value is escaped.

import {escapeHtml} from './descriptions.mjs';
import {formatDollars} from './cart.mjs';
import {SHOP_NAME} from './resolvers/shop.mjs';

const STYLE = `
  :root { color-scheme: light; --ink: #2f3a2c; --muted: #5d6659; --line: #d9dccf; --accent: #3f6b3a; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: #f7f5ef; }
  header, main, footer { max-width: 46rem; margin: 0 auto; padding: 1rem 1.25rem; }
  header { border-bottom: 1px solid var(--line); }
  header p { margin: 0; font-weight: 600; letter-spacing: .02em; }
  h1 { font-size: 1.75rem; margin: 1rem 0 .5rem; }
  .note { background: #fff8e1; border: 1px solid #ecd9a0; padding: .75rem 1rem; border-radius: .5rem; }
  table { width: 100%; border-collapse: collapse; margin: 1.25rem 0; background: #fff; }
  caption { text-align: left; font-weight: 600; padding: .5rem 0; }
  th, td { text-align: left; padding: .6rem .75rem; border-bottom: 1px solid var(--line); vertical-align: top; }
  td.num, th.num { text-align: right; white-space: nowrap; }
  tfoot th, tfoot td { font-weight: 600; }
  button { font: inherit; background: var(--accent); color: #fff; border: 0; border-radius: .5rem; padding: .75rem 1.5rem; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  a { color: var(--accent); }
  .muted { color: var(--muted); }
`;

/**
 * @param {{title: string, body: string}} page
 */
export function layout({title, body}) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} – ${escapeHtml(SHOP_NAME)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><p>${escapeHtml(SHOP_NAME)}</p></header>
<main id="main">
${body}
</main>
<footer><p class="muted">Local stand-in for Shopify's hosted pages. No payment is taken and nothing is shipped.</p></footer>
</body>
</html>
`;
}

/**
 * @param {{token: string, summary: ReturnType<typeof import('./cart.mjs').summarize>, shopOrigin: string, discountCodes: string[]}} input
 */
export function checkoutPage({token, summary, shopOrigin, discountCodes}) {
  const rows = summary.lines
    .map(
      ({line, variant, product, unitCents, subtotalCents}) => `<tr>
  <th scope="row">${escapeHtml(product.title)}</th>
  <td>${escapeHtml(variant.title)}</td>
  <td class="num">${line.quantity}</td>
  <td class="num">${formatDollars(unitCents)}</td>
  <td class="num">${formatDollars(subtotalCents)}</td>
</tr>`,
    )
    .join('\n');
  const empty = summary.lines.length === 0;
  const discountRow =
    summary.discountCents > 0
      ? `<tr><th scope="row" colspan="4">Discount (${escapeHtml(summary.appliedCode ?? '')})</th><td class="num">-${formatDollars(summary.discountCents)}</td></tr>`
      : '';
  const codes = discountCodes.length
    ? `<p>Discount codes: ${discountCodes.map((c) => `<strong>${escapeHtml(c)}</strong>`).join(', ')}</p>`
    : '';
  const body = `
<h1>Checkout</h1>
<p class="note" role="note">This is the local test checkout. Placing an order here records a test order only: no card is charged and nothing ships.</p>
${
  empty
    ? `<p>Your cart is empty.</p><p><a href="${escapeHtml(shopOrigin)}">Continue shopping</a></p>`
    : `<table>
<caption>Order summary (${summary.totalQuantity} ${summary.totalQuantity === 1 ? 'item' : 'items'})</caption>
<thead><tr><th scope="col">Product</th><th scope="col">Variant</th><th scope="col" class="num">Quantity</th><th scope="col" class="num">Price</th><th scope="col" class="num">Line total</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
<tr><th scope="row" colspan="4">Subtotal</th><td class="num">${formatDollars(summary.subtotalCents)}</td></tr>
${discountRow}
<tr><th scope="row" colspan="4">Total</th><td class="num">${formatDollars(summary.totalCents)}</td></tr>
</tfoot>
</table>
${codes}
<form method="post" action="/checkouts/cn/${encodeURIComponent(token)}/complete">
<button type="submit">Place test order</button>
</form>
<p><a href="${escapeHtml(shopOrigin)}">Continue shopping</a></p>`
}
`;
  return layout({title: 'Checkout', body});
}

/**
 * @param {{order: import('./store.mjs').StoredOrder, shopOrigin: string}} input
 */
export function thankYouPage({order, shopOrigin}) {
  const rows = order.lines
    .map(
      (l) =>
        `<tr><th scope="row">${escapeHtml(l.title)}</th><td>${escapeHtml(l.variantTitle)}</td><td class="num">${l.quantity}</td><td class="num">${formatDollars(l.totalCents)}</td></tr>`,
    )
    .join('\n');
  const body = `
<h1>Thank you for your order</h1>
<p>Your order number is <strong>${escapeHtml(order.name)}</strong>. This was a test order in the local stand-in, so no payment was taken.</p>
<table>
<caption>Order ${escapeHtml(order.name)}</caption>
<thead><tr><th scope="col">Product</th><th scope="col">Variant</th><th scope="col" class="num">Quantity</th><th scope="col" class="num">Line total</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
<tr><th scope="row" colspan="3">Subtotal</th><td class="num">${formatDollars(order.subtotalCents)}</td></tr>
${order.discountCents > 0 ? `<tr><th scope="row" colspan="3">Discount (${escapeHtml(order.discountCode ?? '')})</th><td class="num">-${formatDollars(order.discountCents)}</td></tr>` : ''}
<tr><th scope="row" colspan="3">Total</th><td class="num">${formatDollars(order.totalCents)}</td></tr>
</tfoot>
</table>
<p><a href="${escapeHtml(shopOrigin)}">Continue shopping</a></p>
`;
  return layout({title: `Order ${order.name} confirmed`, body});
}

export function goneCheckoutPage({shopOrigin}) {
  const body = `
<h1>This checkout is no longer available</h1>
<p>The cart behind this link was already checked out or does not exist. Your items may still be in your cart in the shop.</p>
<p><a href="${escapeHtml(shopOrigin)}">Continue shopping</a></p>
`;
  return layout({title: 'Checkout unavailable', body});
}

export function accountPage({shopOrigin}) {
  const body = `
<h1>Customer account</h1>
<p>This is the local stand-in for Shopify's customer account pages. Orders placed in the local test checkout are recorded on this machine only; there is no customer sign-in here.</p>
<p><a href="${escapeHtml(shopOrigin)}">Back to the shop</a></p>
`;
  return layout({title: 'Customer account', body});
}

export function notFoundPage({shopOrigin}) {
  return layout({
    title: 'Page not found',
    body: `<h1>Page not found</h1><p><a href="${escapeHtml(shopOrigin)}">Back to the shop</a></p>`,
  });
}

// Seed URL redirects for the local Storefront API stand-in, as a shop owner would create them in the Shopify
// admin (Online Store > Navigation > URL redirects). Plain data; `urlRedirects` in resolvers.mjs filters it.
//
// Shopify stores the path with a leading slash and no trailing slash (the admin refuses one); the target is a
// path on the shop or an absolute URL. Ids follow Shopify's `gid://shopify/UrlRedirect/<n>` form.

/** @type {ReadonlyArray<{id: string, path: string, target: string}>} */
export const urlRedirects = Object.freeze(
  [
    // A short link printed on the soap's paper wrap; it chains through the app's /products/ → /product/ redirect.
    {n: 411001, path: '/lavender', target: '/products/lavender-oat-soap'},
    // A renamed product: Shopify offers this redirect when a product's handle changes.
    {n: 411006, path: '/products/lavender-soap', target: '/products/lavender-oat-soap'},
    // An old navigation link from before the gift sets had their own collection page.
    {n: 411002, path: '/gifts', target: '/collections/gift-sets'},
    // A blog the shop no longer runs.
    {n: 411003, path: '/blogs/journal', target: '/about'},
    // Mixed case as typed in the admin: Shopify matches redirects case-insensitively.
    {n: 411004, path: '/Wholesale', target: '/contact'},
    // Off-site: Shopify allows an absolute URL as the target.
    {n: 411005, path: '/instagram', target: 'https://www.instagram.com/wildrootbotanicals'},
  ].map(({n, path, target}) =>
    Object.freeze({id: `gid://shopify/UrlRedirect/${n}`, n, path, target}),
  ),
);

// The skeleton's front worker in the edge bench (bench/edgeServe.mjs): the shop's own (scripts/frontWorker.mjs),
// plus one thing the local stand-in needs. The skeleton's Content-Security-Policy allows images from
// cdn.shopify.com, where a real store's product images are; here they come from the Storefront stand-in's image
// CDN on loopback, which that policy would block, so a browser would load no product image on the skeleton's
// pages and Lighthouse would compare a page with pictures against one without. The stand-in's origin
// (IMAGE_ORIGIN) is added to the policy's default-src, as cdn.shopify.com is there; nothing else changes.
import front from '../scripts/frontWorker.mjs';

export default {
  /** @param {Request} request @param {{SHOP: unknown, IMAGE_ORIGIN?: string}} env */
  async fetch(request, env) {
    const response = await front.fetch(request, env);
    const policy = response.headers.get('Content-Security-Policy');
    if (!policy || !env.IMAGE_ORIGIN || !/(^|;)\s*default-src /.test(policy)) return response;
    const patched = new Response(response.body, response);
    patched.headers.set(
      'Content-Security-Policy',
      policy.replace(/(^|;)(\s*)default-src /, `$1$2default-src ${env.IMAGE_ORIGIN} `),
    );
    return patched;
  },
};

import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {findShopifyRedirect} from './urlRedirects.server';

/**
 * The answer for a path the shop has no page for: Shopify's URL redirect when the owner set one (old links keep working),
 * else 404 with the path (logged, as SPEC.md 2 asks of the 404 page).
 */
export async function notFoundOrShopifyRedirect({
  request,
  context,
}: Pick<LoaderFunctionArgs, 'request' | 'context'>) {
  const redirect = await findShopifyRedirect(context, request);
  // Thrown, so a loader's data type stays that of its page (Remix's single-fetch typing).
  if (redirect) throw redirect;
  const {pathname} = new URL(request.url);
  console.warn(`404: no page at ${pathname}`);
  return data({pathname}, {status: 404});
}

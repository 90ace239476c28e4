import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {predictSearch} from '~/features/search/index.server';
import {normalizeSearchQuery} from '~/features/search';
import {describeStorefrontError} from '~/lib/storefrontErrors';
import {PERSONAL_PAGE} from '~/sharing';

/** Shows or changes the cart, or needs a signed-in user: never served from a shared cart template. */
export const handle = PERSONAL_PAGE;

/**
 * GET /api/predictive-search?q=: the header combobox's suggestions as JSON. The same for every visitor
 * (no cookies read or set), so browsers and CDNs may keep an answer briefly; a failure is never kept.
 */
const SHARED = 'public, max-age=60, stale-while-revalidate=300';

export async function loader({request, context}: LoaderFunctionArgs) {
  const {q} = normalizeSearchQuery(new URL(request.url).searchParams.get('q'));
  try {
    const results = await predictSearch(context, q);
    return Response.json({q, ...results}, {headers: {'Cache-Control': SHARED}});
  } catch (error) {
    console.error(error);
    return Response.json(
      {q, error: describeStorefrontError(error)},
      {status: 503, headers: {'Cache-Control': 'no-store'}},
    );
  }
}

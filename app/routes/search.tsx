import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {SearchPage, parseSearchRequest} from '~/features/search';
import {searchProducts} from '~/features/search/index.server';
import {readListingQuery} from '~/features/catalogue/index.server';
import {listingSearch} from '~/features/filters';
import {BRAND} from '~/content/brand';

export const meta: MetaFunction<typeof loader> = ({data}) => [
  {title: data?.q ? `Search: ${data.q} | ${BRAND.name}` : `Search | ${BRAND.name}`},
  {name: 'description', content: `Search the ${BRAND.name} shop.`},
  // Results pages are endless and change daily: nothing for search engines to index.
  {name: 'robots', content: 'noindex'},
];

/**
 * /search?q=&after=: Shopify's product search, one page at a time (searchQuery.ts bounds the input), under
 * the listing pages' filter parameters.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const query = readListingQuery(request, 'manual');
  const {q, after, truncated} = parseSearchRequest(new URL(request.url).searchParams);
  const results = await searchProducts(context, {q, after, query});
  return data(
    {q, truncated, isLaterPage: after !== null, filters: listingSearch(query), results},
    {status: results.error ? results.status : 200},
  );
}

export default function Search() {
  const page = useLoaderData<typeof loader>();
  return <SearchPage {...page} />;
}

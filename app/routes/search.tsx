import {useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {SearchPage, parseSearchRequest} from '~/features/search';
import {searchProducts} from '~/features/search/index.server';
import {BRAND} from '~/content/brand';

export const meta: MetaFunction<typeof loader> = ({data}) => [
  {title: data?.q ? `Search: ${data.q} | ${BRAND.name}` : `Search | ${BRAND.name}`},
  {name: 'description', content: `Search the ${BRAND.name} shop.`},
  // Results pages are endless and change daily: nothing for search engines to index.
  {name: 'robots', content: 'noindex'},
];

/** /search?q=&after=: Shopify's product search, one page at a time (searchQuery.ts bounds the input). */
export async function loader({request, context}: LoaderFunctionArgs) {
  const {q, after, truncated} = parseSearchRequest(new URL(request.url).searchParams);
  const results = await searchProducts(context, {q, after});
  return data(
    {q, truncated, isLaterPage: after !== null, results},
    {status: results.error ? results.status : 200},
  );
}

export default function Search() {
  const page = useLoaderData<typeof loader>();
  return <SearchPage {...page} />;
}

import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadCategory} from './catalogue.server';
import {CATEGORY_PAGES, type CategoryKey} from './categories';
import {canonicalUrl} from '~/ui/seo';
import {isRefined} from '~/features/filters';
import {readListingQuery} from './listing.server';

/** The loader of the five category routes; each route names its category. */
export async function loadCategoryPage({request, context}: LoaderFunctionArgs, key: CategoryKey) {
  const query = readListingQuery(request, 'manual');
  const result = await loadCategory(context, CATEGORY_PAGES[key], query);
  return data(
    {url: canonicalUrl(request.url), refined: isRefined(query), category: key, ...result},
    {status: result.error ? 503 : 200},
  );
}

export type CategoryLoader = (args: LoaderFunctionArgs) => ReturnType<typeof loadCategoryPage>;

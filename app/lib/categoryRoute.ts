import type {MetaFunction} from '@remix-run/react';
import {data, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadCategory} from './catalogue.server';
import {CATEGORY_PAGES, type CategoryKey} from './categories';
import {canonicalUrl, pageMeta} from './seo';

/** Loader and meta shared by the five category routes; each route names its category. */
export function categoryRoute(key: CategoryKey) {
  const category = CATEGORY_PAGES[key];

  async function loader({request, context}: LoaderFunctionArgs) {
    const result = await loadCategory(context, category);
    return data(
      {url: canonicalUrl(request.url), category: key, ...result},
      {status: result.error ? 503 : 200},
    );
  }

  const meta: MetaFunction<typeof loader> = ({data}) =>
    pageMeta({title: category.title, description: category.metaDescription, url: data?.url});

  return {loader, meta};
}

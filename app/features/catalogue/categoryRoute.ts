import type {MetaFunction} from '@remix-run/react';
import type {CategoryLoader} from './categoryPage.server';
import {CATEGORY_PAGES, type CategoryKey} from './categories';
import {listingMeta, listingTrail} from './listingMeta';

/** Title, description, canonical link, breadcrumb and (filtered) noindex of a category page. */
export function categoryMeta(key: CategoryKey): MetaFunction<CategoryLoader> {
  const category = CATEGORY_PAGES[key];
  return ({data}) =>
    listingMeta({
      title: category.title,
      description: category.metaDescription,
      url: data?.url,
      refined: data?.refined ?? false,
      trail: listingTrail(category.title),
    });
}

import type {MetaFunction} from '@remix-run/react';
import type {CategoryLoader} from './categoryPage.server';
import {CATEGORY_PAGES, type CategoryKey} from './categories';
import {pageMeta} from '~/lib/seo';

/** Title, description and canonical link of a category page. */
export function categoryMeta(key: CategoryKey): MetaFunction<CategoryLoader> {
  const category = CATEGORY_PAGES[key];
  return ({data}) => pageMeta({title: category.title, description: category.metaDescription, url: data?.url});
}

import {useLoaderData} from '@remix-run/react';
import type {categoryRoute} from '~/lib/categoryRoute';
import {CATEGORY_PAGES} from '~/lib/categories';
import {ListingPage} from './ListingPage';

type CategoryLoader = ReturnType<typeof categoryRoute>['loader'];

export function CategoryPage() {
  const {category: key, products, error} = useLoaderData<CategoryLoader>();
  const category = CATEGORY_PAGES[key];
  return (
    <ListingPage
      title={category.title}
      tagline={category.tagline}
      products={products}
      error={error}
      emptyMessage={category.emptyMessage}
      columns={3}
    />
  );
}

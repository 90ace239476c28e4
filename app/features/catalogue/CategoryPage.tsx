import {useLoaderData} from '@remix-run/react';
import type {CategoryLoader} from './categoryPage.server';
import {CATEGORY_PAGES} from './categories';
import {ListingPage} from './ListingPage';
import {listingTrail} from './listingMeta';

export function CategoryPage() {
  const {category: key, products, error, controls} = useLoaderData<CategoryLoader>();
  const category = CATEGORY_PAGES[key];
  return (
    <ListingPage
      title={category.title}
      tagline={category.tagline}
      products={products}
      error={error}
      emptyMessage={category.emptyMessage}
      columns={3}
      controls={controls}
      trail={listingTrail(category.title)}
    />
  );
}

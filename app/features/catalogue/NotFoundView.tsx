import {useLoaderData} from '@remix-run/react';
import {NotFoundPage} from '~/ui/NotFoundPage';
import {ProductGrid} from './ProductCard';
import type {ProductCardData} from './productCard';

/** The 404 page of a route whose loader is notFoundWithBestsellers: the page with its best sellers. */
export function NotFoundView() {
  const data = useLoaderData<{bestsellers?: ProductCardData[]}>();
  const bestsellers = data?.bestsellers ?? [];
  return (
    <NotFoundPage
      bestsellers={
        bestsellers.length > 0 ? <ProductGrid products={bestsellers} headingLevel={3} /> : null
      }
    />
  );
}

import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CategoryPage} from '~/features/catalogue/CategoryPage';
import {loadCategoryPage} from '~/features/catalogue/categoryPage.server';
import {categoryMeta} from '~/features/catalogue/categoryRoute';

export const loader = (args: LoaderFunctionArgs) => loadCategoryPage(args, 'facial-masks');

export const meta = categoryMeta('facial-masks');

export default CategoryPage;

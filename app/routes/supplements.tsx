import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CategoryPage} from '~/features/catalogue/CategoryPage';
import {loadCategoryPage} from '~/features/catalogue/categoryPage.server';
import {categoryMeta} from '~/features/catalogue/categoryRoute';

export const loader = (args: LoaderFunctionArgs) => loadCategoryPage(args, 'supplements');

export const meta = categoryMeta('supplements');

export default CategoryPage;

import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CategoryPage} from '~/components/CategoryPage';
import {loadCategoryPage} from '~/lib/categoryPage.server';
import {categoryMeta} from '~/lib/categoryRoute';

export const loader = (args: LoaderFunctionArgs) => loadCategoryPage(args, 'supplements');

export const meta = categoryMeta('supplements');

export default CategoryPage;

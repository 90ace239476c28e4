import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CategoryPage} from '~/components/CategoryPage';
import {loadCategoryPage} from '~/lib/categoryPage.server';
import {categoryMeta} from '~/lib/categoryRoute';

export const loader = (args: LoaderFunctionArgs) => loadCategoryPage(args, 'face-serums-creams');

export const meta = categoryMeta('face-serums-creams');

export default CategoryPage;

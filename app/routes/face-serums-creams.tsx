import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CategoryPage, categoryMeta} from '~/features/catalogue';
import {loadCategoryPage} from '~/features/catalogue/index.server';

export const loader = (args: LoaderFunctionArgs) => loadCategoryPage(args, 'face-serums-creams');

export const meta = categoryMeta('face-serums-creams');

export default CategoryPage;

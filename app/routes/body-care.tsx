import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CategoryPage, categoryMeta} from '~/features/catalogue';
import {loadCategoryPage} from '~/features/catalogue/index.server';

export const loader = (args: LoaderFunctionArgs) => loadCategoryPage(args, 'body-care');

export const meta = categoryMeta('body-care');

export default CategoryPage;

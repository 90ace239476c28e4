import {CategoryPage} from '~/components/CategoryPage';
import {categoryRoute} from '~/lib/categoryRoute';

export const {loader, meta} = categoryRoute('facial-masks');

export default CategoryPage;

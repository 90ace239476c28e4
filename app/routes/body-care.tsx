import {CategoryPage} from '~/components/CategoryPage';
import {categoryRoute} from '~/lib/categoryRoute';

export const {loader, meta} = categoryRoute('body-care');

export default CategoryPage;

import {CategoryPage} from '~/components/CategoryPage';
import {categoryRoute} from '~/lib/categoryRoute';

export const {loader, meta} = categoryRoute('face-serums-creams');

export default CategoryPage;

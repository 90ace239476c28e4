import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {MOVED_PERMANENTLY, productPath} from '~/features/catalogue';

/** Shopify's product URL → this shop's product page, `?variant=` and the rest of the query kept. */
export function loader({params, request}: LoaderFunctionArgs) {
  return redirect(productPath(params.handle ?? '', new URL(request.url).search), MOVED_PERMANENTLY);
}

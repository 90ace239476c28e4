import {isRouteErrorResponse} from '@remix-run/react';
import {staticIsland} from '~/sharing';
import {describeStorefrontError} from '~/lib/storefrontErrors';
import {ProductUnavailableNotice as ProductUnavailableNoticeNow} from './ProductUnavailable';
import {PRODUCT_NOT_FOUND} from './productMeta';

/**
 * Fixed text the browser keeps from the server: a product page that renders fine never loads its code,
 * and one that answered 404 or 503 loads it only if the browser renders the notice itself (a client-side
 * navigation to a missing product).
 */
const ProductUnavailableNotice = staticIsland(
  import.meta.env.SSR ? ProductUnavailableNoticeNow : null,
  () => import('./ProductUnavailable').then((module) => module.ProductUnavailableNotice),
);

/** The product page's error boundary: not found (404), or the load's own message (503). */
export function ProductUnavailable({error}: {error: unknown}) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ProductUnavailableNotice title={PRODUCT_NOT_FOUND} message={null} />;
  }
  const data: unknown = isRouteErrorResponse(error) ? error.data : null;
  const message =
    typeof data === 'object' &&
    data !== null &&
    'message' in data &&
    typeof data.message === 'string'
      ? data.message
      : describeStorefrontError(error);
  return (
    <ProductUnavailableNotice title="This product is unavailable right now" message={message} />
  );
}

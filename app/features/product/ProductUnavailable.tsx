import {Link, isRouteErrorResponse} from '@remix-run/react';
import {StorefrontErrorNotice} from '~/ui/StorefrontErrorNotice';
import {describeStorefrontError} from '~/lib/storefrontErrors';

export const PRODUCT_NOT_FOUND = 'Product not found';

/** An unknown or malformed handle (HTTP 404); the shop layout stays around it. */
export function ProductNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="font-display text-4xl text-forest-900">{PRODUCT_NOT_FOUND}</h1>
      <p className="mt-4 text-lg text-bark-700">
        We couldn&apos;t find that product. It may have sold out for good or moved.
      </p>
      <Link
        to="/shop"
        className="mt-8 inline-block rounded-full bg-forest-800 px-6 py-3 font-semibold text-cream-50 hover:bg-forest-700"
      >
        Back to shop
      </Link>
    </section>
  );
}

/** The catalogue could not be read (HTTP 503): the reason in words, e.g. the billing message for 402. */
export function ProductLoadError({message}: {message: string}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20">
      <h1 className="mb-6 text-center font-display text-3xl text-forest-900">
        This product is unavailable right now
      </h1>
      <StorefrontErrorNotice message={message} />
      <p className="mt-6 text-center">
        <Link to="/shop" className="font-semibold text-forest-800 underline hover:text-forest-700">
          Back to shop
        </Link>
      </p>
    </section>
  );
}

/** The product page's error boundary: not found (404), or the load's own message (503). */
export function ProductUnavailable({error}: {error: unknown}) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFound />;
  const data: unknown = isRouteErrorResponse(error) ? error.data : null;
  const message =
    typeof data === 'object' &&
    data !== null &&
    'message' in data &&
    typeof data.message === 'string'
      ? data.message
      : describeStorefrontError(error);
  return <ProductLoadError message={message} />;
}

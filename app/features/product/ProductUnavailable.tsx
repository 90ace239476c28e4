import {Link} from '@remix-run/react';
import {StorefrontErrorNotice} from '~/ui/StorefrontErrorNotice';

/**
 * What the product page shows instead of a product: an unknown or malformed handle (HTTP 404, no
 * `message`), or the catalogue could not be read (HTTP 503) with the reason in words. The shop layout
 * stays around it. The heading comes in as a prop: this module loads on its own, and importing the page's
 * constants would make it load the page's code with it.
 */
export function ProductUnavailableNotice({
  title,
  message,
}: {
  title: string;
  message: string | null;
}) {
  if (message === null) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="font-display text-4xl text-forest-900">{title}</h1>
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
  return (
    <section className="mx-auto max-w-2xl px-4 py-20">
      <h1 className="mb-6 text-center font-display text-3xl text-forest-900">{title}</h1>
      <StorefrontErrorNotice message={message} />
      <p className="mt-6 text-center">
        <Link to="/shop" className="font-semibold text-forest-800 underline hover:text-forest-700">
          Back to shop
        </Link>
      </p>
    </section>
  );
}

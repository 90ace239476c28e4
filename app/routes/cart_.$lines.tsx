import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {cartFromPermalink} from '~/features/cart/index.server';
import {parseDiscountCode} from '~/features/catalogue';
import {PERSONAL_PAGE} from '~/sharing';

/** Shows or changes the cart, or needs a signed-in user: never served from a shared cart template. */
export const handle = PERSONAL_PAGE;

export const meta: MetaFunction = () => [
  {title: 'Cart link not available | Wildroot Botanicals'},
  {name: 'robots', content: 'noindex'},
];

/**
 * Shopify's cart permalink, `/cart/{variantId}:{qty},…` (optional `?discount=CODE`): a new cart with those
 * lines, then its checkout. A link that cannot become that cart gets a page saying why (4xx, or 5xx when
 * Shopify could not be asked).
 */
export async function loader({params, request, context}: LoaderFunctionArgs) {
  const discountCode = parseDiscountCode(new URL(request.url).searchParams.get('discount'));
  const outcome = await cartFromPermalink(context.cart, params.lines, discountCode);
  if (outcome.ok) throw redirect(outcome.checkoutUrl, {status: 303, headers: outcome.headers});
  return data({message: outcome.message}, {status: outcome.status});
}

export default function CartPermalinkProblem() {
  const {message} = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="font-display text-4xl text-forest-900">This cart link didn&apos;t work</h1>
      <p role="alert" className="mt-4 text-lg text-bark-700">
        {message}
      </p>
      <Link
        to="/shop"
        className="mt-8 inline-block rounded-full bg-forest-800 px-6 py-3 font-semibold text-cream-50 hover:bg-forest-700"
      >
        Continue shopping
      </Link>
    </section>
  );
}

import {
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@shopify/remix-oxygen';
import {PermalinkChoicePage} from '~/features/cart';
import {choosePermalink, openPermalink, type PermalinkPage} from '~/features/cart/index.server';
import {parseDiscountCode} from '~/features/catalogue';
import {flashNotice} from '~/server/flash.server';
import type {AppSession} from '~/server/session.server';
import {PERSONAL_PAGE} from '~/sharing';

/** Shows or changes the cart, or needs a signed-in user: never served from a shared cart template. */
export const handle = PERSONAL_PAGE;

export const meta: MetaFunction<typeof loader> = ({data: page}) => [
  {
    title:
      page?.kind === 'choose'
        ? 'Add these items to your cart? | Wildroot Botanicals'
        : 'Cart link not available | Wildroot Botanicals',
  },
  {name: 'robots', content: 'noindex'},
];

const discountOf = (request: Request) =>
  parseDiscountCode(new URL(request.url).searchParams.get('discount'));

/**
 * Shopify's cart permalink, `/cart/{variantId}:{qty},…` (optional `?discount=CODE`). With no cart or an
 * empty one: a new cart with those lines, then its checkout. With items in the cart, a GET changes nothing:
 * the page lists both and asks (a link from any site must not replace a cart). A link that cannot become
 * a cart gets a page saying why (4xx, or 5xx when Shopify could not be asked).
 */
export async function loader({params, request, context}: LoaderFunctionArgs) {
  // Without JavaScript, Remix renders the page after a choice with this loader: it must then change
  // nothing, whatever the cart holds (a choice posted without the cart must not start one).
  const afterChoice = choicesMade.has(context);
  const page = await openPermalink(context, params.lines, discountOf(request), {
    mayReplace: !afterChoice,
  });
  return answer(context.session, page);
}

/** Requests whose action ran: their loader only reads. */
const choicesMade = new WeakSet<object>();

/** The choice page's forms: add to the cart or replace it (same-origin only: server.ts and the cart token). */
export async function action({params, request, context}: ActionFunctionArgs) {
  choicesMade.add(context);
  const form = await request.formData().catch(() => null);
  return answer(
    context.session,
    await choosePermalink(context, params.lines, discountOf(request), form),
  );
}

function answer(session: AppSession, page: PermalinkPage) {
  if (page.kind === 'redirect') {
    if (page.notice) flashNotice(session, page.notice);
    throw redirect(page.to, {status: 303, headers: page.headers});
  }
  if (page.kind === 'problem') {
    return data({kind: page.kind, message: page.message}, {status: page.status});
  }
  const {status, ...choice} = page;
  return data(choice, {status});
}

/** A refused choice answers the page again; nothing else on it changes with a post. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod ? false : defaultShouldRevalidate);

export default function CartPermalink() {
  const loaded = useLoaderData<typeof loader>();
  const page = useActionData<typeof action>() ?? loaded;
  const location = useLocation();
  if (page.kind === 'choose') {
    return <PermalinkChoicePage choice={page} action={`${location.pathname}${location.search}`} />;
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="font-display text-4xl text-forest-900">This cart link didn&apos;t work</h1>
      <p role="alert" className="mt-4 text-lg text-bark-700">
        {page.message}
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

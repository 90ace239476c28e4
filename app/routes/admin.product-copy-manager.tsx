import {
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigate,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from '@shopify/remix-oxygen';
import {useEffect, useRef} from 'react';
import {
  GENERATE_FETCHER_KEY,
  GenerateCopyForm,
  OverrideList,
  ReviewPanel,
  type SaveAnswer,
  adminPageHref,
  parseListQuery,
  pendingLabel,
} from '~/features/admin-copy';
import {
  NO_STORE,
  adminCopyAction,
  countPendingOverrides,
  listLiveOverrides,
  listOverrides,
  loadPickerProducts,
  loadReview,
} from '~/features/admin-copy/index.server';
import {NoticeBanner} from '~/ui/NoticeBanner';
import {useNoticeToast} from '~/ui/useNoticeToast';
import {BRAND} from '~/content/brand';
import {requireAdmin} from '~/server/supabase.server';
import {PERSONAL_PAGE} from '~/sharing';

/** Shows or changes the cart, or needs a signed-in user: never served from a shared cart template. */
export const handle = PERSONAL_PAGE;

export const meta: MetaFunction<typeof loader> = ({data}) => [
  {title: `${pendingLabel(data?.pending ?? null)}Product Copy Manager | ${BRAND.name}`},
  {name: 'robots', content: 'noindex'},
];

export const headers: HeadersFunction = () => NO_STORE;

export async function loader({request, context}: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  const query = parseListQuery(new URL(request.url).searchParams);
  // Awaited, not streamed: a streamed picker would stay "Loading products…" without JavaScript. Each failure
  // becomes its own message on the page.
  const [products, overrides, live, review, pending] = await Promise.all([
    loadPickerProducts(context.storefront),
    listOverrides(context.supabase, query),
    listLiveOverrides(context.supabase),
    loadReview(context, query.review),
    countPendingOverrides(context.supabase),
  ]);
  return data({products, overrides, live, query, review, pending}, {headers: NO_STORE});
}

export async function action({request, context}: ActionFunctionArgs) {
  await requireAdmin(context, request);
  return adminCopyAction(context, request);
}

/** Step 1 of a JavaScript generation only reads the product: nothing on the page changed. */
export const shouldRevalidate: ShouldRevalidateFunction = ({formData, defaultShouldRevalidate}) =>
  formData?.get('intent') === 'fetch-product' ? false : defaultShouldRevalidate;

export default function ProductCopyManager() {
  const {products, overrides, live, query, review, pending} = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const fetcher = useFetcher<typeof action>({key: GENERATE_FETCHER_KEY});
  useNoticeToast(fetcher.data?.notice);
  const navigate = useNavigate();

  // With JavaScript, a new generation opens for review as it would without (the page's ?review=).
  const opened = useRef<unknown>(null);
  const generatedId =
    fetcher.data?.intent === 'generate' && 'result' in fetcher.data
      ? fetcher.data.result?.override.id
      : undefined;
  useEffect(() => {
    if (!generatedId || opened.current === fetcher.data) return;
    opened.current = fetcher.data;
    navigate(adminPageHref(query, generatedId));
  }, [generatedId, fetcher.data, navigate, query]);

  const postedGenerate = posted && posted.intent !== 'save' ? posted : undefined;
  const postedSave = posted?.intent === 'save' ? (posted as SaveAnswer) : null;
  const reviewed = review && review.error === null ? review : null;

  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl text-forest-900">Product Copy Manager</h1>
      {pending !== null ? (
        <p className="mt-2 font-semibold text-forest-800" data-testid="pending-count">
          {pending === 0 ? 'Nothing waits for review' : `${pending} waiting for review`}
        </p>
      ) : null}
      <p className="mt-3 max-w-3xl text-bark-700">
        Generate improved marketing copy for a product, check it against the product’s facts and US
        claim rules, edit it if needed, then approve it to show it on the product page or reject it.
      </p>
      {posted?.notice ? <NoticeBanner notice={posted.notice} /> : null}
      <GenerateCopyForm
        products={products}
        defaultHandle={postedGenerate && 'handle' in postedGenerate ? postedGenerate.handle : ''}
        fieldError={
          postedGenerate && 'fieldError' in postedGenerate ? postedGenerate.fieldError : undefined
        }
      />
      {review?.error ? (
        <p
          role="alert"
          className="mt-8 rounded-xl bg-white px-4 py-3 text-terracotta-700 ring-1 ring-terracotta-600/40"
        >
          {review.error}
        </p>
      ) : null}
      {reviewed ? (
        <ReviewPanel
          key={reviewed.override.id}
          override={reviewed.override}
          product={reviewed.product}
          warnings={reviewed.warnings}
          returnTo={adminPageHref(query, reviewed.override.id)}
          live={live[reviewed.override.product_handle] ?? null}
          history={reviewed.history}
          records={reviewed.records}
          posted={postedSave}
        />
      ) : null}
      <OverrideList
        overrides={overrides.overrides}
        error={overrides.error}
        query={query}
        products={products.products}
        live={live}
      />
    </section>
  );
}

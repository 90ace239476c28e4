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
  type GenerateAnswer,
  OverrideList,
  ReviewPanel,
  type SaveAnswer,
  ADMIN_MESSAGES,
  adminPageHref,
  formatReviewDate,
  parseListQuery,
  copyOfOverride,
  placeWarnings,
} from '~/features/admin-copy';
import {
  NO_STORE,
  editOverride,
  fetchProductForCopy,
  generateProductCopy,
  listLiveOverrides,
  listOverrides,
  loadOverride,
  loadPickerProducts,
  parseEditForm,
  parseGenerateCopyForm,
  type GeneratedCopy,
} from '~/features/admin-copy/index.server';
import {NoticeBanner} from '~/ui/NoticeBanner';
import {useNoticeToast} from '~/ui/useNoticeToast';
import {BRAND} from '~/content/brand';
import type {Notice} from '~/lib/notice';
import {answerForm, formSubmission, type FormSubmission} from '~/server/forms.server';
import {requireAdmin} from '~/server/supabase.server';
import {PERSONAL_PAGE} from '~/sharing';

/** Shows or changes the cart, or needs a signed-in user: never served from a shared cart template. */
export const handle = PERSONAL_PAGE;

export const meta: MetaFunction = () => [
  {title: `Product Copy Manager | ${BRAND.name}`},
  {name: 'robots', content: 'noindex'},
];

export const headers: HeadersFunction = () => NO_STORE;

export async function loader({request, context}: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  const query = parseListQuery(new URL(request.url).searchParams);
  // Awaited, not streamed: a streamed picker would stay "Loading products…" without JavaScript. Each failure
  // becomes its own message on the page.
  const [products, overrides, live, review] = await Promise.all([
    loadPickerProducts(context.storefront),
    listOverrides(context.supabase, query),
    listLiveOverrides(context.supabase),
    loadReview(context, query.review),
  ]);
  return data({products, overrides, live, query, review}, {headers: NO_STORE});
}

/** The override under review, its product (for the preview) and its warnings placed on their lines. */
async function loadReview(context: LoaderFunctionArgs['context'], id: string | null) {
  if (!id) return null;
  const override = await loadOverride(context.supabase, id);
  if (!override) return {error: ADMIN_MESSAGES.overrideNotFound} as const;
  const found = await fetchProductForCopy(context.storefront, override.product_handle);
  const product = found.ok
    ? {handle: found.product.handle, title: found.product.title, image: found.product.image}
    : {handle: override.product_handle, title: override.product_handle, image: null};
  const warnings = placeWarnings({
    copy: copyOfOverride(override),
    warnings: override.validation_warnings ?? [],
    // Without the description nothing can be placed: every warning is then shown for the whole copy.
    description: found.ok ? found.product.description : '',
  });
  return {error: null, override, product, warnings} as const;
}

type ActionAnswer = (GenerateAnswer | SaveAnswer) & {
  notice?: Notice;
  fieldError?: string;
  result?: GeneratedCopy;
};

function answer(
  submission: FormSubmission,
  body: ActionAnswer,
  status = 200,
  next?: {to: string; notice: Notice},
) {
  return answerForm(submission, {data: body, status, headers: NO_STORE, next});
}

export async function action({request, context}: ActionFunctionArgs) {
  await requireAdmin(context, request);
  const form = await request.formData().catch(() => null);
  const submission = formSubmission(form, context.session);
  const query = parseListQuery(new URL(request.url).searchParams);
  if (form?.get('intent') === 'save')
    return saveEdit({context, form, submission, returnTo: adminPageHref(query, query.review)});

  const parsed = parseGenerateCopyForm(form);
  if (!parsed.ok) {
    const {values, fieldErrors, firstMessage} = parsed;
    // Only a known step has a product field to point at.
    const fieldError = fieldErrors.intent ? undefined : fieldErrors.handle;
    return answer(
      submission,
      {
        intent: values.intent ?? '',
        ok: false,
        handle: '',
        fieldError,
        notice: {kind: 'error', title: firstMessage},
      },
      400,
    );
  }

  const {handle} = parsed.data;
  const found = await fetchProductForCopy(context.storefront, handle);
  if (!found.ok) {
    return answer(
      submission,
      {
        intent: parsed.data.intent,
        ok: false,
        handle,
        notice: {kind: 'error', title: found.message},
      },
      found.status,
    );
  }
  if (parsed.data.intent === 'fetch-product') {
    return answer(submission, {intent: 'fetch-product', ok: true, handle});
  }

  const generated = await generateProductCopy(context.supabase, found.product);
  if (!generated.ok) {
    return answer(
      submission,
      {intent: 'generate', ok: false, handle, notice: {kind: 'error', title: generated.message}},
      generated.status,
    );
  }
  const {warnings} = generated.result;
  const notice: Notice =
    warnings.length > 0
      ? {kind: 'info', title: ADMIN_MESSAGES.generatedWithWarnings(warnings)}
      : {kind: 'success', title: ADMIN_MESSAGES.generated};
  // Without JavaScript: to the page with the new record under review (a reload does not generate again).
  return answer(
    submission,
    {intent: 'generate', ok: true, handle, result: generated.result, notice},
    200,
    {to: adminPageHref(query, generated.result.override.id), notice},
  );
}

async function saveEdit({
  context,
  form,
  submission,
  returnTo,
}: {
  context: ActionFunctionArgs['context'];
  form: FormData;
  submission: FormSubmission;
  returnTo: string;
}) {
  const failed = (status: number, title: string, extra: Partial<SaveAnswer> = {}) =>
    answer(
      submission,
      {intent: 'save', ok: false, notice: {kind: 'error', title}, ...extra},
      status,
    );
  const parsed = parseEditForm(form);
  if (!parsed.ok) {
    return failed(400, parsed.firstMessage, {
      fieldErrors: parsed.fieldErrors,
      values: parsed.values,
    });
  }
  const {id, copy} = parsed.data;
  const override = await loadOverride(context.supabase, id);
  if (!override) return failed(404, ADMIN_MESSAGES.overrideNotFound);
  // The fact checks read the product's own description: without it nothing is saved unchecked.
  const found = await fetchProductForCopy(context.storefront, override.product_handle);
  if (!found.ok)
    return failed(found.status, ADMIN_MESSAGES.saveFailed, {
      notice: {kind: 'error', title: ADMIN_MESSAGES.saveFailed, description: found.message},
    });
  const saved = await editOverride(context.supabase, override, copy, found.product);
  if (!saved.ok) {
    console.error(`Edit of override ${id} failed: ${saved.detail}`);
    return failed(saved.status, ADMIN_MESSAGES.saveFailed, {
      notice: {
        kind: 'error',
        title: ADMIN_MESSAGES.saveFailed,
        ...(saved.status === 409 ? {description: ADMIN_MESSAGES.alreadyReviewedEdit} : {}),
      },
    });
  }
  const count = saved.override.validation_warnings.length;
  const notice: Notice =
    count > 0
      ? {kind: 'info', title: ADMIN_MESSAGES.savedWithWarnings(count)}
      : {kind: 'success', title: ADMIN_MESSAGES.saved};
  return answer(submission, {intent: 'save', ok: true, notice}, 200, {to: returnTo, notice});
}

/** Step 1 of a JavaScript generation only reads the product: nothing on the page changed. */
export const shouldRevalidate: ShouldRevalidateFunction = ({formData, defaultShouldRevalidate}) =>
  formData?.get('intent') === 'fetch-product' ? false : defaultShouldRevalidate;

export default function ProductCopyManager() {
  const {products, overrides, live, query, review} = useLoaderData<typeof loader>();
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
  const livePerProduct = live;
  const reviewed = review && review.error === null ? review : null;
  const liveOfReviewed = reviewed ? livePerProduct[reviewed.override.product_handle] : undefined;

  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl text-forest-900">Product Copy Manager</h1>
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
          replaces={
            liveOfReviewed && liveOfReviewed.id !== reviewed.override.id
              ? {created: formatReviewDate(liveOfReviewed.created_at) ?? '—'}
              : null
          }
          posted={postedSave}
        />
      ) : null}
      <OverrideList
        overrides={overrides.overrides}
        error={overrides.error}
        query={query}
        products={products.products}
        live={livePerProduct}
      />
    </section>
  );
}

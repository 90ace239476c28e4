import {useActionData, useFetcher, useLoaderData, type MetaFunction, type ShouldRevalidateFunction} from '@remix-run/react';
import {data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {
  GENERATE_FETCHER_KEY,
  GenerateCopyForm,
  type GenerateAnswer,
} from '~/features/admin-copy/GenerateCopyForm';
import {GeneratedCopyPanel} from '~/features/admin-copy/GeneratedCopyPanel';
import {OverrideList} from '~/features/admin-copy/OverrideList';
import {NoticeBanner} from '~/ui/NoticeBanner';
import {useNoticeToast} from '~/ui/useNoticeToast';
import {ADMIN_MESSAGES} from '~/features/admin-copy/adminCopy';
import {
  NO_STORE,
  fetchProductForCopy,
  generateProductCopy,
  listOverrides,
  loadPickerProducts,
  parseGenerateCopyForm,
  type GeneratedCopy,
} from '~/features/admin-copy/adminCopy.server';
import {BRAND} from '~/content/brand';
import type {Notice} from '~/lib/notice';
import {requireAdmin} from '~/server/supabase.server';

export const meta: MetaFunction = () => [
  {title: `Product Copy Manager | ${BRAND.name}`},
  {name: 'robots', content: 'noindex'},
];

export const headers: HeadersFunction = () => NO_STORE;

export async function loader({request, context}: LoaderFunctionArgs) {
  await requireAdmin({supabase: context.supabase, request, deadline: context.deadline});
  // Both are awaited, not streamed: a streamed picker would stay "Loading products…" without JavaScript.
  // Each failure becomes its own message on the page.
  const [products, overrides] = await Promise.all([
    loadPickerProducts(context.storefront, context.config.STOREFRONT_TIMEOUT_MS),
    listOverrides(context.supabase),
  ]);
  return data({products, overrides}, {headers: NO_STORE});
}

type ActionAnswer = GenerateAnswer & {
  notice?: Notice;
  fieldError?: string;
  result?: GeneratedCopy;
};

function answer(body: ActionAnswer, status = 200) {
  return data(body, {status, headers: NO_STORE});
}

export async function action({request, context}: ActionFunctionArgs) {
  await requireAdmin({supabase: context.supabase, request, deadline: context.deadline});
  const form = await request.formData().catch(() => null);
  const parsed = parseGenerateCopyForm(form);
  if (!parsed.ok) {
    const {values, fieldErrors, firstMessage} = parsed;
    // Only a known step has a product field to point at.
    const fieldError = fieldErrors.intent ? undefined : fieldErrors.handle;
    return answer(
      {intent: values.intent ?? '', ok: false, handle: '', fieldError, notice: {kind: 'error', title: firstMessage}},
      400,
    );
  }

  const {handle} = parsed.data;
  const timeoutMs = context.config.STOREFRONT_TIMEOUT_MS;
  const found = await fetchProductForCopy(context.storefront, handle, timeoutMs);
  if (!found.ok) {
    return answer(
      {intent: parsed.data.intent, ok: false, handle, notice: {kind: 'error', title: found.message}},
      found.status,
    );
  }
  if (parsed.data.intent === 'fetch-product') {
    return answer({intent: 'fetch-product', ok: true, handle});
  }

  const generated = await generateProductCopy(context.supabase, found.product);
  if (!generated.ok) {
    return answer(
      {intent: 'generate', ok: false, handle, notice: {kind: 'error', title: generated.message}},
      generated.status,
    );
  }
  const {warnings} = generated.result;
  return answer({
    intent: 'generate',
    ok: true,
    handle,
    result: generated.result,
    notice:
      warnings.length > 0
        ? {kind: 'info', title: ADMIN_MESSAGES.generatedWithWarnings(warnings)}
        : {kind: 'success', title: ADMIN_MESSAGES.generated},
  });
}

/** Step 1 of a JavaScript generation only reads the product: nothing on the page changed. */
export const shouldRevalidate: ShouldRevalidateFunction = ({formData, defaultShouldRevalidate}) =>
  formData?.get('intent') === 'fetch-product' ? false : defaultShouldRevalidate;

export default function ProductCopyManager() {
  const {products, overrides} = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const fetcher = useFetcher<typeof action>({key: GENERATE_FETCHER_KEY});
  useNoticeToast(fetcher.data?.notice);
  const latest = fetcher.data ?? posted;
  const result = latest?.intent === 'generate' ? latest.result : undefined;

  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl text-forest-900">Product Copy Manager</h1>
      <p className="mt-3 max-w-3xl text-bark-700">
        Generate improved marketing copy for a product, check it against the product’s facts and US claim
        rules, then approve it to show it on the product page or reject it.
      </p>
      {posted?.notice ? <NoticeBanner notice={posted.notice} /> : null}
      <GenerateCopyForm
        products={products}
        defaultHandle={posted?.handle ?? ''}
        fieldError={posted?.fieldError}
      />
      {result ? <GeneratedCopyPanel result={result} /> : null}
      <OverrideList overrides={overrides.overrides} error={overrides.error} />
    </section>
  );
}

// The Product Copy Manager's server side beyond its provider calls: the override under review, and the
// page's form actions (generate, save an edit), each answered the same way with and without JavaScript.

import type {AppLoadContext} from '@shopify/remix-oxygen';
import {parseProductDescription, teaser} from '~/features/product';
import type {Notice} from '~/lib/notice';
import {answerForm, formSubmission, readFormFields, type FormSubmission} from '~/server/forms.server';
import {ADMIN_MESSAGES, adminPageHref, parseListQuery} from './adminCopy';
import {
  editOverride,
  fetchProductForCopy,
  generateProductCopy,
  historyRecords,
  listLiveHistory,
  loadOverride,
  NO_STORE,
  parseEditForm,
  parseGenerateCopyForm,
  type GeneratedCopy,
} from './adminCopy.server';
import {copyOfOverride, placeWarnings} from './copyChecks';
import type {GenerateAnswer} from './GenerateCopyForm';
import type {SaveAnswer} from './ReviewPanel';

/**
 * The override under review, its product as the product page shows it (for the preview), its warnings
 * placed on their lines, and every copy that was live on that product's page.
 */
export async function loadReview(context: AppLoadContext, id: string | null) {
  if (!id) return null;
  const override = await loadOverride(context.supabase, id);
  if (!override) return {error: ADMIN_MESSAGES.overrideNotFound} as const;
  const [found, history] = await Promise.all([
    fetchProductForCopy(context.storefront, override.product_handle),
    listLiveHistory(context.supabase, override.product_handle),
  ]);
  const product = found.ok
    ? {
        handle: found.product.handle,
        title: found.product.title,
        image: found.product.image,
        price: found.product.price ?? {amount: '0', currencyCode: 'USD'},
        teaser: teaser(parseProductDescription(found.product.description).body),
      }
    : {
        handle: override.product_handle,
        title: override.product_handle,
        image: null,
        price: {amount: '0', currencyCode: 'USD'},
        teaser: {text: '', truncated: false},
      };
  const warnings = placeWarnings({
    copy: copyOfOverride(override),
    warnings: override.validation_warnings ?? [],
    // Without the description nothing can be placed: every warning is then shown for the whole copy.
    description: found.ok ? found.product.description : '',
  });
  const ids = [...new Set(history.map((entry) => entry.override_id).filter((value) => value !== null))];
  const records = await historyRecords(context.supabase, ids);
  return {error: null, override, product, warnings, history, records} as const;
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

async function saveEdit({
  context,
  form,
  submission,
  returnTo,
}: {
  context: AppLoadContext;
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
  const {id, copy, version, intent} = parsed.data;
  // Preview without JavaScript: the page again with the posted copy in the fields and the preview, unsaved.
  if (intent === 'preview') {
    return answer(submission, {intent: 'save', ok: true, preview: true, values: readFormFields(form)});
  }
  const override = await loadOverride(context.supabase, id);
  if (!override) return failed(404, ADMIN_MESSAGES.overrideNotFound);
  // The fact checks read the product's own description: without it nothing is saved unchecked.
  const found = await fetchProductForCopy(context.storefront, override.product_handle);
  if (!found.ok)
    return failed(found.status, ADMIN_MESSAGES.saveFailed, {
      notice: {kind: 'error', title: ADMIN_MESSAGES.saveFailed, description: found.message},
    });
  const saved = await editOverride(context.supabase, override, copy, found.product, version);
  if (!saved.ok) {
    console.error(`Edit of override ${id} failed: ${saved.detail}`);
    return failed(saved.status, ADMIN_MESSAGES.saveFailed, {
      notice: {
        kind: 'error',
        title: ADMIN_MESSAGES.saveFailed,
        ...(saved.status === 409 ? {description: ADMIN_MESSAGES.changedSinceShown} : {}),
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

/**
 * The copy manager's form actions for a signed-in admin: fetch a product, generate its copy (step 1 and 2
 * of the form), or save an edit of a pending override. Each answers through answerForm.
 */
export async function adminCopyAction(context: AppLoadContext, request: Request) {
  const form = await request.formData().catch(() => null);
  const submission = formSubmission(form, context.session);
  const query = parseListQuery(new URL(request.url).searchParams);
  if (form?.get('intent') === 'save' || form?.get('intent') === 'preview')
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

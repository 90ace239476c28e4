import {redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ADMIN_MESSAGES, reviewMessages, safeAdminReturn} from '~/features/admin-copy';
import {
  NO_STORE,
  checkAdminAccess,
  listOverrides,
  parseReviewForm,
  reviewOverride,
  type AdminAccess,
} from '~/features/admin-copy/index.server';
import {forgetCopyOverride} from '~/features/product/index.server';
import {wantsData} from '~/lib/forms';
import {answerForm, formSubmission, readFormFields} from '~/server/forms.server';
import type {Notice} from '~/lib/notice';
import {PERSONAL_PAGE} from '~/sharing';

/** Shows or changes the cart, or needs a signed-in user: never served from a shared cart template. */
export const handle = PERSONAL_PAGE;

/**
 * /api/admin/overrides: the product copy overrides for admins.
 * GET lists them (highest confidence first). POST `intent=approve|reject` + `id` (+ `confirmWarnings=on`
 * to approve copy with warnings, `returnTo` for the page to go back to) reviews one through the admin's own
 * Supabase session. JSON when asked for data (the forms' marker, `wantsData`: in the query of
 * a GET, in the fields of a POST, as the page's forms add it once hydrated); otherwise a plain HTML form
 * post gets a 303 back to the admin page with a flash notice, and a GET a redirect. Never cached; never
 * any data for non-admins.
 */

function json(body: unknown, status = 200) {
  return Response.json(body, {status, headers: NO_STORE});
}

function denied(access: Exclude<AdminAccess, {status: 'admin'}>, asJson: boolean, method: string) {
  if (!asJson) {
    return redirect('/', {status: method === 'GET' ? 302 : 303, headers: NO_STORE});
  }
  return access.status === 'anonymous'
    ? json({error: 'Sign in as an admin to manage product copy'}, 401)
    : json({error: 'Only admins may manage product copy'}, 403);
}

export async function loader({request, context}: LoaderFunctionArgs) {
  const access = await checkAdminAccess(context, request);
  if (access.status !== 'admin') {
    return denied(access, wantsData(new URL(request.url).searchParams), 'GET');
  }
  const {overrides, error} = await listOverrides(context.supabase);
  return error ? json({error}, 500) : json({overrides});
}

export async function action({request, context}: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const submission = formSubmission(form, context.session, {resourceRoute: true});
  const access = await checkAdminAccess(context, request);
  if (access.status !== 'admin') return denied(access, submission.asData, request.method);

  // Back to the page the form was on (its list filters, the override under review), never elsewhere.
  const returnTo = safeAdminReturn(readFormFields(form).returnTo);
  const respond = (status: number, notice: Notice, extra: Record<string, unknown> = {}) =>
    answerForm(submission, {
      data: {ok: status < 400, notice, ...extra},
      status,
      headers: NO_STORE,
      next: {to: returnTo, notice},
    });

  if (request.method !== 'POST') {
    return respond(405, {kind: 'error', title: 'Method not allowed'});
  }
  const parsed = parseReviewForm(form);
  if (!parsed.ok) {
    const message = parsed.firstMessage;
    const intent = parsed.values.intent;
    const title =
      intent === 'approve' || intent === 'reject' ? reviewMessages(intent).failure : message;
    return respond(400, {
      kind: 'error',
      title,
      ...(title === message ? {} : {description: message}),
    });
  }

  const {intent, id, confirmWarnings} = parsed.data;
  const messages = reviewMessages(intent);
  const result = await reviewOverride(context.supabase, id, intent, confirmWarnings);
  if (!result.ok) {
    console.error(`Review (${intent}) of override ${id} failed: ${result.detail}`);
    return respond(result.status, {
      kind: 'error',
      title: messages.failure,
      ...(result.status === 409 ? {description: ADMIN_MESSAGES.alreadyReviewed} : {}),
      ...(result.status === 422 ? {description: ADMIN_MESSAGES.claimsRefused} : {}),
      ...(result.status === 428 ? {description: ADMIN_MESSAGES.confirmWarnings} : {}),
    });
  }
  // An approval changes the product page's live copy: visitors served from the page cache must see it too,
  // and the next render asks Supabase again rather than reusing the kept copy.
  const handle = result.override.product_handle;
  await Promise.all([
    context.pageCache.forget(new URL(`/product/${handle}`, request.url).href),
    context.copyOverrideCache().then((cache) => forgetCopyOverride(cache, handle)),
  ]).catch((error: unknown) =>
    console.error('The kept product page or copy could not be dropped', error),
  );
  return respond(
    200,
    {kind: 'success', title: messages.success},
    {intent, override: result.override},
  );
}

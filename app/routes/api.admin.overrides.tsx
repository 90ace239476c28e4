import {redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {safeAdminReturn} from '~/features/admin-copy';
import {
  NO_STORE,
  checkAdminAccess,
  listOverrides,
  reviewOne,
  reviewSelected,
  type AdminAccess,
} from '~/features/admin-copy/index.server';
import {forgetCopyOverride} from '~/features/product/index.server';
import {wantsData} from '~/lib/forms';
import {answerForm, formSubmission, readFormFields} from '~/server/forms.server';
import {PERSONAL_PAGE} from '~/sharing';

/** Shows or changes the cart, or needs a signed-in user: never served from a shared cart template. */
export const handle = PERSONAL_PAGE;

/**
 * /api/admin/overrides: the product copy overrides for admins.
 * GET lists them (highest confidence first). POST `intent=approve|reject|restore|original` + `id` +
 * `version` (the one the page showed; a changed record answers 409 with what it says now), `confirmWarnings=on`
 * to put copy with warnings live, `returnTo` for the page to go back to, reviews one through the admin's own
 * Supabase session; `intent=bulk-approve|bulk-reject` with `selected=<id>@<version>` (repeated) reviews each
 * selected row and answers every row's result. JSON when asked for data (the forms' marker, `wantsData`: in the query of
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

  if (request.method !== 'POST') {
    return answerForm(submission, {
      data: {ok: false, notice: {kind: 'error', title: 'Method not allowed'}},
      status: 405,
      headers: NO_STORE,
      next: {to: safeAdminReturn(readFormFields(form).returnTo), notice: {kind: 'error', title: 'Method not allowed'}},
    });
  }
  // A change of what is live changes the product page: visitors served from the page cache must see it too,
  // and the next render asks Supabase again rather than reusing the kept copy.
  const forget = (handle: string) =>
    Promise.all([
      context.pageCache.forget(new URL(`/product/${handle}`, request.url).href),
      context.copyOverrideCache().then((cache) => forgetCopyOverride(cache, handle)),
    ]).then(
      () => undefined,
      (error: unknown) => console.error('The kept product page or copy could not be dropped', error),
    );
  const intent = form?.get('intent');
  return intent === 'bulk-approve' || intent === 'bulk-reject'
    ? reviewSelected(context, form, submission, forget)
    : reviewOne(context, form, submission, forget);
}

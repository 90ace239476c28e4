// The overrides resource route's actions for a signed-in admin: one review (approve, reject, restore a
// previous live version, back to the product's own description) or a bulk approve or reject of selected
// rows. Each carries the version the page showed; each answers through answerForm, with and without JS.

import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {Notice} from '~/lib/notice';
import {answerForm, readFormFields, type FormSubmission} from '~/server/forms.server';
import {ADMIN_MESSAGES, adminPageHref, parseListQuery, reviewMessages, safeAdminReturn} from './adminCopy';
import {loadOverride, NO_STORE, parseReviewForm, reviewOverride, type OverrideRow} from './adminCopy.server';

/** What a changed record says now: shown instead of acting on text the admin never saw. */
export interface CurrentCopy {
  id: string;
  version: number;
  review_status: OverrideRow['review_status'];
  override_active: boolean;
  marketing_hook: string | null;
  marketing_benefits: string | null;
  marketing_perfect_for: string | null;
}

/** One row's outcome of a bulk review. */
export interface BulkRowResult {
  id: string;
  ok: boolean;
  message: string;
}

const current = (row: OverrideRow): CurrentCopy => ({
  id: row.id,
  version: row.version,
  review_status: row.review_status,
  override_active: row.override_active,
  marketing_hook: row.marketing_hook,
  marketing_benefits: row.marketing_benefits,
  marketing_perfect_for: row.marketing_perfect_for,
});

function failureDescription(status: number): string | undefined {
  if (status === 409) return ADMIN_MESSAGES.changedSinceShown;
  if (status === 422) return ADMIN_MESSAGES.claimsRefused;
  if (status === 428) return ADMIN_MESSAGES.confirmWarnings;
  return undefined;
}

type Forget = (handle: string) => Promise<void>;

/** One review; `forget` drops the product page's kept copies when what is live changed. */
export async function reviewOne(
  context: AppLoadContext,
  form: FormData | null,
  submission: FormSubmission & {resourceRoute: true},
  forget: Forget,
) {
  const returnTo = safeAdminReturn(readFormFields(form).returnTo);
  const respond = (status: number, notice: Notice, extra: Record<string, unknown> = {}, to = returnTo) =>
    answerForm(submission, {
      data: {ok: status < 400, notice, ...extra},
      status,
      headers: NO_STORE,
      next: {to, notice},
    });

  const parsed = parseReviewForm(form);
  if (!parsed.ok) {
    const message = parsed.firstMessage;
    const intent = parsed.values.intent;
    const known = intent === 'approve' || intent === 'reject' || intent === 'restore' || intent === 'original';
    const title = known ? reviewMessages(intent).failure : message;
    return respond(400, {kind: 'error', title, ...(title === message ? {} : {description: message})}, {
      fieldErrors: parsed.fieldErrors,
    });
  }

  const {intent, id, version, confirmWarnings} = parsed.data;
  const messages = reviewMessages(intent);
  const result = await reviewOverride(context.supabase, id, intent, version, confirmWarnings);
  if (!result.ok) {
    console.error(`Review (${intent}) of override ${id} failed: ${result.detail}`);
    const description = failureDescription(result.status);
    const notice: Notice = {kind: 'error', title: messages.failure, ...(description ? {description} : {})};
    if (result.status !== 409) return respond(result.status, notice);
    // A changed record: what it says now, and without JavaScript the page that shows it. The database says
    // 409 for a stale version and for a record no longer pending; the version tells the editor which.
    const now = await loadOverride(context.supabase, id);
    if (now?.version === version) notice.description = ADMIN_MESSAGES.alreadyReviewed;
    const query = parseListQuery(new URL(returnTo, 'http://admin.invalid').searchParams);
    return respond(409, notice, {current: now ? current(now) : null}, adminPageHref(query, id));
  }
  await forget(result.override.product_handle);
  return respond(
    200,
    {kind: 'success', title: messages.success, ...(messages.description ? {description: messages.description} : {})},
    {intent, override: result.override},
  );
}

const SELECTED = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@([1-9][0-9]{0,8})$/i;
const MAX_SELECTED = 100;

/** Approve or reject every selected row (`selected` = id@version), each on its own, with its own result. */
export async function reviewSelected(
  context: AppLoadContext,
  form: FormData | null,
  submission: FormSubmission & {resourceRoute: true},
  forget: Forget,
) {
  const fields = readFormFields(form);
  const returnTo = safeAdminReturn(fields.returnTo);
  const decision = fields.intent === 'bulk-approve' ? 'approve' : 'reject';
  const selected = (form?.getAll('selected') ?? []).filter((value): value is string => typeof value === 'string');
  const rows = selected.map((value) => SELECTED.exec(value.trim()));
  const respond = (status: number, notice: Notice, extra: Record<string, unknown> = {}) =>
    answerForm(submission, {
      data: {ok: status < 400, notice, ...extra},
      status,
      headers: NO_STORE,
      next: {to: returnTo, notice},
    });
  if (rows.length === 0 || rows.length > MAX_SELECTED || rows.some((row) => row === null)) {
    const title = rows.length === 0 ? ADMIN_MESSAGES.bulkNothingSelected : 'Select up to 100 rows of this list';
    return respond(400, {kind: 'error', title}, {fieldErrors: {selected: title}});
  }
  const confirmWarnings = fields.confirmWarnings === 'on';
  const messages = reviewMessages(decision);
  const results: BulkRowResult[] = [];
  // One at a time: each is its own transaction, and approving two copies of one product must not race.
  for (const row of rows) {
    const [, id = '', version = '0'] = row!;
    const result = await reviewOverride(context.supabase, id, decision, Number(version), confirmWarnings);
    if (result.ok) {
      await forget(result.override.product_handle);
      results.push({id, ok: true, message: decision === 'approve' ? 'Approved: live on the product page' : 'Rejected'});
    } else {
      results.push({id, ok: false, message: `${messages.failure}: ${failureDescription(result.status) ?? 'try again'}`});
    }
  }
  const done = results.filter((result) => result.ok).length;
  const notice: Notice = {
    kind: done === results.length ? 'success' : done === 0 ? 'error' : 'info',
    title: ADMIN_MESSAGES.bulkDone(done, results.length, decision),
    description: results.map((result) => `${result.id.slice(0, 8)}: ${result.message}`).join('\n'),
  };
  return respond(done === 0 ? 409 : 200, notice, {intent: `bulk-${decision}`, results});
}

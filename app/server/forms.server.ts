import {data, redirect} from '@shopify/remix-oxygen';
import type {z} from 'zod';
import {wantsData} from '~/lib/forms';
import type {Notice} from '~/lib/notice';
import {flashNotice} from './flash.server';
import type {AppSession} from './session.server';

/**
 * The longest value a failed form puts back into its page (the longest an email address can be; the
 * inputs themselves stop at 255): a huge hostile post is never echoed.
 */
export const ECHO_MAX_LENGTH = 320;

/** Only for a form with no issue to report, which zod never returns; kept so the result is always whole. */
const INVALID_FORM_MESSAGE = 'Invalid form submission';

/** Every form's parse result: the schema's data, or the first message of each field and of the form. */
export type FormResult<Data> =
  | {ok: true; data: Data}
  | {
      ok: false;
      /** The first message per field (the top-level name the issue is about). */
      fieldErrors: Record<string, string>;
      /** The first message overall, in the schema's order: the toast's text and the no-JS headline. */
      firstMessage: string;
      /** What was posted, to put back into the form: bounded, and without the secret fields. */
      values: Record<string, string>;
    };

/**
 * A form's text fields as the schemas read them: the first value of each name (a repeated field counts
 * once), files left out, surrounding white space trimmed except in `secret` fields (a password is exactly
 * what was typed). An unreadable body counts as an empty form.
 */
export function readFormFields(
  form: FormData | null,
  secret: readonly string[] = [],
): Record<string, string> {
  const fields = new Map<string, string>();
  for (const [name, value] of form ?? []) {
    if (typeof value !== 'string' || fields.has(name)) continue;
    fields.set(name, secret.includes(name) ? value : value.trim());
  }
  return Object.fromEntries(fields);
}

/**
 * The one form parser: reads the fields, validates them with the form's zod schema and answers in one
 * shape for every form. A failure carries what the page needs without JavaScript (each field's message,
 * the first message, the values to put back) and what a fetcher's toast needs (the first message).
 */
export function parseForm<Schema extends z.ZodType>(
  form: FormData | null,
  schema: Schema,
  {secret = []}: {secret?: readonly string[]} = {},
): FormResult<z.output<Schema>> {
  const fields = readFormFields(form, secret);
  const result = schema.safeParse(fields);
  if (result.success) return {ok: true, data: result.data};

  const fieldErrors = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !fieldErrors.has(field)) fieldErrors.set(field, issue.message);
  }
  const values = Object.entries(fields)
    .filter(([name]) => !secret.includes(name))
    .map(([name, value]): [string, string] => [name, value.slice(0, ECHO_MAX_LENGTH)]);
  return {
    ok: false,
    fieldErrors: Object.fromEntries(fieldErrors),
    firstMessage: result.error.issues[0]?.message ?? INVALID_FORM_MESSAGE,
    values: Object.fromEntries(values),
  };
}

/**
 * Who posted a form and how it wants its answer: `asData` when a fetcher sent the marker (`wantsData`), the
 * session a notice is flashed into for the next page, and whether the route is a resource route (no page
 * to render data into, so its data goes out as JSON).
 */
export interface FormSubmission {
  asData: boolean;
  session: AppSession;
  resourceRoute?: boolean;
}

export function formSubmission(
  form: FormData | URLSearchParams | null,
  session: AppSession,
  options: {resourceRoute: true},
): FormSubmission & {resourceRoute: true};
export function formSubmission(
  form: FormData | URLSearchParams | null,
  session: AppSession,
): FormSubmission;
export function formSubmission(
  form: FormData | URLSearchParams | null,
  session: AppSession,
  options?: {resourceRoute: true},
): FormSubmission {
  return {asData: wantsData(form), session, resourceRoute: options?.resourceRoute ?? false};
}

/** What an action has to say about one submission; `answerForm` puts it on the wire. */
export interface FormAnswer<Body> {
  /** What a fetcher gets, and what the page renders when a plain post stays on it. */
  data: Body;
  /** 200 unless said: a refusal's 4xx, a provider's 5xx. */
  status?: number;
  headers?: HeadersInit;
  /**
   * Where a plain post goes next (303) with `notice` flashed for that page. Without it a plain post gets
   * the page with `data`: field errors at 400, a failure, or an outcome shown in place.
   */
  next?: {to: string; notice?: Notice | null};
}

/**
 * The one way a form action answers (DESIGN.md, "Forms and provider calls"): with JavaScript, the data
 * at its status; without, a 303 to `next` with the notice flashed, or the page's data at its status.
 */
export function answerForm<Body>(
  submission: FormSubmission & {resourceRoute: true},
  answer: FormAnswer<Body>,
): Response;
export function answerForm<Body>(
  submission: FormSubmission,
  answer: FormAnswer<Body>,
): ReturnType<typeof data<Body>> | ReturnType<typeof redirect>;
export function answerForm<Body>(
  {asData, session, resourceRoute}: FormSubmission,
  {data: body, status = 200, headers, next}: FormAnswer<Body>,
) {
  if (next && !asData) {
    if (next.notice) flashNotice(session, next.notice);
    return redirect(next.to, {status: 303, headers});
  }
  // A resource route's data would lose its status through Remix: it answers a Response of its own.
  if (resourceRoute) return Response.json(body, {status, headers});
  return data(body, {status, headers});
}

import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type MetaFunction,
} from '@remix-run/react';
import {redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {FormField, SubmitButton} from '~/ui/FormField';
import {
  AUTH_MESSAGES,
  PASSWORD_MIN_LENGTH,
  AUTH_OUTCOME_MESSAGES,
  describeAuthError,
} from '~/features/auth';
import {parseNewPasswordForm} from '~/features/auth/index.server';
import {flashNotice} from '~/server/flash.server';
import {answerForm, formSubmission} from '~/server/forms.server';
import {PROVIDER_BUDGET_MS, SUPABASE} from '~/server/providerDeadline.server';
import {pageMeta} from '~/ui/seo';
import {getUser} from '~/server/supabase.server';
import {PERSONAL_PAGE} from '~/sharing';

/** Shows or changes the cart, or needs a signed-in user: never served from a shared cart template. */
export const handle = PERSONAL_PAGE;

export const meta: MetaFunction = () => [
  ...pageMeta({
    title: 'Choose a new password',
    description: 'Set a new password for your account.',
    url: undefined,
  }),
  {name: 'robots', content: 'noindex'},
];

type Context = LoaderFunctionArgs['context'];

/** The reset link (/auth/confirm, type recovery) signed the shopper in; without a session there is nothing to change. */
async function requireResetSession(request: Request, context: Context) {
  const user = await getUser(context, request);
  if (user) return user;
  flashNotice(context.session, {kind: 'error', title: AUTH_OUTCOME_MESSAGES.resetSessionMissing});
  throw redirect('/auth/reset', 303);
}

export async function loader({request, context}: LoaderFunctionArgs) {
  const user = await requireResetSession(request, context);
  return {email: user.email ?? ''};
}

interface NewPasswordResult {
  fieldErrors?: Partial<Record<'password' | 'confirmPassword', string>>;
  formError?: string;
}

export async function action({request, context}: ActionFunctionArgs) {
  await requireResetSession(request, context);
  const form = await request.formData().catch(() => null);
  const submission = formSubmission(form, context.session);
  const failed = (result: NewPasswordResult, status: number) =>
    answerForm(submission, {data: result, status});
  if (!form) return failed({formError: 'Invalid form submission'}, 400);
  const parsed = parseNewPasswordForm(form);
  if (!parsed.ok) {
    return failed({fieldErrors: parsed.fieldErrors, formError: parsed.firstMessage}, 400);
  }
  try {
    const {error} = await context.deadline.race(
      context.supabase.auth.updateUser({password: parsed.data.password}),
      SUPABASE,
      PROVIDER_BUDGET_MS.supabase,
    );
    if (error) {
      const outcome = describeAuthError('newPassword', error);
      if (outcome.status === 503)
        console.error(
          `Auth service unavailable (${error.status ?? 'no answer'}): ${error.message}`,
        );
      return failed(
        {
          formError: outcome.message,
          ...(outcome.field ? {fieldErrors: {password: outcome.message}} : {}),
        },
        outcome.status,
      );
    }
  } catch (error) {
    console.error(error);
    return failed({formError: AUTH_MESSAGES.genericError}, 503);
  }
  const notice = {kind: 'success', title: AUTH_OUTCOME_MESSAGES.passwordChanged} as const;
  return answerForm<NewPasswordResult>(submission, {data: {}, next: {to: '/', notice}});
}

/** The new password, typed twice: the action refuses two that differ. */
const NEW_PASSWORD_FIELDS = [
  {name: 'password', label: 'New password'},
  {name: 'confirmPassword', label: 'Repeat the new password'},
] as const;

export default function NewPasswordPage() {
  const {email} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const fieldErrors = result?.fieldErrors;
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-center font-display text-4xl text-forest-900">Choose a new password</h1>
      <p className="mt-3 text-center text-bark-700">
        For <span className="font-semibold">{email}</span>
      </p>
      {result?.formError && !fieldErrors ? (
        <p
          role="alert"
          className="mt-8 rounded-xl bg-white px-4 py-3 text-terracotta-700 ring-1 ring-terracotta-600/40"
        >
          {result.formError}
        </p>
      ) : null}
      <Form
        method="post"
        replace
        className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-bark-100"
      >
        <fieldset disabled={submitting} className="space-y-5">
          <legend className="sr-only">New password</legend>
          {/* Lets password managers file the new password under the right account. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
          {NEW_PASSWORD_FIELDS.map(({name, label}) => (
            <FormField
              key={name}
              label={label}
              name={name}
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              error={fieldErrors?.[name]}
            />
          ))}
          <SubmitButton submitting={submitting}>Save new password</SubmitButton>
        </fieldset>
      </Form>
      <p className="mt-6 text-center text-bark-700">
        <Link to="/" className="text-forest-800 underline underline-offset-4">
          Keep my current password
        </Link>
      </p>
    </section>
  );
}

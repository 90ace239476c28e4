import {useFetcher} from '@remix-run/react';
import {AnswerAsDataField} from '~/lib/forms';
import {
  NAME_MAX_LENGTH,
  OPT_OUT_EMAIL_MAX_LENGTH,
  type OptOutActionData,
  type OptOutField,
  type OptOutValues,
} from './optOutForm';
import {OPT_OUT_STATES} from '~/content/policies';
import {useHydrated} from '~/lib/useHydrated';
import {FetcherSubmitButton, FieldError, FormField} from '~/ui/FormField';
import {useFormAnswer} from '~/ui/useNoticeToast';

const FORM_PATH = '/data-sharing-opt-out';
const INPUT =
  'mt-1 block w-full rounded-lg border border-bark-200 bg-white px-3 py-2 text-bark-800 focus:border-forest-600 aria-invalid:border-terracotta-600';

/**
 * The opt-out request form (SPEC.md 5). A real form posting to the page's action; with JavaScript a
 * fetcher, so the confirmation and the first problem are toasts and a submitted form is cleared.
 */
export function OptOutForm({actionResult}: {actionResult?: OptOutActionData}) {
  const fetcher = useFetcher<OptOutActionData>({key: 'opt-out'});
  const formRef = useFormAnswer(fetcher.data);
  const hydrated = useHydrated();
  const result = fetcher.data ?? actionResult;
  const failed = result && !result.ok ? result : undefined;
  const values: Partial<OptOutValues> = failed?.values ?? {};
  const errors: Partial<Record<OptOutField, string>> = failed?.fieldErrors ?? {};
  const submitting = fetcher.state !== 'idle';
  // A form that could not be stored says so; without JavaScript there is no toast, so the first problem
  // (SPEC 5) heads the form instead.
  const headline = failed?.formError ?? (failed && !fetcher.data ? failed.notice.title : null);
  // What each text field shares: its id, what was typed into it, its error and its look.
  const textField = (name: 'firstName' | 'lastName' | 'email', maxLength: number) => ({
    name,
    id: `opt-out-${name}`,
    maxLength,
    defaultValue: values[name],
    error: errors[name],
    className: INPUT,
  });

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      // Without JavaScript the answer is a new page: the fragment brings the shopper back to the form.
      action={hydrated ? FORM_PATH : `${FORM_PATH}#opt-out-form`}
      preventScrollReset
      aria-label="Opt-out request"
      className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-bark-100"
    >
      <input type="hidden" name="intent" value="opt-out" />
      <AnswerAsDataField />
      {headline ? (
        <p
          role="alert"
          data-testid={failed?.formError ? undefined : 'notice'}
          className="rounded-xl bg-cream-100 px-4 py-3 font-medium text-terracotta-700"
        >
          {headline}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="First name"
          type="text"
          autoComplete="given-name"
          {...textField('firstName', NAME_MAX_LENGTH)}
        />
        <FormField
          label="Last name"
          type="text"
          autoComplete="family-name"
          {...textField('lastName', NAME_MAX_LENGTH)}
        />
      </div>
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        {...textField('email', OPT_OUT_EMAIL_MAX_LENGTH)}
      />
      <FormField label="State" name="state" id="opt-out-state" error={errors.state}>
        {(control) => (
          <select {...control} defaultValue={values.state ?? ''} className={INPUT}>
            <option value="">Select your state</option>
            {OPT_OUT_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {/*
        The spec marks every input required, but `required` on both boxes would force both, while the rule
        is "at least one". So the boxes are not `required` in HTML; the group says so, and the server
        answers with 'Please select at least one opt-out option' when neither is ticked.
      */}
      <fieldset aria-describedby={errors.optOut ? 'opt-out-choice-error' : 'opt-out-choice-hint'}>
        <legend className="font-medium text-forest-900">What do you want to opt out of?</legend>
        <p id="opt-out-choice-hint" className="text-sm text-bark-700">
          Tick at least one.
        </p>
        <div className="mt-2 space-y-2">
          <CheckBox
            name="optOutSale"
            label="Opt out of the sale or sharing of my personal information"
            defaultChecked={values.optOutSale}
          />
          <CheckBox
            name="optOutTargetedAds"
            label="Opt out of targeted advertising"
            defaultChecked={values.optOutTargetedAds}
          />
        </div>
        <FieldError id="opt-out-choice-error" message={errors.optOut} />
      </fieldset>
      <FetcherSubmitButton
        pending={submitting}
        pendingLabel="Submitting…"
        className="w-full rounded-full bg-forest-800 px-6 py-3 font-semibold text-cream-50 shadow hover:bg-forest-700 sm:w-auto"
      >
        Submit Opt-Out Request
      </FetcherSubmitButton>
    </fetcher.Form>
  );
}

function CheckBox({
  name,
  label,
  defaultChecked,
}: {
  name: string;
  label: string;
  defaultChecked?: boolean;
}) {
  return (
    <label className="flex items-start gap-3">
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        className="mt-1 h-4 w-4 accent-forest-800"
      />
      <span>{label}</span>
    </label>
  );
}

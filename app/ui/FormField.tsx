import type {ButtonHTMLAttributes, InputHTMLAttributes, ReactNode} from 'react';

/** What a field's control needs to be tied to its label and its error. */
export interface FieldControl {
  id: string;
  name: string;
  required: true;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

const INPUT =
  'mt-1 block w-full rounded-lg border border-bark-200 bg-cream-50 px-3 py-2 text-bark-800 focus:border-forest-600';

/**
 * Every form's labelled field: the label, the control, and the field's error below it, tied together for
 * assistive technology (`aria-invalid`, `aria-describedby` naming the error). The control is a required
 * text input taking the remaining props, or whatever `children` renders with the control's props (a
 * select, an input with its button beside it).
 */
export function FormField({
  label,
  name,
  id = name,
  error,
  announceError = false,
  children,
  ...input
}: {
  label: string;
  name: string;
  /** The control's id, the label's `for`; the error's id is `${id}-error`. */
  id?: string;
  error?: string;
  /** For a form answered in place (a fetcher): the error is announced as it appears. */
  announceError?: boolean;
  children?: (control: FieldControl) => ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'id' | 'name'>) {
  const errorId = `${id}-error`;
  const control: FieldControl = {
    id,
    name,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-forest-900">
        {label}
      </label>
      {children ? children(control) : <input {...control} className={INPUT} {...input} />}
      <FieldError id={errorId} message={error} announce={announceError} />
    </div>
  );
}

/** A field's (or a group of boxes') error text, under its control; nothing when there is none. */
export function FieldError({
  id,
  message,
  announce = false,
}: {
  id: string;
  message?: string;
  announce?: boolean;
}) {
  return message ? (
    <p
      id={id}
      role={announce ? 'alert' : undefined}
      className="mt-1 text-sm font-medium text-terracotta-700"
    >
      {message}
    </p>
  ) : null;
}

/** A form's full-width primary submit button; while the form is on its way it reads 'Please wait…'. */
export function SubmitButton({
  submitting = false,
  children,
  ...button
}: {submitting?: boolean} & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="submit"
      className="w-full rounded-full bg-forest-800 px-6 py-3 font-semibold text-cream-50 hover:bg-forest-700 disabled:cursor-not-allowed disabled:opacity-60"
      {...button}
    >
      {submitting ? 'Please wait…' : children}
    </button>
  );
}

/**
 * The submit button of a form a fetcher answers in place: while the form is on its way it is marked
 * `aria-disabled` and reads `pendingLabel`.
 */
export function FetcherSubmitButton({
  pending,
  pendingLabel,
  className,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" aria-disabled={pending || undefined} className={className}>
      {pending ? pendingLabel : children}
    </button>
  );
}

/**
 * A one-field form's labelled input with its submit button beside it (the newsletter, a discount code),
 * answered in place, so its error is announced. The remaining props go to the input.
 */
export function FieldWithSubmit({
  label,
  name,
  id,
  error,
  rowClassName,
  button,
  ...input
}: {
  label: string;
  name: string;
  id: string;
  error?: string;
  /** The classes of the row holding the input and the button. */
  rowClassName: string;
  button: {label: string; pendingLabel: string; pending: boolean; className: string};
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'id' | 'name'>) {
  return (
    <FormField label={label} name={name} id={id} error={error} announceError>
      {(control) => (
        <div className={rowClassName}>
          <input {...control} {...input} />
          <FetcherSubmitButton
            pending={button.pending}
            pendingLabel={button.pendingLabel}
            className={button.className}
          >
            {button.label}
          </FetcherSubmitButton>
        </div>
      )}
    </FormField>
  );
}

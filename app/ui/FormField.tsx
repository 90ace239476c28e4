import type {ButtonHTMLAttributes, InputHTMLAttributes} from 'react';

/** A labelled text input with its error below it, tied together for assistive technology. */
export function FormField({
  label,
  name,
  error,
  id = name,
  ...input
}: {
  label: string;
  name: string;
  error?: string;
  id?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-forest-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 block w-full rounded-lg border border-bark-200 bg-cream-50 px-3 py-2 text-bark-800 focus:border-forest-600"
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-terracotta-700">
          {error}
        </p>
      ) : null}
    </div>
  );
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

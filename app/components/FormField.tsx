import type {InputHTMLAttributes} from 'react';

/** A labelled text input with its error below it, tied together for assistive technology. */
export function FormField({
  label,
  name,
  error,
  id = name,
  ...input
}: {label: string; name: string; error?: string; id?: string} & InputHTMLAttributes<HTMLInputElement>) {
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

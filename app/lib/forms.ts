import type {z} from 'zod';

/**
 * Hidden field a hydrated form adds. An action answers such a (fetcher) submission with data, so the
 * page can toast and clear the form in place; a plain HTML submission gets a 303 redirect instead.
 */
export const ENHANCED_FIELD = '_enhanced';

export function isEnhancedSubmission(form: FormData): boolean {
  return form.get(ENHANCED_FIELD) === '1';
}

/** A text field's value, or undefined for a missing field or a file. */
export function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** The first message per field, in the schema's order, plus the first message overall. */
export function fieldErrorsOf<Field extends string>(
  error: z.ZodError,
  fields: readonly Field[],
): {fieldErrors: Partial<Record<Field, string>>; firstMessage: string | undefined} {
  const fieldErrors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field)) {
      const key = field as Field;
      fieldErrors[key] ??= issue.message;
    }
  }
  const firstMessage = fields.map((field) => fieldErrors[field]).find((message) => message !== undefined);
  return {fieldErrors, firstMessage};
}

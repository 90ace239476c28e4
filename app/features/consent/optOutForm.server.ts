import {z} from 'zod';
import {fieldErrorsOf, formText} from '~/lib/forms';
import {
  NAME_MAX_LENGTH,
  OPT_OUT_EMAIL_MAX_LENGTH,
  OPT_OUT_FIELDS,
  OPT_OUT_MESSAGES,
  type OptOutField,
  type OptOutRequest,
  type OptOutValues,
} from './optOutForm';
import {OPT_OUT_STATES} from '~/content/policies';
import {preferJitlessZod} from '~/server/zod.server';

preferJitlessZod();

/** Letters of any alphabet (with their accents), spaces, hyphens and apostrophes (straight or curly). */
const NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;

function nameField(required: string, tooLong: string, characters: string) {
  return z
    .string({error: required})
    .trim()
    .min(1, required)
    .max(NAME_MAX_LENGTH, tooLong)
    .regex(NAME_PATTERN, characters);
}

/** The one schema of the opt-out form; `optOut` carries the "at least one box" rule. */
export const optOutFormSchema = z
  .object({
    firstName: nameField(
      OPT_OUT_MESSAGES.firstNameRequired,
      OPT_OUT_MESSAGES.firstNameTooLong,
      OPT_OUT_MESSAGES.firstNameCharacters,
    ),
    lastName: nameField(
      OPT_OUT_MESSAGES.lastNameRequired,
      OPT_OUT_MESSAGES.lastNameTooLong,
      OPT_OUT_MESSAGES.lastNameCharacters,
    ),
    email: z
      .string({error: OPT_OUT_MESSAGES.emailInvalid})
      .trim()
      .pipe(
        z.email(OPT_OUT_MESSAGES.emailInvalid).max(OPT_OUT_EMAIL_MAX_LENGTH, OPT_OUT_MESSAGES.emailTooLong),
      ),
    state: z.enum(OPT_OUT_STATES, {error: OPT_OUT_MESSAGES.stateRequired}),
    optOutSale: z.boolean(),
    optOutTargetedAds: z.boolean(),
  })
  .refine((request) => request.optOutSale || request.optOutTargetedAds, {
    message: OPT_OUT_MESSAGES.atLeastOne,
    path: ['optOut'],
    // Checked even when other fields fail, so every problem shows at once.
    when: () => true,
  }) satisfies z.ZodType<OptOutRequest>;

export type OptOutParseResult =
  | {ok: true; data: OptOutRequest}
  | {ok: false; values: OptOutValues; fieldErrors: Partial<Record<OptOutField, string>>; firstMessage: string};

/** A ticked checkbox is present in the form data, whatever its value. */
function ticked(form: FormData, name: string) {
  return form.get(name) !== null;
}

export function parseOptOutForm(form: FormData): OptOutParseResult {
  const raw = {
    firstName: formText(form, 'firstName'),
    lastName: formText(form, 'lastName'),
    email: formText(form, 'email'),
    state: formText(form, 'state'),
    optOutSale: ticked(form, 'optOutSale'),
    optOutTargetedAds: ticked(form, 'optOutTargetedAds'),
  };
  const result = optOutFormSchema.safeParse(raw);
  if (result.success) return {ok: true, data: result.data};
  const {fieldErrors, firstMessage} = fieldErrorsOf(result.error, OPT_OUT_FIELDS);
  const echo = (value: string | undefined) => (value ?? '').slice(0, OPT_OUT_EMAIL_MAX_LENGTH + 64);
  return {
    ok: false,
    values: {
      firstName: echo(raw.firstName),
      lastName: echo(raw.lastName),
      email: echo(raw.email),
      state: echo(raw.state),
      optOutSale: raw.optOutSale,
      optOutTargetedAds: raw.optOutTargetedAds,
    },
    fieldErrors,
    firstMessage: firstMessage ?? OPT_OUT_MESSAGES.atLeastOne,
  };
}


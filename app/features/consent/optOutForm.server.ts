import {z} from 'zod';
import {parseForm} from '~/server/forms.server';
import {
  NAME_MAX_LENGTH,
  OPT_OUT_EMAIL_MAX_LENGTH,
  OPT_OUT_MESSAGES,
  type OptOutRequest,
} from './optOutForm';
import {OPT_OUT_STATES} from '~/content/policies';
import {lazySchema} from '~/server/zod.server';

/** Letters of any alphabet (with their accents), spaces, hyphens and apostrophes (straight or curly). */
const NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;
/** A name is a legal record's: punctuation or accents alone (`-'-`, a run of U+0301) name nobody. */
const HAS_LETTER = /\p{L}/u;

function nameField(required: string, tooLong: string, characters: string, noLetter: string) {
  return z
    .string({error: required})
    .trim()
    .min(1, required)
    .max(NAME_MAX_LENGTH, tooLong)
    .regex(NAME_PATTERN, characters)
    .regex(HAS_LETTER, noLetter);
}

/** The one schema of the opt-out form; `optOut` carries the "at least one box" rule. */
export const optOutFormSchema = lazySchema(() => {
  // A ticked checkbox is in the form, whatever its value; an unticked one is not.
  const checkbox = z
    .string()
    .optional()
    .transform((value) => value !== undefined);
  return z
    .object({
      firstName: nameField(
        OPT_OUT_MESSAGES.firstNameRequired,
        OPT_OUT_MESSAGES.firstNameTooLong,
        OPT_OUT_MESSAGES.firstNameCharacters,
        OPT_OUT_MESSAGES.firstNameNoLetter,
      ),
      lastName: nameField(
        OPT_OUT_MESSAGES.lastNameRequired,
        OPT_OUT_MESSAGES.lastNameTooLong,
        OPT_OUT_MESSAGES.lastNameCharacters,
        OPT_OUT_MESSAGES.lastNameNoLetter,
      ),
      email: z
        .string({error: OPT_OUT_MESSAGES.emailInvalid})
        .trim()
        .pipe(
          z
            .email(OPT_OUT_MESSAGES.emailInvalid)
            .max(OPT_OUT_EMAIL_MAX_LENGTH, OPT_OUT_MESSAGES.emailTooLong),
        ),
      state: z.enum(OPT_OUT_STATES, {error: OPT_OUT_MESSAGES.stateRequired}),
      optOutSale: checkbox,
      optOutTargetedAds: checkbox,
    })
    .refine((request) => request.optOutSale || request.optOutTargetedAds, {
      message: OPT_OUT_MESSAGES.atLeastOne,
      path: ['optOut'],
      // Checked even when other fields fail, so every problem shows at once.
      when: () => true,
    }) satisfies z.ZodType<OptOutRequest>;
});

/** Reads and checks the opt-out form. */
export function parseOptOutForm(form: FormData) {
  return parseForm(form, optOutFormSchema());
}

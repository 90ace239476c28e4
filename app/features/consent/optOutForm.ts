import type {Notice} from '~/lib/notice';
import type {OptOutState} from '~/content/policies';

/** The opt-out request form (SPEC.md 5 "Opt-out form", 8 "Opt-out"). */
export const NAME_MAX_LENGTH = 50;
export const OPT_OUT_EMAIL_MAX_LENGTH = 255;

export const OPT_OUT_MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameTooLong: `First name must be less than ${NAME_MAX_LENGTH} characters`,
  firstNameCharacters: 'First name can only contain letters, spaces, hyphens, and apostrophes',
  firstNameNoLetter: 'First name must contain at least one letter',
  lastNameRequired: 'Last name is required',
  lastNameTooLong: `Last name must be less than ${NAME_MAX_LENGTH} characters`,
  lastNameCharacters: 'Last name can only contain letters, spaces, hyphens, and apostrophes',
  lastNameNoLetter: 'Last name must contain at least one letter',
  emailInvalid: 'Invalid email address',
  emailTooLong: `Email must be less than ${OPT_OUT_EMAIL_MAX_LENGTH} characters`,
  stateRequired: 'Please select your state',
  atLeastOne: 'Please select at least one opt-out option',
  submittedTitle: 'Your opt-out request has been submitted',
  submittedDescription:
    'We will process your request within 15 business days and send you a confirmation email.',
  unavailableTitle: 'Request not submitted',
  unavailable:
    "We couldn't save your opt-out request right now, so it has not been submitted. Please try again in a moment, or use one of the other ways to opt out below.",
} as const;

/** The fields a message can be about; `optOut` is the pair of boxes ("at least one"). */
export type OptOutField = 'firstName' | 'lastName' | 'email' | 'state' | 'optOut';

/** A valid request, as the schema in optOutForm.server.ts leaves it. */
export interface OptOutRequest {
  firstName: string;
  lastName: string;
  email: string;
  state: OptOutState;
  optOutSale: boolean;
  optOutTargetedAds: boolean;
}

/** What the shopper typed, to put back into the form after a failed submission. */
export interface OptOutValues {
  firstName: string;
  lastName: string;
  email: string;
  state: string;
  optOutSale: boolean;
  optOutTargetedAds: boolean;
}

/** The values of a failed submission (the form's strings), as the form puts them back. */
export function optOutValues(values: Record<string, string>): OptOutValues {
  return {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: values.email ?? '',
    state: values.state ?? '',
    optOutSale: values.optOutSale !== undefined,
    optOutTargetedAds: values.optOutTargetedAds !== undefined,
  };
}

/** What the opt-out action answers: a confirmation, or the problems with the shopper's input kept. */
export type OptOutActionData =
  | {ok: true; notice: Notice}
  | {
      ok: false;
      values: OptOutValues;
      fieldErrors: Partial<Record<OptOutField, string>>;
      /** Set when the input was fine but the request could not be stored. */
      formError?: string;
      notice: Notice;
    };

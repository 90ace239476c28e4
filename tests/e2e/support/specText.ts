/**
 * The spec's words that several browser tests check the pages against, quoted from SPEC.md once here. The app
 * keeps its own copy (app/content); the tests compare the pages with the spec, not with that copy.
 */

/** SPEC.md 5, the opt-out form's state field: "Allowed states: …", in the spec's order. */
const SPEC_OPT_OUT_STATES =
  'California, Colorado, Connecticut, Delaware, Florida, Iowa, Montana, Nebraska, New Hampshire, ' +
  'New Jersey, Oregon, Tennessee, Texas, Utah, Virginia';

/** The allowed states one by one, as the opt-out form's options and the privacy policy's list show them. */
export const OPT_OUT_STATES = SPEC_OPT_OUT_STATES.split(', ');

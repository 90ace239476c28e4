import {useHydrated} from './useHydrated';

/**
 * The form protocol's one marker. Every form is a real HTML form: posted without JavaScript it gets a page
 * back (a 303 with a flashed notice, or the page with its field errors). Once JavaScript runs, a form sent
 * through a fetcher carries this field and the action answers the same result as data instead, so the page
 * toasts and updates in place. A GET (the overrides resource route) carries it in the query.
 */
export const ANSWER_AS_DATA = {name: '_answer', value: 'data'} as const;

/** Whether a submission's fields (or a GET's query) ask for the answer as data. */
export function wantsData(fields: FormData | URLSearchParams | null | undefined): boolean {
  return fields?.get(ANSWER_AS_DATA.name) === ANSWER_AS_DATA.value;
}

/** The marker as a hidden field, only once JavaScript runs: a plain HTML post must get a page. */
export function AnswerAsDataField() {
  return useHydrated() ? (
    <input type="hidden" name={ANSWER_AS_DATA.name} value={ANSWER_AS_DATA.value} />
  ) : null;
}

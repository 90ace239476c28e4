import {Form} from '@remix-run/react';
import {lazy, Suspense, useEffect, useRef, useState, type FocusEvent, type MouseEvent} from 'react';
import {SearchIcon} from '~/ui/Icons';

/**
 * searchQuery.ts's SEARCH_QUERY_MAX_LENGTH, written out: importing it would put that module in the
 * JavaScript of every page (tests/e2e/shop/search.spec.ts checks the two agree).
 */
const FIELD_MAX_LENGTH = 200;

const PredictiveSearch = lazy(() =>
  import('./PredictiveSearch').catch(
    // A chunk that cannot load leaves the plain search form, which works on its own.
    () => ({default: () => <></>}),
  ),
);

/** Where the bar has no room for the field: opened, the form becomes a full-width row under the header. */
const OPENED_FORM =
  'max-lg:fixed max-lg:inset-x-0 max-lg:top-[var(--header-height)] max-lg:h-auto max-lg:w-auto max-lg:border-b max-lg:border-bark-100 max-lg:bg-cream-50 max-lg:p-3 max-lg:shadow-md';

/**
 * The header's search: a GET form to /search that works without JavaScript. With JavaScript the field
 * becomes an ARIA 1.2 combobox, whose code (PredictiveSearch) is downloaded when the field first gets
 * focus, so no page carries it on arrival.
 *
 * Where the field is hidden for lack of room (a phone), the button alone shows: without JavaScript it opens
 * /search, whose page has the field; with it, the button opens the field under the header, focused and with
 * the same suggestions, and Escape, the close button or leaving the field closes it again.
 */
export function HeaderSearch({
  id,
  name,
  className = '',
  fieldClassName = '',
}: {
  id: string;
  /** The search landmark's name: each of a page's search forms needs its own. */
  name: string;
  className?: string;
  /** Where the bar has no room for the field (`hidden lg:block`), the button alone opens /search. */
  fieldClassName?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [focused, setFocused] = useState(false);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (opened) input.current?.focus();
  }, [opened]);

  function openField(event: MouseEvent<HTMLButtonElement>) {
    // The field is on screen (a laptop, or already opened): the button submits the search.
    if (opened || !input.current || input.current.getClientRects().length > 0) return;
    event.preventDefault();
    setOpened(true);
  }

  function close({refocus}: {refocus: boolean}) {
    setOpened(false);
    if (refocus) button.current?.focus();
  }

  function closeWhenLeft(event: FocusEvent<HTMLFormElement>) {
    if (opened && !event.currentTarget.contains(event.relatedTarget)) close({refocus: false});
  }

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={name}
      onBlur={closeWhenLeft}
      onKeyDown={(event) => {
        // The combobox handles Escape first (closing its list, then clearing the field).
        if (event.key === 'Escape' && opened && !event.defaultPrevented) close({refocus: true});
      }}
      className={`relative ${className} ${opened ? OPENED_FORM : ''}`}
    >
      <div className="search-row">
        <label htmlFor={id} className="sr-only">
          Search products
        </label>
        <span className="search-box">
          <input
            ref={input}
            id={id}
            type="search"
            name="q"
            maxLength={FIELD_MAX_LENGTH}
            placeholder={opened ? 'Search soaps, serums, masks…' : 'Search'}
            autoComplete="off"
            onFocus={() => setFocused(true)}
            className={`search-field ${fieldClassName} ${opened ? 'max-lg:block max-lg:py-2.5 max-lg:text-base' : ''}`}
          />
          <button
            ref={button}
            type="submit"
            onClick={openField}
            className="search-submit"
          >
            <SearchIcon className="h-5 w-5" />
            <span className="sr-only">Search</span>
          </button>
        </span>
        {opened ? (
          <button
            type="button"
            onClick={() => close({refocus: true})}
            className="min-h-11 shrink-0 rounded-full px-2 text-sm font-semibold text-forest-800 lg:hidden"
          >
            Close
          </button>
        ) : null}
      </div>
      {focused ? (
        <Suspense>
          <PredictiveSearch input={input} listboxId={`${id}-listbox`} />
        </Suspense>
      ) : null}
    </Form>
  );
}

import {Form} from '@remix-run/react';
import {lazy, Suspense, useRef, useState} from 'react';
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

/**
 * The header's search: a GET form to /search that works without JavaScript. With JavaScript the field
 * becomes an ARIA 1.2 combobox, whose code (PredictiveSearch) is downloaded when the field first gets
 * focus, so no page carries it on arrival.
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
  const [focused, setFocused] = useState(false);
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={name}
      className={`relative ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        maxLength={FIELD_MAX_LENGTH}
        placeholder="Search"
        autoComplete="off"
        onFocus={() => setFocused(true)}
        className={`w-full rounded-full border border-bark-200 bg-white py-2 pl-4 pr-10 text-sm placeholder:text-bark-600 ${fieldClassName}`}
      />
      <button type="submit" className="absolute inset-y-0 right-0 px-3">
        <SearchIcon className="h-5 w-5" />
        <span className="sr-only">Search</span>
      </button>
      {focused ? (
        <Suspense>
          <PredictiveSearch input={input} listboxId={`${id}-listbox`} />
        </Suspense>
      ) : null}
    </Form>
  );
}

import {Form, Link, useLocation, useNavigation, useSubmit} from '@remix-run/react';
import {useEffect, useRef, type FormEvent} from 'react';
import {FilterDrawer, usePhoneScreen} from './FilterDrawer';
import {FilterFieldset} from './FilterFields';
import {PARAM, SORT_OPTIONS, type ListingControlsData as Controls} from './listingFilters';

/** A GET form's fields without the empty ones and the page's own order: the URL a link would have. */
function chosenParams(form: HTMLFormElement, defaultSort: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (name === PARAM.sort && value === defaultSort) continue;
    params.append(name, value.trim());
  }
  return params;
}

function href(pathname: string, search: string) {
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * The filter bar of a listing: a GET form (filters in a collapsible panel, sort, Apply) that works without
 * JavaScript; with it, any change applies at once through a Remix navigation (no reload, scroll kept), and
 * on a phone the panel is a drawer (FilterDrawer) instead of a block pushing the products down.
 * Below it the active filters as chips that remove themselves, "Clear all" and the product count.
 */
export function ListingControls({
  controls,
  count,
  keep = {},
}: {
  controls: Controls;
  count: number;
  /** Fields the form sends along unchanged (the search page's query). */
  keep?: Record<string, string>;
}) {
  const {sortable} = controls;
  const {pathname} = useLocation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const phone = usePhoneScreen();
  const sortField = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    // Set in place, so focus stays on the field the shopper just changed.
    if (sortField.current) sortField.current.value = controls.sort;
  }, [controls.sort]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(chosenParams(event.currentTarget, controls.defaultSort), {
      method: 'get',
      action: pathname,
      preventScrollReset: true,
    });
  }

  const chosen = controls.applied.length;
  const label = (
    <>
      Filter
      {chosen ? <span className="font-normal text-bark-700"> ({chosen} applied)</span> : null}
    </>
  );
  const fieldsets = controls.panel.map((filter) => (
    <FilterFieldset key={filter.kind === 'list' ? filter.param : 'price'} filter={filter} />
  ));
  return (
    <div className="mb-6">
      <Form
        method="get"
        action={pathname}
        onChange={(event) => {
          // A price applies with Enter or a button, not at every keystroke.
          if (event.target instanceof HTMLInputElement && event.target.type === 'number') return;
          event.currentTarget.requestSubmit();
        }}
        onSubmit={apply}
        className="flex flex-wrap items-start gap-3"
        aria-label={sortable ? 'Filter and sort products' : 'Filter products'}
      >
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {phone ? (
          <div className="w-full">
            <FilterDrawer label={label} count={count} busy={busy}>
              {fieldsets}
            </FilterDrawer>
          </div>
        ) : (
          <details className="group w-full rounded-2xl bg-white ring-1 ring-bark-100 sm:w-auto sm:min-w-[16rem] [&[open]]:w-full">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-2 font-semibold text-forest-900 [&::-webkit-details-marker]:hidden">
              <span>{label}</span>
              <span
                aria-hidden="true"
                className="transition-transform group-open:rotate-180 motion-reduce:transition-none"
              >
                ▾
              </span>
            </summary>
            <div className="grid gap-6 border-t border-bark-100 px-4 py-4 sm:grid-cols-2 lg:grid-cols-4">
              {fieldsets}
            </div>
            {/* Apply sits on the left on a phone: the back-to-top button holds the bottom right corner. */}
            <div className="flex justify-start border-t border-bark-100 px-4 py-3 sm:justify-end">
              <button
                type="submit"
                className="min-h-11 rounded-full bg-forest-800 px-6 font-semibold text-cream-50 hover:bg-forest-700"
              >
                Apply filters
              </button>
            </div>
          </details>
        )}
        {sortable ? (
          <div className="ml-auto flex items-center gap-2">
            <label htmlFor="listing-sort" className="text-sm font-semibold text-forest-900">
              Sort by
            </label>
            <select
              ref={sortField}
              id="listing-sort"
              name={PARAM.sort}
              defaultValue={controls.sort}
              className="min-h-11 rounded-full border border-bark-200 bg-white px-4 text-bark-800"
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <button
              type="submit"
              className="min-h-11 rounded-full border-2 border-forest-800 px-4 font-semibold text-forest-800 hover:bg-forest-800 hover:text-cream-50"
            >
              Apply
            </button>
          </div>
        ) : null}
      </Form>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <p role="status" className="mr-2 text-bark-700" aria-busy={busy}>
          {count === 1 ? '1 product' : `${count} products`}
        </p>
        {chosen ? (
          <ul aria-label="Active filters" className="contents">
            {controls.applied.map((filter) => (
              <li key={`${filter.param}=${filter.value}`}>
                <Link
                  to={href(pathname, filter.removeSearch)}
                  preventScrollReset
                  className="inline-flex min-h-9 items-center gap-2 rounded-full bg-sage-100 px-3 text-sm font-medium text-forest-900 ring-1 ring-sage-300 hover:bg-sage-200"
                >
                  {filter.label}
                  <span aria-hidden="true">×</span>
                  <span className="sr-only">(remove filter)</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {chosen ? (
          <Link
            to={href(pathname, controls.clearSearch)}
            preventScrollReset
            className="text-sm font-semibold text-forest-800 underline underline-offset-4"
          >
            Clear all
          </Link>
        ) : null}
      </div>
    </div>
  );
}

import {useNavigate} from '@remix-run/react';
import {useEffect, useMemo, useRef, useState, type RefObject} from 'react';
import {PriceStory} from '~/ui/PriceStory';
import {
  announceResults,
  markedParts,
  nextActiveIndex,
  predictiveOptions,
  type PredictiveOption,
  type PredictiveResults,
} from './predictive';

export interface PredictiveProps {
  input: RefObject<HTMLInputElement>;
  listboxId: string;
}

const DEBOUNCE_MS = 200;
const MIN_QUERY_LENGTH = 2;
const GROUPS = [
  {kind: 'query', label: 'Suggestions'},
  {kind: 'product', label: 'Products'},
  {kind: 'collection', label: 'Collections'},
] as const;

/**
 * The header field as a combobox with its listbox (WAI-ARIA APG, "list autocomplete"): focus stays in the field, the arrow keys move
 * the active option (aria-activedescendant), Enter opens it (or, with none active, submits the search form),
 * Escape closes the list, then clears the field. Lookups are debounced, the older one aborted, and each
 * finished lookup is announced in a polite live region.
 */
export default function PredictiveSearch({input, listboxId}: PredictiveProps) {
  const navigate = useNavigate();
  const [results, setResults] = useState<PredictiveResults | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const options = useMemo(
    () => (results ? predictiveOptions(results, listboxId) : []),
    [results, listboxId],
  );
  const latest = useRef({options, active, expanded});
  latest.current = {options, active, expanded};
  const open = expanded && options.length > 0;

  // The field is rendered by HeaderSearch, without these until this code has arrived.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('role', 'combobox');
    field.setAttribute('aria-autocomplete', 'list');
    field.setAttribute('aria-controls', listboxId);
    return () => {
      for (const name of [
        'role',
        'aria-autocomplete',
        'aria-controls',
        'aria-expanded',
        'aria-activedescendant',
      ])
        field.removeAttribute(name);
    };
  }, [input, listboxId]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('aria-expanded', String(open));
    const activeId = open ? options[active]?.id : undefined;
    if (activeId) field.setAttribute('aria-activedescendant', activeId);
    else field.removeAttribute('aria-activedescendant');
  }, [input, open, active, options]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;

    const lookUp = () => {
      // The route bounds and tidies the query again (searchQuery.ts); this only skips blank lookups.
      const q = field.value.trim().replace(/\s+/g, ' ');
      clearTimeout(timer);
      request?.abort();
      if (q.length < MIN_QUERY_LENGTH) {
        setResults(null);
        setExpanded(false);
        setAnnouncement('');
        return;
      }
      timer = setTimeout(() => {
        const controller = new AbortController();
        request = controller;
        fetch(`/api/predictive-search?${new URLSearchParams({q}).toString()}`, {
          signal: controller.signal,
        })
          .then((response) => (response.ok ? response.json<PredictiveResults>() : null))
          .then((found) => {
            if (controller.signal.aborted || !found) return;
            setResults(found);
            setActive(-1);
            setExpanded(document.activeElement === field);
            setAnnouncement(
              announceResults(
                found.queries.length + found.products.length + found.collections.length,
              ),
            );
          })
          // An aborted or failed lookup leaves the plain search form, which still works.
          .catch(() => undefined);
      }, DEBOUNCE_MS);
    };

    const choose = (option: PredictiveOption) => {
      setExpanded(false);
      navigate(option.href);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const {options: shown, active: current, expanded: isOpen} = latest.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (shown.length === 0) return;
        event.preventDefault();
        if (!isOpen) {
          setExpanded(true);
          setActive(event.key === 'ArrowDown' ? 0 : shown.length - 1);
          return;
        }
        setActive(nextActiveIndex(current, shown.length, event.key));
      } else if (event.key === 'Enter') {
        const option = isOpen ? shown[current] : undefined;
        if (!option) {
          setExpanded(false);
          return;
        }
        event.preventDefault();
        choose(option);
      } else if (event.key === 'Escape') {
        if (isOpen) {
          setExpanded(false);
          setActive(-1);
        } else if (field.value) {
          field.value = '';
          lookUp();
        } else {
          return;
        }
        // Handled here: the mobile menu around the field must not close too.
        event.preventDefault();
        event.stopPropagation();
      } else if (event.key === 'Home' || event.key === 'End') {
        // The caret moves in the field, so the list's active option no longer applies.
        setActive(-1);
      }
    };
    const onFocus = () => setExpanded(true);
    const onBlur = () => setExpanded(false);

    field.addEventListener('input', lookUp);
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('focus', onFocus);
    field.addEventListener('blur', onBlur);
    // The field may hold text already (typed before this code arrived).
    if (field.value) lookUp();
    return () => {
      clearTimeout(timer);
      request?.abort();
      field.removeEventListener('input', lookUp);
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('focus', onFocus);
      field.removeEventListener('blur', onBlur);
    };
  }, [input, navigate]);

  useEffect(() => {
    document.getElementById(options[active]?.id ?? '')?.scrollIntoView({block: 'nearest'});
  }, [active, options]);

  return (
    <>
      <div
        id={listboxId}
        role="listbox"
        aria-label="Search suggestions"
        tabIndex={-1}
        hidden={!open}
        // Keeps focus in the field while an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] lg:left-auto lg:w-[26rem] overflow-y-auto rounded-2xl bg-white p-2 text-left shadow-xl ring-1 ring-bark-100"
      >
        {GROUPS.map((group) => {
          const inGroup = options.filter((option) => option.kind === group.kind);
          if (inGroup.length === 0) return null;
          const headingId = `${listboxId}-${group.kind}`;
          return (
            <div key={group.kind} role="group" aria-labelledby={headingId} className="py-1">
              <div
                id={headingId}
                role="presentation"
                className="px-3 py-1 text-xs font-semibold uppercase tracking-wide text-bark-700"
              >
                {group.label}
              </div>
              {inGroup.map((option) => (
                <Option
                  key={option.id}
                  option={option}
                  active={options[active]?.id === option.id}
                  onChoose={() => {
                    setExpanded(false);
                    navigate(option.href);
                  }}
                />
              ))}
            </div>
          );
        })}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

function Option({
  option,
  active,
  onChoose,
}: {
  option: PredictiveOption;
  active: boolean;
  onChoose: () => void;
}) {
  return (
    // Options are chosen from the field with Enter (APG); the click is the pointer's way to the same.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      id={option.id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      onClick={onChoose}
      className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-bark-900 ${
        active ? 'bg-sage-100 outline outline-2 outline-forest-700' : 'hover:bg-cream-100'
      }`}
    >
      {option.kind === 'product' ? (
        <>
          {option.imageUrl ? (
            <img
              src={option.imageUrl}
              alt=""
              width={40}
              height={40}
              className="h-10 w-10 rounded-md bg-cream-100 object-cover"
            />
          ) : (
            <span className="h-10 w-10 rounded-md bg-cream-100" />
          )}
          <span className="flex-1">{option.label}</span>
          <PriceStory story={option} className="shrink-0 text-right text-bark-800" />
        </>
      ) : option.kind === 'query' ? (
        <span>
          {markedParts(option.styledText).map((part, index) =>
            part.marked ? (
              <mark key={index} className="bg-transparent font-semibold text-forest-800">
                {part.text}
              </mark>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </span>
      ) : (
        <span>{option.label}</span>
      )}
    </div>
  );
}

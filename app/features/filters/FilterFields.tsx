import {useEffect, useRef} from 'react';
import {formatPrice} from '~/lib/money';
import {PARAM, type PanelFilter} from './listingFilters';

/**
 * The filter form's fields. Each keeps its element across the navigation its change starts and takes the
 * new state from the page's answer in place, so keyboard focus stays on the box just ticked (a new element
 * would drop focus to the page's body).
 */
export function FilterFieldset({filter}: {filter: PanelFilter}) {
  if (filter.kind === 'price') {
    return (
      <fieldset>
        <legend className="font-semibold text-forest-900">{filter.label}</legend>
        <p className="mt-1 text-sm text-bark-700">
          The highest price is {formatPrice(filter.max)}.
        </p>
        <div className="mt-2 flex items-center gap-2">
          <PriceField
            name={PARAM.priceMin}
            label="From"
            value={filter.current.min}
            max={filter.max}
          />
          <PriceField
            name={PARAM.priceMax}
            label="To"
            value={filter.current.max}
            max={filter.max}
          />
        </div>
      </fieldset>
    );
  }
  return (
    <fieldset>
      <legend className="font-semibold text-forest-900">{filter.label}</legend>
      <ul className="mt-2 space-y-1">
        {filter.values.map((value, index) => {
          // Values may differ only in punctuation; the index keeps their ids apart.
          const id = `${filter.param}-${index}-${value.value}`.replace(/[^a-zA-Z0-9_-]+/g, '-');
          const idle = value.count === 0 && !value.checked;
          return (
            <li key={value.value} className="flex min-h-8 items-center gap-2">
              <FilterCheckbox
                id={id}
                name={filter.param}
                value={value.value}
                checked={value.checked}
                disabled={idle}
              />
              <label htmlFor={id} className={idle ? 'text-bark-500' : 'text-bark-800'}>
                {value.label} <span className="text-bark-600">({value.count})</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** A box the shopper ticks (uncontrolled, as a form without JavaScript has it); the page's answer sets it. */
function FilterCheckbox({
  id,
  name,
  value,
  checked,
  disabled,
}: {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  disabled: boolean;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.checked = checked;
  }, [checked]);
  return (
    <input
      ref={box}
      id={id}
      type="checkbox"
      name={name}
      value={value}
      defaultChecked={checked}
      disabled={disabled}
      className="h-5 w-5 rounded border-bark-300 text-forest-800 disabled:opacity-40"
    />
  );
}

function PriceField({
  name,
  label,
  value,
  max,
}: {
  name: string;
  label: string;
  value: number | null;
  max: number;
}) {
  const id = name.replace(/\./g, '-');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // What the shopper is typing stays; a price removed elsewhere (its chip) empties the box.
    if (field.current && document.activeElement !== field.current)
      field.current.value = value === null ? '' : String(value);
  }, [value]);
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="text-sm text-bark-700">
        {label} ($)
      </label>
      <input
        ref={field}
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        max={max || undefined}
        step="0.01"
        defaultValue={value ?? ''}
        className="w-24 rounded-lg border border-bark-200 px-2 py-1"
      />
    </div>
  );
}

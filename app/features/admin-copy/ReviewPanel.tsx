import {useFetcher} from '@remix-run/react';
import {useState, type FormEvent} from 'react';
import {BENEFIT_FIELDS, formatReviewDate} from './adminCopy';
import type {LiveCopy, OverrideRow, ProductImage} from './adminCopy.server';
import {CopyDiff} from './CopyDiff';
import {LiveHistory, type HistoryRecords} from './LiveHistory';
import type {LiveCopyHistoryEntry} from '~/server/database.types';
import type {CopyField, LocatedWarning} from './copyChecks';
import {canReview} from './overrideBadges';
import {ConfidenceBadge, StatusBadge} from './Badges';
import {CopyFields} from './CopyFields';
import {ReviewForm} from './ReviewForm';
import {productCopy, ProductCopyPreview, splitBenefits} from '~/features/product';
import type {MoneyLike} from '~/lib/money';
import {AnswerAsDataField} from '~/lib/forms';
import type {Notice} from '~/lib/notice';
import {useNoticeToast} from '~/ui/useNoticeToast';

export const SAVE_FETCHER_KEY = 'save-copy';

export interface ReviewProduct {
  handle: string;
  title: string;
  image: ProductImage | null;
  price: MoneyLike;
  teaser: {text: string; truncated: boolean};
}

/** The copy being reviewed as the editor has it now (typed, posted for a preview, or stored). */
interface Draft {
  hook: string;
  benefits: string[];
  perfectFor: string;
}

function draftOf(override: OverrideRow, values: Record<string, string> | undefined): Draft {
  if (values) return draftFromValues(values);
  return {
    hook: override.marketing_hook ?? '',
    benefits: splitBenefits(override.marketing_benefits),
    perfectFor: override.marketing_perfect_for ?? '',
  };
}

function draftFromValues(values: Record<string, string>): Draft {
  return {
    hook: values.hook ?? '',
    benefits: BENEFIT_FIELDS.map((name) => (values[name] ?? '').trim()).filter(Boolean),
    perfectFor: values.perfectFor ?? '',
  };
}

function draftFromForm(form: HTMLFormElement): Draft {
  const fields = new FormData(form);
  const text = (name: string) => {
    const value = fields.get(name);
    return typeof value === 'string' ? value : '';
  };
  return draftFromValues(
    Object.fromEntries([
      ['hook', text('hook')],
      ['perfectFor', text('perfectFor')],
      ...BENEFIT_FIELDS.map((name) => [name, text(name)]),
    ]) as Record<string, string>,
  );
}

/** What the page's `save` intent answers (the fetcher's data, or the page's action data without JS). */
export interface SaveAnswer {
  intent: 'save';
  ok: boolean;
  notice?: Notice;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  /** Only a preview of the posted copy (the Preview button without JavaScript): nothing was saved. */
  preview?: boolean;
}

const INPUT =
  'mt-1 block w-full rounded-lg border border-bark-200 bg-cream-50 px-3 py-2 text-bark-800 focus:border-forest-600 aria-[invalid=true]:border-terracotta-600';

/**
 * The override under review (just generated, or opened from the list): its copy as the product page will
 * show it (the product page's own components, following the fields as they are typed), the live copy beside
 * it with the words added and removed marked, the copy's fields, editable
 * while pending with every warning beside the line that causes it, and Approve and Reject.
 */
export function ReviewPanel({
  override,
  product,
  warnings,
  returnTo,
  live,
  history,
  records,
  posted,
}: {
  override: OverrideRow;
  product: ReviewProduct;
  warnings: LocatedWarning[];
  returnTo: string;
  /** The copy live on the product page now (null: the product's own description and default benefits). */
  live: LiveCopy | null;
  history: LiveCopyHistoryEntry[];
  records: HistoryRecords;
  posted: SaveAnswer | null;
}) {
  const replaces =
    live && live.id !== override.id ? {created: formatReviewDate(live.created_at) ?? '—'} : null;
  const created = formatReviewDate(override.created_at) ?? '—';
  const edited = formatReviewDate(override.edited_at);
  const reviewed = formatReviewDate(override.last_reviewed_at);
  const pending = canReview(override);
  const [draft, setDraft] = useState<Draft>(() => draftOf(override, posted?.values));
  const preview = productCopy({
    override_active: true,
    marketing_hook: draft.hook,
    marketing_benefits: draft.benefits.join('\n'),
    marketing_perfect_for: draft.perfectFor,
  });
  const liveShown = productCopy(live ? {...live, override_active: true} : null);
  const general = warnings.filter((warning) => warning.places.length === 0);
  const wasEdited =
    override.edited_at !== null &&
    (override.generated_hook !== override.marketing_hook ||
      override.generated_benefits !== override.marketing_benefits ||
      override.generated_perfect_for !== override.marketing_perfect_for);

  return (
    <section
      aria-labelledby="generated-heading"
      className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-bark-100"
      data-testid="generated-result"
      data-override-id={override.id}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="generated-heading" className="font-display text-2xl text-forest-900">
          Generated copy for {product.title}
        </h2>
        <StatusBadge override={override} />
        <ConfidenceBadge score={override.confidence_score} />
      </div>
      <p className="mt-2 text-sm text-bark-700">
        Generated {created}
        {edited ? ` · edited ${edited} by ${override.edited_by_email ?? 'a former admin'}` : ''}
        {reviewed
          ? ` · reviewed ${reviewed} by ${override.reviewed_by_email ?? 'a former admin'}`
          : ''}
      </p>

      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div>
          <h3 className="font-semibold text-forest-900">Validation warnings</h3>
          {warnings.length === 0 ? (
            <p className="mt-1 text-sm text-bark-700" data-testid="no-warnings">
              None: every check passed.
            </p>
          ) : (
            <>
              <p className="mt-1 text-sm text-terracotta-700" data-testid="warning-count">
                {warnings.length === 1 ? '1 warning' : `${warnings.length} warnings`}, shown beside
                the lines they are about.
              </p>
              {general.length > 0 ? <WarningList id="warnings-general" warnings={general} /> : null}
            </>
          )}
          {pending ? (
            <EditForm
              override={override}
              warnings={warnings}
              posted={posted}
              onDraft={setDraft}
            />
          ) : (
            <div className="mt-4">
              <CopyFields override={override} />
            </div>
          )}
          {wasEdited ? (
            <details className="mt-4 rounded-lg bg-cream-100 p-3 text-sm">
              <summary className="cursor-pointer font-semibold text-forest-900">
                The copy as generated
              </summary>
              <div className="mt-2">
                <CopyFields override={override} generated />
              </div>
            </details>
          ) : null}
          {override.preserved_specs ? (
            <>
              <h3 className="mt-6 font-semibold text-forest-900">Preserved product facts</h3>
              <pre className="mt-1 whitespace-pre-wrap rounded-lg bg-cream-100 p-3 font-sans text-sm text-bark-800">
                {override.preserved_specs}
              </pre>
            </>
          ) : null}
        </div>

        <div>
          <CopyDiff live={liveShown} proposed={preview} liveIsDefault={!live} />
          {pending ? (
            <ReviewForm
              override={override}
              productTitle={product.title}
              created={created}
              returnTo={returnTo}
              replaces={replaces}
            />
          ) : null}
        </div>
      </div>

      <section aria-labelledby="preview-heading" className="mt-10" data-testid="preview">
        <h3 id="preview-heading" className="font-semibold text-forest-900">
          Preview: the product page with this copy
        </h3>
        <p className="mt-1 text-sm text-bark-700">
          The top of the product page as shoppers would see it{pending ? ', updated as you type' : ''}.
        </p>
        <div className="mt-3 rounded-2xl bg-cream-50 p-4 ring-1 ring-bark-100">
          <ProductCopyPreview
            title={product.title}
            price={product.price}
            image={product.image}
            teaser={product.teaser}
            copy={preview}
          />
        </div>
      </section>
      <LiveHistory
        history={history}
        records={records}
        productTitle={product.title}
        live={live}
        returnTo={returnTo}
      />
    </section>
  );
}

function WarningList({id, warnings}: {id: string; warnings: LocatedWarning[]}) {
  return (
    <ul
      id={id}
      className="mt-1 list-disc space-y-1 pl-5 text-sm text-terracotta-700"
      data-testid="validation-warnings"
    >
      {warnings.map((warning) => (
        <li key={warning.message}>{warning.message}</li>
      ))}
    </ul>
  );
}

function EditForm({
  override,
  warnings,
  posted,
  onDraft,
}: {
  override: OverrideRow;
  warnings: LocatedWarning[];
  posted: SaveAnswer | null;
  /** With JavaScript, every keystroke updates the preview and the comparison. */
  onDraft: (draft: Draft) => void;
}) {
  const fetcher = useFetcher<SaveAnswer>({key: SAVE_FETCHER_KEY});
  useNoticeToast(fetcher.data?.notice);
  const answer = fetcher.data ?? posted;
  const errors = answer?.ok === false ? (answer.fieldErrors ?? {}) : {};
  const values = answer?.ok === false || answer?.preview ? (answer.values ?? {}) : {};
  const busy = fetcher.state !== 'idle';
  const benefits = (override.marketing_benefits ?? '')
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter(Boolean);
  const at = (field: CopyField, line: number | null) =>
    warnings.filter((warning) =>
      warning.places.some((place) => place.field === field && place.line === line),
    );
  // Hook and perfect-for: a multiline field each, with what was posted (a refused save) or the copy as it is.
  const textField = (name: 'hook' | 'perfectFor', current: string | null) => ({
    name,
    multiline: true,
    defaultValue: values[name] ?? current ?? '',
    error: errors[name],
    warnings: at(name, null),
  });

  return (
    <fetcher.Form
      method="post"
      className="mt-4 flex flex-col gap-4"
      aria-label="Edit the copy"
      onInput={(event: FormEvent<HTMLFormElement>) => onDraft(draftFromForm(event.currentTarget))}
    >
      <input type="hidden" name="id" value={override.id} />
      <input type="hidden" name="version" value={override.version} />
      <AnswerAsDataField />
      <EditField label="Hook" {...textField('hook', override.marketing_hook)} />
      <fieldset className="flex flex-col gap-3">
        <legend className="font-medium text-forest-900">Benefits (one per line, up to 8)</legend>
        {at('benefits', null).length > 0 ? (
          <WarningList id="warnings-benefits" warnings={at('benefits', null)} />
        ) : null}
        {BENEFIT_FIELDS.map((name, index) => (
          <EditField
            key={name}
            label={`Benefit ${index + 1}`}
            name={name}
            optional
            defaultValue={values[name] ?? benefits[index] ?? ''}
            error={errors[name]}
            warnings={at('benefits', index)}
          />
        ))}
      </fieldset>
      <EditField label="Perfect for" {...textField('perfectFor', override.marketing_perfect_for)} />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={busy}
          className="w-fit rounded-full px-5 py-2 text-sm font-semibold text-forest-900 ring-1 ring-forest-700 hover:bg-cream-100 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Save and check the copy
        </button>
        {/* Without JavaScript the preview follows the fields only when asked; with it, as you type. */}
        <button
          type="submit"
          name="intent"
          value="preview"
          disabled={busy}
          className="w-fit rounded-full px-5 py-2 text-sm font-semibold text-forest-800 underline underline-offset-4 disabled:opacity-60"
        >
          Preview
        </button>
      </div>
    </fetcher.Form>
  );
}

function EditField({
  label,
  name,
  defaultValue,
  error,
  warnings,
  multiline = false,
  optional = false,
}: {
  label: string;
  name: string;
  defaultValue: string;
  error?: string;
  warnings: LocatedWarning[];
  multiline?: boolean;
  optional?: boolean;
}) {
  const id = `edit-${name}`;
  const describedBy = [error ? `${id}-error` : null, warnings.length > 0 ? `${id}-warnings` : null]
    .filter(Boolean)
    .join(' ');
  const props = {
    id,
    name,
    defaultValue,
    required: !optional,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: INPUT,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-forest-900">
        {label}
      </label>
      {multiline ? (
        <textarea {...props} rows={3} maxLength={2000} />
      ) : (
        <input {...props} type="text" maxLength={600} />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-terracotta-700">
          {error}
        </p>
      ) : null}
      {warnings.length > 0 ? <WarningList id={`${id}-warnings`} warnings={warnings} /> : null}
    </div>
  );
}

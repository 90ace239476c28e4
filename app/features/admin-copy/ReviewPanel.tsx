import {useFetcher} from '@remix-run/react';
import {BENEFIT_FIELDS, formatReviewDate} from './adminCopy';
import type {OverrideRow, ProductImage} from './adminCopy.server';
import type {CopyField, LocatedWarning} from './copyChecks';
import {canReview} from './overrideBadges';
import {ConfidenceBadge, StatusBadge} from './Badges';
import {CopyFields} from './CopyFields';
import {ReviewForm} from './ReviewForm';
import {productCopy, BenefitsList} from '~/features/product';
import {AnswerAsDataField} from '~/lib/forms';
import type {Notice} from '~/lib/notice';
import {useNoticeToast} from '~/ui/useNoticeToast';

export const SAVE_FETCHER_KEY = 'save-copy';

export interface ReviewProduct {
  handle: string;
  title: string;
  image: ProductImage | null;
}

/** What the page's `save` intent answers (the fetcher's data, or the page's action data without JS). */
export interface SaveAnswer {
  intent: 'save';
  ok: boolean;
  notice?: Notice;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

const INPUT =
  'mt-1 block w-full rounded-lg border border-bark-200 bg-cream-50 px-3 py-2 text-bark-800 focus:border-forest-600 aria-[invalid=true]:border-terracotta-600';

/**
 * The override under review (just generated, or opened from the list): its copy as the product page will
 * show it (the page's own BenefitsList beside the product's image and title), the copy's fields, editable
 * while pending with every warning beside the line that causes it, and Approve and Reject.
 */
export function ReviewPanel({
  override,
  product,
  warnings,
  returnTo,
  replaces,
  posted,
}: {
  override: OverrideRow;
  product: ReviewProduct;
  warnings: LocatedWarning[];
  returnTo: string;
  replaces: {created: string} | null;
  posted: SaveAnswer | null;
}) {
  const created = formatReviewDate(override.created_at) ?? '—';
  const edited = formatReviewDate(override.edited_at);
  const reviewed = formatReviewDate(override.last_reviewed_at);
  const pending = canReview(override);
  const preview = productCopy({...override, override_active: true});
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
            <EditForm override={override} warnings={warnings} posted={posted} />
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
          <h3 className="font-semibold text-forest-900">Preview on the product page</h3>
          <div
            className="mt-3 rounded-2xl bg-cream-50 p-4 ring-1 ring-bark-100"
            data-testid="preview"
          >
            <div className="flex items-center gap-4">
              {product.image ? (
                <img
                  src={product.image.url}
                  alt={product.image.altText || product.title}
                  width={96}
                  height={96}
                  className="h-24 w-24 rounded-xl bg-cream-100 object-cover"
                />
              ) : null}
              <p className="font-display text-2xl leading-tight text-forest-900">{product.title}</p>
            </div>
            <div className="mt-4">
              <BenefitsList
                copy={preview}
                headingId="preview-benefits-heading"
                heading="Benefits preview"
              />
            </div>
          </div>
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
}: {
  override: OverrideRow;
  warnings: LocatedWarning[];
  posted: SaveAnswer | null;
}) {
  const fetcher = useFetcher<SaveAnswer>({key: SAVE_FETCHER_KEY});
  useNoticeToast(fetcher.data?.notice);
  const answer = fetcher.data ?? posted;
  const errors = answer?.ok === false ? (answer.fieldErrors ?? {}) : {};
  const values = answer?.ok === false ? (answer.values ?? {}) : {};
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
    <fetcher.Form method="post" className="mt-4 flex flex-col gap-4" aria-label="Edit the copy">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="id" value={override.id} />
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
      <button
        type="submit"
        disabled={busy}
        className="w-fit rounded-full px-5 py-2 text-sm font-semibold text-forest-900 ring-1 ring-forest-700 hover:bg-cream-100 disabled:cursor-not-allowed disabled:opacity-60"
      >
        Save and check the copy
      </button>
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

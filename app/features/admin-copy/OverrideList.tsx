import {Form, Link, useFetcher, useSubmit} from '@remix-run/react';
import type {ReactNode} from 'react';
import {
  ADMIN_MESSAGES,
  OVERRIDES_API_PATH,
  adminPageHref,
  formatReviewDate,
  type OverrideListQuery,
} from './adminCopy';
import type {LiveCopy, OverrideRow, PickerProduct} from './adminCopy.server';
import type {BulkRowResult} from './reviewActions.server';
import {AnswerAsDataField} from '~/lib/forms';
import type {Notice} from '~/lib/notice';
import {useNoticeToast} from '~/ui/useNoticeToast';
import {canReview} from './overrideBadges';
import {ConfidenceBadge, StatusBadge} from './Badges';
import {CopyFields} from './CopyFields';
import {ReviewForm} from './ReviewForm';

export type LiveOverrides = Record<string, LiveCopy>;

const BULK_FORM_ID = 'bulk-review';

interface BulkAnswer {
  ok: boolean;
  notice: Notice;
  results?: BulkRowResult[];
}

const SELECT =
  'mt-1 block w-full rounded-lg border border-bark-200 bg-cream-50 px-3 py-2 text-bark-800 focus:border-forest-600';

/**
 * The overrides, filtered and ordered by the page's query (a GET form, so it works without JavaScript),
 * each row naming its product, with Approve and Reject on the inactive pending ones.
 */
export function OverrideList({
  overrides,
  error,
  query,
  products,
  live,
}: {
  overrides: OverrideRow[];
  error: string | null;
  query: OverrideListQuery;
  products: PickerProduct[];
  live: LiveOverrides;
}) {
  const byHandle = new Map(products.map((product) => [product.handle, product]));
  const bulk = useFetcher<BulkAnswer>();
  useNoticeToast(bulk.data?.notice);
  const results = new Map((bulk.data?.results ?? []).map((result) => [result.id, result]));
  const pendingRows = overrides.filter(canReview);
  return (
    <section aria-labelledby="overrides-heading" className="mt-12">
      <h2 id="overrides-heading" className="font-display text-2xl text-forest-900">
        All generated copy
      </h2>
      <ListFilters query={query} products={products} />
      {pendingRows.length > 0 ? (
        <bulk.Form
          method="post"
          action={OVERRIDES_API_PATH}
          id={BULK_FORM_ID}
          aria-label="Review the selected copy"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-bark-100"
        >
          <input type="hidden" name="returnTo" value={adminPageHref(query, null)} />
          <AnswerAsDataField />
          <p className="text-sm text-bark-800">Tick rows below, then:</p>
          <span className="flex items-center gap-2 text-sm text-bark-800">
            <input type="checkbox" name="confirmWarnings" id="bulk-confirm" className="h-4 w-4 accent-forest-800" />
            <label htmlFor="bulk-confirm">I have read the warnings of the selected copy</label>
          </span>
          <button
            type="submit"
            name="intent"
            value="bulk-approve"
            disabled={bulk.state !== 'idle'}
            className="rounded-full bg-forest-800 px-5 py-2 text-sm font-semibold text-cream-50 hover:bg-forest-700 disabled:opacity-60"
          >
            Approve selected
          </button>
          <button
            type="submit"
            name="intent"
            value="bulk-reject"
            disabled={bulk.state !== 'idle'}
            className="rounded-full px-5 py-2 text-sm font-semibold text-terracotta-700 ring-1 ring-terracotta-600/50 hover:bg-cream-100 disabled:opacity-60"
          >
            Reject selected
          </button>
        </bulk.Form>
      ) : null}
      {bulk.data?.results ? <BulkResults results={bulk.data.results} overrides={overrides} byHandle={byHandle} /> : null}
      {error ? (
        <p role="alert" className="mt-4 rounded-xl bg-white px-4 py-3 text-terracotta-700 ring-1 ring-terracotta-600/40">
          {error}
        </p>
      ) : overrides.length === 0 ? (
        <p className="mt-4 text-bark-700">{ADMIN_MESSAGES.noOverrides}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {overrides.map((override) => (
            <li key={override.id}>
              <OverrideCard
                override={override}
                product={byHandle.get(override.product_handle) ?? null}
                query={query}
                live={live[override.product_handle] ?? null}
                result={results.get(override.id) ?? null}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Each selected row's outcome, kept beside the form: an approved or rejected row may leave the filtered list
 * as the page reloads its data.
 */
function BulkResults({
  results,
  overrides,
  byHandle,
}: {
  results: BulkRowResult[];
  overrides: OverrideRow[];
  byHandle: Map<string, PickerProduct>;
}) {
  const titles = new Map(overrides.map((row) => [row.id, byHandle.get(row.product_handle)?.title ?? row.product_handle]));
  return (
    <ul aria-label="Results of the selected copy" className="mt-3 flex flex-col gap-1 text-sm" role="status">
      {results.map((result) => (
        <li
          key={result.id}
          data-testid="row-result"
          data-override-id={result.id}
          className={result.ok ? 'text-forest-900' : 'text-terracotta-700'}
        >
          <span className="font-semibold">{titles.get(result.id) ?? `Record ${result.id.slice(0, 8)}`}</span>:{' '}
          {result.message}
        </li>
      ))}
    </ul>
  );
}

function ListFilters({query, products}: {query: OverrideListQuery; products: PickerProduct[]}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      // With JavaScript a filter applies as soon as it changes; without, the button sends the form.
      onChange={(event) => submit(event.currentTarget, {replace: true})}
      className="mt-4 grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-bark-100 sm:grid-cols-4 sm:items-end">
      <FilterSelect name="status" label="Filter by status" defaultValue={query.status}>
        <option value="all">All statuses</option>
        <option value="pending">Pending Review</option>
        <option value="active">Active</option>
        <option value="approved">Approved</option>
        <option value="rejected">Rejected</option>
      </FilterSelect>
      <FilterSelect name="product" label="Filter by product" defaultValue={query.product}>
        <option value="">All products</option>
        {products.map((product) => (
          <option key={product.handle} value={product.handle}>
            {product.title}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect name="sort" label="Sort by" defaultValue={query.sort}>
        <option value="newest">Newest first</option>
        <option value="confidence">Highest confidence first</option>
      </FilterSelect>
      <button
        type="submit"
        className="rounded-full bg-forest-800 px-5 py-2 font-semibold text-cream-50 hover:bg-forest-700"
      >
        Show copy
      </button>
    </Form>
  );
}

/** One of the list's filters: a labelled select whose options are its children. */
function FilterSelect({
  name,
  label,
  defaultValue,
  children,
}: {
  name: keyof OverrideListQuery;
  label: string;
  defaultValue: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="block text-sm font-medium text-forest-900">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={defaultValue} className={SELECT}>
        {children}
      </select>
    </div>
  );
}

function OverrideCard({
  override,
  product,
  query,
  live,
  result,
}: {
  override: OverrideRow;
  product: PickerProduct | null;
  query: OverrideListQuery;
  live: LiveCopy | null;
  /** This row's outcome of the last bulk review. */
  result: BulkRowResult | null;
}) {
  const headingId = `override-${override.id}`;
  const title = product?.title ?? override.product_handle;
  const created = formatReviewDate(override.created_at) ?? '—';
  const reviewed = formatReviewDate(override.last_reviewed_at);
  const edited = formatReviewDate(override.edited_at);
  const isLive = live?.id === override.id;
  const reviewHref = adminPageHref(query, override.id);
  const returnTo = adminPageHref(query, null);

  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ${isLive ? 'ring-2 ring-forest-600' : 'ring-bark-100'}`}
      data-testid="override"
      data-override-id={override.id}
    >
      <div className="flex flex-wrap items-start gap-4">
        {canReview(override) ? (
          <span className="flex items-center pt-1">
            <input
              type="checkbox"
              name="selected"
              value={`${override.id}@${override.version}`}
              form={BULK_FORM_ID}
              id={`select-${override.id}`}
              aria-label={`Select copy for ${title}, generated ${created}, record ${override.id.slice(0, 8)}`}
              className="h-5 w-5 accent-forest-800"
            />
          </span>
        ) : null}
        {product?.image ? (
          <img
            src={product.image.url}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="h-16 w-16 shrink-0 rounded-lg bg-cream-100 object-cover"
          />
        ) : (
          <span aria-hidden="true" className="h-16 w-16 shrink-0 rounded-lg bg-cream-100" />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="mr-2 font-semibold text-forest-900">
              <Link to={`/product/${override.product_handle}`} className="underline underline-offset-4">
                {title}
              </Link>
            </h3>
            <StatusBadge override={override} />
            <ConfidenceBadge score={override.confidence_score} />
            {isLive ? (
              <span className="text-sm font-semibold text-forest-800" data-testid="live-marker">
                Live on the product page
              </span>
            ) : null}
          </div>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-bark-700">
            <div className="flex gap-1">
              <dt>Created</dt>
              <dd>{created}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Reviewed</dt>
              <dd>{reviewed ? `${reviewed} by ${override.reviewed_by_email ?? 'a former admin'}` : 'Not yet'}</dd>
            </div>
            {edited ? (
              <div className="flex gap-1">
                <dt>Edited</dt>
                <dd>
                  {edited} by {override.edited_by_email ?? 'a former admin'}
                </dd>
              </div>
            ) : null}
            {(override.validation_warnings ?? []).length > 0 ? (
              <div className="flex gap-1 text-terracotta-700">
                <dt>Warnings</dt>
                <dd>{override.validation_warnings.length}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
      {result ? (
        <p className={`mt-3 text-sm font-semibold ${result.ok ? 'text-forest-900' : 'text-terracotta-700'}`}>
          {result.message}
        </p>
      ) : null}
      <div className="mt-3">
        <CopyFields override={override} />
      </div>
      <Link
        to={reviewHref}
        className="mt-4 inline-block text-sm font-semibold text-forest-800 underline underline-offset-4"
        aria-label={`${canReview(override) ? 'Compare, preview and edit' : 'Open: compare, history, restore'} (copy for ${title}, generated ${created}, record ${override.id.slice(0, 8)})`}
      >
        {canReview(override) ? 'Compare, preview and edit' : 'Open: compare, history, restore'}
      </Link>
      {canReview(override) ? (
        <ReviewForm
          override={override}
          productTitle={title}
          created={created}
          returnTo={returnTo}
          replaces={live && live.id !== override.id ? {created: formatReviewDate(live.created_at) ?? '—'} : null}
          confirmStep
        />
      ) : null}
    </article>
  );
}

import {useFetcher} from '@remix-run/react';
import {OVERRIDES_API_PATH} from './adminCopy';
import type {OverrideRow} from './adminCopy.server';
import type {CurrentCopy} from './reviewActions.server';
import {CopyFields} from './CopyFields';
import {AnswerAsDataField} from '~/lib/forms';
import type {Notice} from '~/lib/notice';
import {useNoticeToast} from '~/ui/useNoticeToast';

interface ReviewAnswer {
  ok: boolean;
  notice: Notice;
  /** A changed record (409): what it says now. */
  current?: CurrentCopy | null;
}

/**
 * Approve and Reject for one override: a plain form to /api/admin/overrides (303 back to `returnTo`) that
 * a fetcher runs once hydrated. The record's id travels in the form itself, and the buttons' names say
 * which record they act on (product, and when it was generated), so two rows can never share one.
 * Copy with warnings carries the confirmation box the database requires for an approval.
 */
export function ReviewForm({
  override,
  productTitle,
  created,
  returnTo,
  replaces,
  confirmStep = false,
}: {
  override: OverrideRow;
  productTitle: string;
  created: string;
  returnTo: string;
  /** The product's live override, when approving this one would take it down. */
  replaces: {created: string} | null;
  /** In the list, one click never puts copy live: Approve opens a confirmation first (a <details>, no JS needed). */
  confirmStep?: boolean;
}) {
  // One fetcher per form, so its answer (and toast) survives the list's revalidation.
  const fetcher = useFetcher<ReviewAnswer>();
  useNoticeToast(fetcher.data?.notice);
  const busy = fetcher.state !== 'idle';
  const warnings = override.validation_warnings ?? [];
  const base = `review-${override.id}`;
  // Two generations of one product can share a second: the record's id keeps each button's name its own.
  const which = `${productTitle}, generated ${created}, record ${override.id.slice(0, 8)}`;

  return (
    <fetcher.Form method="post" action={OVERRIDES_API_PATH} className="mt-4 flex flex-col gap-3">
      <input type="hidden" name="id" value={override.id} />
      {/* The version this page shows: if the record changed since, nothing is done (409) and its new text shows. */}
      <input type="hidden" name="version" value={override.version} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <AnswerAsDataField />
      {fetcher.data?.current ? <ChangedCopy current={fetcher.data.current} /> : null}
      {replaces ? (
        <p className="text-sm text-bark-800" id={`${base}-replaces`}>
          Approving this takes down the copy now live on the product page (generated {replaces.created}).
        </p>
      ) : null}
      {warnings.length > 0 ? (
        <div className="flex items-start gap-2 text-sm text-bark-800">
          <input
            // A new set of warnings (after an edit) needs a new confirmation: the box starts unticked again.
            key={warnings.join('\n')}
            type="checkbox"
            name="confirmWarnings"
            id={`${base}-confirm`}
            className="mt-1 h-4 w-4 accent-forest-800"
          />
          <label htmlFor={`${base}-confirm`}>
            I have read the {warnings.length === 1 ? 'warning' : `${warnings.length} warnings`} and approve this copy
            anyway
          </label>
        </div>
      ) : null}
      <div className="flex flex-wrap items-start gap-3">
        {confirmStep ? (
          <details className="group" data-testid="approve-confirm">
            <summary
              className="cursor-pointer list-none rounded-full bg-forest-800 px-5 py-2 text-sm font-semibold text-cream-50 hover:bg-forest-700 [&::-webkit-details-marker]:hidden"
              aria-label={`Approve… (copy for ${which})`}
            >
              Approve…
            </summary>
            <div className="mt-2 rounded-xl bg-cream-100 p-3 text-sm text-bark-800">
              <p>Put this copy live on the product page?</p>
              <ReviewButton
                intent="approve"
                which={which}
                busy={busy}
                label="Yes, put it live"
                describedBy={replaces ? `${base}-replaces` : undefined}
                className="mt-2 rounded-full bg-forest-800 px-5 py-2 text-sm font-semibold text-cream-50 hover:bg-forest-700 disabled:cursor-not-allowed disabled:opacity-60"
              />
            </div>
          </details>
        ) : (
          <ReviewButton
            intent="approve"
            which={which}
            busy={busy}
            describedBy={replaces ? `${base}-replaces` : undefined}
            className="rounded-full bg-forest-800 px-5 py-2 text-sm font-semibold text-cream-50 hover:bg-forest-700 disabled:cursor-not-allowed disabled:opacity-60"
          />
        )}
        <ReviewButton
          intent="reject"
          which={which}
          busy={busy}
          className="rounded-full px-5 py-2 text-sm font-semibold text-terracotta-700 ring-1 ring-terracotta-600/50 hover:bg-cream-100 disabled:cursor-not-allowed disabled:opacity-60"
        />
      </div>
    </fetcher.Form>
  );
}

const REVIEW_LABELS = {approve: 'Approve', reject: 'Reject'} as const;

/** Approve or Reject, named after the record it acts on and disabled while the form is on its way. */
/** What a record says now, after an action refused because it changed since this page showed it. */
export function ChangedCopy({current}: {current: CurrentCopy}) {
  return (
    <div role="alert" className="rounded-xl bg-white p-3 text-sm ring-1 ring-terracotta-600/40" data-testid="changed-copy">
      <p className="font-semibold text-terracotta-700">
        This copy changed after your page showed it, so nothing was done. It now says:
      </p>
      <div className="mt-2">
        <CopyFields override={current} />
      </div>
    </div>
  );
}

function ReviewButton({
  intent,
  which,
  busy,
  label: shown,
  describedBy,
  className,
}: {
  intent: keyof typeof REVIEW_LABELS;
  /** The record: product, and when it was generated. */
  which: string;
  busy: boolean;
  /** The visible words, when they are not the intent's own. */
  label?: string;
  describedBy?: string;
  className: string;
}) {
  const label = REVIEW_LABELS[intent];
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      aria-label={`${label} copy for ${which}`}
      aria-describedby={describedBy}
      className={className}
    >
      {shown ?? label}
    </button>
  );
}

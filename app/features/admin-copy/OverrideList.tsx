import {Link, useFetcher} from '@remix-run/react';
import {ADMIN_MESSAGES, OVERRIDES_API_PATH} from './adminCopy';
import type {OverrideRow} from './adminCopy.server';
import type {Notice} from '~/lib/notice';
import {canReview} from './overrideBadges';
import {AnswerAsDataField} from '~/lib/forms';
import {useNoticeToast} from '~/ui/useNoticeToast';
import {ConfidenceBadge, StatusBadge} from './Badges';
import {CopyFields} from './CopyFields';

interface ReviewAnswer {
  ok: boolean;
  notice: Notice;
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

function formatDate(value: string | null) {
  return value ? `${dateTime.format(new Date(value))} UTC` : null;
}

/** Every override, highest confidence first, with Approve and Reject on the inactive pending ones. */
export function OverrideList({overrides, error}: {overrides: OverrideRow[]; error: string | null}) {
  return (
    <section aria-labelledby="overrides-heading" className="mt-12">
      <h2 id="overrides-heading" className="font-display text-2xl text-forest-900">
        Product copy overrides
      </h2>
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
              <OverrideCard override={override} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OverrideCard({override}: {override: OverrideRow}) {
  // One fetcher per card, so its answer (and toast) survives the list's revalidation.
  const fetcher = useFetcher<ReviewAnswer>();
  useNoticeToast(fetcher.data?.notice);
  const busy = fetcher.state !== 'idle';
  const headingId = `override-${override.id}`;
  const reviewed = formatDate(override.last_reviewed_at);

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-bark-100"
      data-testid="override"
      data-override-id={override.id}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="mr-2 font-semibold text-forest-900">
          <Link to={`/product/${override.product_handle}`} className="underline underline-offset-4">
            {override.product_handle}
          </Link>
        </h3>
        <StatusBadge override={override} />
        <ConfidenceBadge score={override.confidence_score} />
      </div>
      <p className="mt-1 text-xs text-bark-700">
        Created {formatDate(override.created_at)}
        {reviewed ? ` · Last reviewed ${reviewed}` : ''}
      </p>
      <div className="mt-3">
        <CopyFields
          hook={override.marketing_hook}
          benefits={override.marketing_benefits}
          perfectFor={override.marketing_perfect_for}
        />
      </div>
      {canReview(override) ? (
        <fetcher.Form method="post" action={OVERRIDES_API_PATH} className="mt-4 flex gap-3">
          <input type="hidden" name="id" value={override.id} />
          <AnswerAsDataField />
          <button
            type="submit"
            name="intent"
            value="approve"
            disabled={busy}
            aria-label={`Approve copy for ${override.product_handle}`}
            className="rounded-full bg-forest-800 px-5 py-2 text-sm font-semibold text-cream-50 hover:bg-forest-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            Approve
          </button>
          <button
            type="submit"
            name="intent"
            value="reject"
            disabled={busy}
            aria-label={`Reject copy for ${override.product_handle}`}
            className="rounded-full px-5 py-2 text-sm font-semibold text-terracotta-700 ring-1 ring-terracotta-600/50 hover:bg-cream-100 disabled:cursor-not-allowed disabled:opacity-60"
          >
            Reject
          </button>
        </fetcher.Form>
      ) : null}
    </article>
  );
}

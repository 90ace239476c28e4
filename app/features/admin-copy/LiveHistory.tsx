import {useFetcher} from '@remix-run/react';
import {OVERRIDES_API_PATH, formatReviewDate} from './adminCopy';
import type {LiveCopy} from './adminCopy.server';
import {AnswerAsDataField} from '~/lib/forms';
import type {Notice} from '~/lib/notice';
import type {LiveCopyHistoryEntry} from '~/server/database.types';
import {useNoticeToast} from '~/ui/useNoticeToast';
import {ChangedCopy} from './ReviewForm';
import type {CurrentCopy} from './reviewActions.server';

/** The version and warning count of each record the history names. */
export type HistoryRecords = Record<string, {version: number; warnings: number}>;

/**
 * Every copy that was live on the product's page, newest first: what it said, who put it live and when,
 * until when. A previous version can be put back live, and the live copy can give way to the product's own
 * description, both through the review function (same rules, the version shown).
 */
export function LiveHistory({
  history,
  records,
  productTitle,
  live,
  returnTo,
}: {
  history: LiveCopyHistoryEntry[];
  records: HistoryRecords;
  productTitle: string;
  live: LiveCopy | null;
  returnTo: string;
}) {
  return (
    <section aria-labelledby="history-heading" className="mt-10" data-testid="live-history">
      <h3 id="history-heading" className="font-semibold text-forest-900">
        Versions that were live on the product page
      </h3>
      {history.length === 0 ? (
        <p className="mt-1 text-sm text-bark-700">
          None yet: the product page has always shown its own description.
        </p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3">
          {history.map((entry) => {
            const from = formatReviewDate(entry.live_from) ?? '—';
            const record = entry.override_id ? records[entry.override_id] : undefined;
            const isLiveNow = entry.live_until === null;
            return (
              <li key={entry.id} className="rounded-xl bg-cream-50 p-3 text-sm ring-1 ring-bark-100" data-testid="history-entry">
                <p className="font-semibold text-forest-900">
                  {entry.change === 'original'
                    ? 'The product’s own description'
                    : entry.change === 'restore'
                      ? 'A previous version, put back'
                      : 'Approved copy'}
                  {isLiveNow ? ' · live now' : ''}
                </p>
                <p className="text-bark-700">
                  Live from {from} by {entry.made_live_by_email ?? 'a former admin'}
                  {entry.live_until ? ` until ${formatReviewDate(entry.live_until) ?? '—'}` : ''}
                </p>
                {entry.marketing_hook ? <p className="mt-1 text-bark-800">“{entry.marketing_hook}”</p> : null}
                {!isLiveNow && entry.override_id && record && entry.override_id !== live?.id ? (
                  <HistoryAction
                    intent="restore"
                    id={entry.override_id}
                    version={record.version}
                    warnings={record.warnings}
                    label="Restore this version"
                    name={`Restore the version of ${productTitle} live from ${from}`}
                    returnTo={returnTo}
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {live ? (
        <HistoryAction
          intent="original"
          id={live.id}
          version={live.version}
          warnings={0}
          label="Go back to the product’s own description"
          name={`Take ${productTitle} back to its own description`}
          returnTo={returnTo}
        />
      ) : null}
    </section>
  );
}

function HistoryAction({
  intent,
  id,
  version,
  warnings,
  label,
  name,
  returnTo,
}: {
  intent: 'restore' | 'original';
  id: string;
  version: number;
  warnings: number;
  label: string;
  name: string;
  returnTo: string;
}) {
  const fetcher = useFetcher<{ok: boolean; notice: Notice; current?: CurrentCopy | null}>();
  useNoticeToast(fetcher.data?.notice);
  const box = `${intent}-${id}-confirm`;
  return (
    <fetcher.Form method="post" action={OVERRIDES_API_PATH} className="mt-2 flex flex-col gap-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <AnswerAsDataField />
      {fetcher.data?.current ? <ChangedCopy current={fetcher.data.current} /> : null}
      {warnings > 0 ? (
        <span className="flex items-start gap-2">
          <input type="checkbox" name="confirmWarnings" id={box} className="mt-1 h-4 w-4 accent-forest-800" />
          <label htmlFor={box}>I have read its {warnings === 1 ? 'warning' : `${warnings} warnings`}</label>
        </span>
      ) : null}
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={fetcher.state !== 'idle'}
        aria-label={name}
        className="w-fit rounded-full px-4 py-1.5 text-sm font-semibold text-forest-900 ring-1 ring-forest-700 hover:bg-cream-100 disabled:opacity-60"
      >
        {label}
      </button>
    </fetcher.Form>
  );
}

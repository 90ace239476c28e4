import type {ProductCopy} from '~/features/product';
import {hasChanges, wordDiff, type DiffPart} from './wordDiff';

const FIELDS = [
  {label: 'Hook', text: (copy: ProductCopy) => copy.hook ?? ''},
  {label: 'Benefits', text: (copy: ProductCopy) => copy.benefits.join('\n')},
  {label: 'Perfect for', text: (copy: ProductCopy) => copy.perfectFor ?? ''},
] as const;

/**
 * The copy live on the product page beside the proposed copy, field by field, with the words an approval
 * would remove struck through on the live side and the words it would add marked on the proposed side.
 */
export function CopyDiff({
  live,
  proposed,
  liveIsDefault,
}: {
  live: ProductCopy;
  proposed: ProductCopy;
  /** No copy is live: the page shows the product's own description and the default benefits. */
  liveIsDefault: boolean;
}) {
  return (
    <section aria-labelledby="diff-heading" data-testid="copy-diff">
      <h3 id="diff-heading" className="font-semibold text-forest-900">
        Live copy and this copy
      </h3>
      <p className="mt-1 text-sm text-bark-700">
        {liveIsDefault
          ? 'No copy is live: the product page shows its default benefits. '
          : 'What the product page shows now, beside this copy. '}
        <span className="rounded bg-terracotta-600/15 px-1 line-through">Removed words</span> and{' '}
        <span className="rounded bg-sage-100 px-1 font-semibold">added words</span> are marked.
      </p>
      <dl className="mt-3 flex flex-col gap-4">
        {FIELDS.map(({label, text}) => {
          const parts = wordDiff(text(live), text(proposed));
          return (
            <div key={label} data-testid={`diff-${label}`}>
              <dt className="text-sm font-semibold text-forest-900">
                {label}
                {hasChanges(parts) ? '' : ' (unchanged)'}
              </dt>
              <dd className="mt-1 grid gap-2 sm:grid-cols-2">
                <Side title="Live now" parts={parts} kind="removed" />
                <Side title="This copy" parts={parts} kind="added" />
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

function Side({title, parts, kind}: {title: string; parts: DiffPart[]; kind: 'removed' | 'added'}) {
  return (
    <div className="rounded-lg bg-cream-100 p-2 text-sm text-bark-800">
      <p className="text-xs font-semibold uppercase tracking-wide text-bark-700">{title}</p>
      <p className="mt-1 whitespace-pre-wrap">
        {parts
          .filter((part) => part.kind === 'same' || part.kind === kind)
          .map((part, index) =>
            part.kind === 'same' ? (
              <span key={index}>{part.text}</span>
            ) : part.kind === 'removed' ? (
              <del key={index} className="rounded bg-terracotta-600/15 px-0.5">
                <span className="sr-only">[removed: </span>
                {part.text}
                <span className="sr-only">]</span>
              </del>
            ) : (
              <ins key={index} className="rounded bg-sage-100 px-0.5 font-semibold no-underline">
                <span className="sr-only">[added: </span>
                {part.text}
                <span className="sr-only">]</span>
              </ins>
            ),
          )}
      </p>
    </div>
  );
}

import type {GeneratedCopy} from './adminCopy.server';
import {ConfidenceBadge, StatusBadge} from './Badges';
import {CopyFields} from './CopyFields';

/** The copy just generated: what was written, by which writer, the preserved facts and the warnings. */
export function GeneratedCopyPanel({result}: {result: GeneratedCopy}) {
  const {override, preservedSpecs, warnings, writer} = result;
  return (
    <section
      aria-labelledby="generated-heading"
      className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-bark-100"
      data-testid="generated-result"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="generated-heading" className="font-display text-2xl text-forest-900">
          Generated copy for {override.product_handle}
        </h2>
        <StatusBadge override={override} />
        <ConfidenceBadge score={override.confidence_score} />
      </div>
      <p className="mt-2 text-sm text-bark-700" data-testid="writer">
        {writer === 'model'
          ? 'Written by the language model.'
          : 'Written by the local writer (no language model configured): plain copy built only from the product’s own description.'}
      </p>

      <div className="mt-4">
        <CopyFields
          hook={override.marketing_hook}
          benefits={override.marketing_benefits}
          perfectFor={override.marketing_perfect_for}
        />
      </div>

      <h3 className="mt-6 font-semibold text-forest-900">Validation warnings</h3>
      {warnings.length > 0 ? (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-terracotta-700" data-testid="validation-warnings">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-bark-700">None: every check passed.</p>
      )}

      <h3 className="mt-6 font-semibold text-forest-900">Preserved product facts</h3>
      {preservedSpecs ? (
        <pre className="mt-1 whitespace-pre-wrap rounded-lg bg-cream-100 p-3 font-sans text-sm text-bark-800">
          {preservedSpecs}
        </pre>
      ) : (
        <p className="mt-1 text-sm text-bark-700">The description states no ingredients, usage, warnings or label facts.</p>
      )}
    </section>
  );
}

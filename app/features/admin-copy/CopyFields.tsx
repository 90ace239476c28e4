import type {OverrideRow} from './adminCopy.server';
import {splitBenefits} from '~/features/product';

type OverrideCopy = Pick<OverrideRow, 'marketing_hook' | 'marketing_benefits' | 'marketing_perfect_for'> &
  Partial<Pick<OverrideRow, 'generated_hook' | 'generated_benefits' | 'generated_perfect_for'>>;

/**
 * An override's hook, benefits and perfect-for as the product page will show them: its copy as it stands
 * (edited or not), or with `generated` as the model wrote it.
 */
export function CopyFields({
  override,
  generated = false,
}: {
  override: OverrideCopy;
  generated?: boolean;
}) {
  const hook = generated ? (override.generated_hook ?? null) : override.marketing_hook;
  const perfectFor = generated ? (override.generated_perfect_for ?? null) : override.marketing_perfect_for;
  const lines = splitBenefits(
    generated ? (override.generated_benefits ?? null) : override.marketing_benefits,
  );
  return (
    <dl className="space-y-3 text-sm">
      <div>
        <dt className="font-semibold text-forest-900">Hook</dt>
        <dd className="mt-0.5 text-bark-800">{hook || '—'}</dd>
      </div>
      <div>
        <dt className="font-semibold text-forest-900">Benefits</dt>
        <dd className="mt-0.5 text-bark-800">
          {lines.length > 0 ? (
            <ul className="list-disc space-y-0.5 pl-5">
              {lines.map((line, index) => (
                <li key={`${index}-${line}`}>{line}</li>
              ))}
            </ul>
          ) : (
            '—'
          )}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-forest-900">Perfect for</dt>
        <dd className="mt-0.5 text-bark-800">{perfectFor || '—'}</dd>
      </div>
    </dl>
  );
}

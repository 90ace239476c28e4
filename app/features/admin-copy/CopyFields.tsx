import {splitBenefits} from '~/features/product/descriptionParser';

/** Hook, benefits and perfect-for as the product page will show them. */
export function CopyFields({
  hook,
  benefits,
  perfectFor,
}: {
  hook: string | null;
  benefits: string | null;
  perfectFor: string | null;
}) {
  const lines = splitBenefits(benefits);
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

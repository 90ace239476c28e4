import type {AdPartner} from './adPartners';

/** What one advertising partner receives and does with it; used by the privacy and opt-out pages. */
export function AdPartnerDetails({
  partner,
  headingLevel,
}: {
  partner: AdPartner;
  headingLevel: 'h3' | 'none';
}) {
  return (
    <div className="space-y-2">
      {headingLevel === 'h3' ? <h3>{partner.name}</h3> : null}
      <dl className="space-y-2">
        <div>
          <dt className="font-semibold text-forest-900">What it receives</dt>
          <dd>{partner.receives}</dd>
        </div>
        <div>
          <dt className="font-semibold text-forest-900">How it is used</dt>
          <dd>{partner.uses}</dd>
        </div>
        <div>
          <dt className="font-semibold text-forest-900">Its privacy policy</dt>
          <dd>
            <a href={partner.privacyUrl} target="_blank" rel="noopener noreferrer">
              {partner.name} privacy policy<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** The states whose residents may opt out, as a compact list. */
export function StateList({states}: {states: readonly string[]}) {
  return (
    <ul
      aria-label="States whose residents can opt out"
      className="grid grid-cols-2 gap-x-6 sm:grid-cols-3"
    >
      {states.map((state) => (
        <li key={state}>{state}</li>
      ))}
    </ul>
  );
}

import {BRAND} from './brand';
import {BRAND_CONTACT} from './brandContact';

export type EmailPurpose = keyof typeof BRAND_CONTACT.emails;

const COUNTRY_NAMES: Record<string, string> = {US: 'United States'};

export function EmailLink({purpose, className}: {purpose: EmailPurpose; className?: string}) {
  const email = BRAND_CONTACT.emails[purpose];
  return (
    <a href={`mailto:${email}`} className={className}>
      {email}
    </a>
  );
}

export function PhoneLink({className}: {className?: string}) {
  return (
    <a href={BRAND_CONTACT.phone.href} className={className}>
      {BRAND_CONTACT.phone.display}
    </a>
  );
}

export function PostalAddress({className = ''}: {className?: string}) {
  const {street, city, region, postalCode, country} = BRAND_CONTACT.address;
  return (
    <address className={`not-italic ${className}`}>
      {BRAND.name}
      <br />
      {street}
      <br />
      {city}, {region} {postalCode}
      <br />
      {COUNTRY_NAMES[country] ?? country}
    </address>
  );
}

/** The contact block that closes each policy: one email, the phone, hours and the postal address. */
export function ContactDetails({purpose, emailLabel}: {purpose: EmailPurpose; emailLabel: string}) {
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-2xl bg-cream-100 p-6 sm:grid-cols-[max-content_1fr]">
      <dt className="font-semibold text-forest-900">{emailLabel}</dt>
      <dd>
        <EmailLink purpose={purpose} />
      </dd>
      <dt className="font-semibold text-forest-900">Phone</dt>
      <dd>
        <PhoneLink />
      </dd>
      <dt className="font-semibold text-forest-900">Hours</dt>
      <dd>{BRAND_CONTACT.supportHours}</dd>
      <dt className="font-semibold text-forest-900">Mail</dt>
      <dd>
        <PostalAddress />
      </dd>
    </dl>
  );
}

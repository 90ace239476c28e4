import {Link, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {ReactNode} from 'react';
import {EmailLink, PhoneLink, PostalAddress, type EmailPurpose} from '~/content/ContactDetails';
import {BRAND} from '~/content/brand';
import {BRAND_CONTACT} from '~/content/brandContact';
import {RESPONSE_TIMES} from '~/content/policies';
import {canonicalUrl, pageMeta} from '~/ui/seo';

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: 'Contact Us',
    description: `Email, call or write to ${BRAND.name}: general questions, order support, returns and wholesale. We answer within ${RESPONSE_TIMES.support}.`,
    url: data?.url,
  });

export function loader({request}: LoaderFunctionArgs) {
  return {url: canonicalUrl(request.url)};
}

const EMAIL_CHANNELS: {purpose: EmailPurpose; label: string; use: string}[] = [
  {purpose: 'general', label: 'General questions', use: 'Products, ingredients and anything else.'},
  {purpose: 'support', label: 'Order support', use: 'Order status, delivery, changes and account help.'},
  {purpose: 'returns', label: 'Returns', use: 'Starting a return, refunds and exchanges.'},
  {purpose: 'wholesale', label: 'Wholesale', use: 'Stocking our products in your shop or spa.'},
];

const ORDER_TOPICS = [
  {text: 'Where is my order? Tracking and delivery times', to: '/shipping#tracking'},
  {text: 'Changing your shipping address', to: '/shipping#address-changes'},
  {text: 'A damaged, missing or wrong item', to: '/returns#damaged-items'},
  {text: 'Returns, refunds and exchanges', to: '/returns#how-to-return'},
  {text: 'Subscribe & Save deliveries and cancelling a subscription', to: '/terms#subscriptions'},
  {text: 'Privacy requests and opting out of data sharing', to: '/data-sharing-opt-out'},
] as const;

const cardClass = 'rounded-2xl bg-cream-100 p-5 sm:p-6';
const headingClass = 'font-display text-2xl text-forest-900';
const linkClass = 'font-semibold text-forest-800 underline underline-offset-2 hover:text-forest-600';

export default function Contact() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <header>
        <h1 className="font-display text-4xl text-forest-900 sm:text-5xl">Contact Us</h1>
        <p className="mt-3 text-lg text-bark-700">
          We are a small team and we read every message. Choose the address that fits your question and we will
          answer within {RESPONSE_TIMES.support}.
        </p>
      </header>

      <div className="mt-10 space-y-8">
        <ContactSection id="email" heading="Email us" card>
          <dl className="mt-4 space-y-4">
            {EMAIL_CHANNELS.map((channel) => (
              <div key={channel.purpose}>
                <dt className="font-semibold text-forest-900">{channel.label}</dt>
                <dd className="text-bark-800">
                  <EmailLink purpose={channel.purpose} className={`${linkClass} break-words`} />
                  <span className="block text-sm text-bark-700">{channel.use}</span>
                </dd>
              </div>
            ))}
          </dl>
        </ContactSection>

        <div className="grid gap-8 sm:grid-cols-2">
          <ContactSection id="phone" heading="Call us" card>
            <p className="mt-4 text-lg">
              <PhoneLink className={linkClass} />
            </p>
          </ContactSection>
          <ContactSection id="hours" heading="Business hours" card>
            <p className="mt-4">{BRAND_CONTACT.supportHours}</p>
            <p className="mt-2 text-bark-700">We reply within {RESPONSE_TIMES.support}.</p>
          </ContactSection>
        </div>

        <ContactSection id="address" heading="Mailing address" card>
          <PostalAddress className="mt-4" />
          <p className="mt-3 text-sm text-bark-700">
            Please do not send returns to this address before we have sent you a return authorization.
          </p>
        </ContactSection>

        <ContactSection id="order-help" heading="Help with an order">
          <p className="mt-3">
            Many answers are already in our{' '}
            <Link to="/faq" className={linkClass}>
              FAQ
            </Link>
            . For an order, have your order number ready; these pages cover the most common topics:
          </p>
          <ul className="mt-4 list-disc space-y-2 pl-6">
            {ORDER_TOPICS.map((topic) => (
              <li key={topic.to}>
                <Link to={topic.to} className={linkClass}>
                  {topic.text}
                </Link>
              </li>
            ))}
          </ul>
        </ContactSection>

        <ContactSection id="social" heading="Follow us">
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {BRAND_CONTACT.social.map((social) => (
              <li key={social.name}>
                <a href={social.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {social.name}: {social.handle}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </ContactSection>
      </div>
    </div>
  );
}

/** A part of the page under its heading; `card` sets it on a tinted card. */
function ContactSection({
  id,
  heading,
  card = false,
  children,
}: {
  id: string;
  heading: string;
  card?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={card ? cardClass : undefined}>
      <h2 id={`${id}-heading`} className={headingClass}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

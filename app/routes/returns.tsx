import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ContactDetails, EmailLink, PhoneLink} from '~/content/ContactDetails';
import {LegalPage, type LegalSection} from '~/content/LegalPage';
import {todayForDisplay} from '~/lib/dates';
import {RESPONSE_TIMES, RETURNS} from '~/content/policies';
import {canonicalUrl, pageMeta} from '~/ui/seo';

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: 'Returns & Refunds',
    description: `Our ${RETURNS.windowDays}-day guarantee: how to return unopened, unused products, refund times, exchanges, damaged items and what cannot be returned.`,
    url: data?.url,
  });

export function loader({request}: LoaderFunctionArgs) {
  // The policy is kept current: it carries today's date in the shop's time zone.
  return {url: canonicalUrl(request.url), updated: todayForDisplay()};
}

const SECTIONS: LegalSection[] = [
  {
    id: 'guarantee',
    title: `Our ${RETURNS.windowDays}-day guarantee`,
    body: (
      <p>
        We want you to love what you ordered. If something is not right, you can return it within{' '}
        {RETURNS.windowDays} days from the date it was delivered, as long as it is unopened and unused.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'What you can return',
    body: (
      <>
        <p>A product can be returned when all of the following are true:</p>
        <ul>
          <li>It was delivered no more than {RETURNS.windowDays} days ago.</li>
          <li>It is unopened and unused, with any seal intact, in its original packaging.</li>
          <li>It was bought from our website (products bought from other shops go back to that shop).</li>
          <li>It is not one of the non-returnable items listed below.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-to-return',
    title: 'How to start a return',
    body: (
      <ol>
        <li>
          Email <EmailLink purpose="returns" /> with your order number, the products you want to return and the
          reason. You can also call us at <PhoneLink />.
        </li>
        <li>
          We reply within {RESPONSE_TIMES.support} with your return authorization and the address to send it
          to.
        </li>
        <li>
          Pack the products securely, include your order number, and send the parcel with a tracked service
          within {RETURNS.windowDays} days of delivery.
        </li>
        <li>We email you when your return arrives and again when your refund is issued.</li>
      </ol>
    ),
  },
  {
    id: 'return-shipping',
    title: 'Return shipping costs',
    body: (
      <>
        <p>
          You pay the cost of sending a return back to us, and the original shipping charge is non-refundable.
        </p>
        <p>
          If we made a mistake, for example we sent the wrong product or it arrived damaged, we refund the
          original shipping charge and cover the cost of the return.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <>
        <p>
          Once your return arrives and we have checked it, we issue your refund to the original payment method
          within {RETURNS.refundProcessing}.
        </p>
        <p>
          Your bank or card issuer then needs another {RETURNS.bankProcessing} to show the money in your
          account. If you have not seen your refund after that, please contact us.
        </p>
      </>
    ),
  },
  {
    id: 'exchanges',
    title: 'Exchanges',
    body: (
      <p>
        The quickest way to get a different product is to return the one you have for a refund and place a new
        order. If you would rather exchange an unopened product for another one, email{' '}
        <EmailLink purpose="returns" /> and we will arrange it; any difference in price is charged or refunded.
      </p>
    ),
  },
  {
    id: 'damaged-items',
    title: 'Damaged or wrong items',
    body: (
      <p>
        If a product arrives damaged, faulty or is not what you ordered, tell us within{' '}
        {RETURNS.damageReportDays} days of delivery. Email <EmailLink purpose="returns" /> with your order
        number and a photo of the product and its packaging. We will send a replacement or refund you in full,
        including shipping, and you do not need to send the damaged product back unless we ask for it.
      </p>
    ),
  },
  {
    id: 'non-returnable',
    title: 'Non-returnable items',
    body: (
      <>
        <p>For hygiene and safety reasons, we cannot accept returns of:</p>
        <ul>
          {RETURNS.nonReturnable.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>This does not affect your right to a replacement or refund for a damaged or faulty product.</p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>
          Questions about a return or a refund? We are happy to help. See also our{' '}
          <Link to="/shipping">shipping policy</Link> and <Link to="/faq">FAQ</Link>.
        </p>
        <ContactDetails purpose="returns" emailLabel="Returns" />
      </>
    ),
  },
];

export default function ReturnsPolicy() {
  const {updated} = useLoaderData<typeof loader>();
  return (
    <LegalPage
      title="Returns & Refunds"
      updated={updated}
      intro={<p>How our guarantee works, and how to send something back.</p>}
      sections={SECTIONS}
    />
  );
}

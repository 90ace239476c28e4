import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ContactDetails, EmailLink, PhoneLink} from '~/content/ContactDetails';
import {LegalPage, PolicyTable, type LegalSection} from '~/content/LegalPage';
import {todayForDisplay} from '~/lib/dates';
import {FREE_SHIPPING_THRESHOLD, SHIPPING, SHIPPING_OPTIONS} from '~/content/policies';
import {canonicalUrl, pageMeta} from '~/ui/seo';

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: 'Shipping Policy',
    description: `Shipping rates and times for the continental US: Standard 3-5 business days (free over ${FREE_SHIPPING_THRESHOLD}), Expedited 2-3 and Express 1-2 business days. Processing, tracking and lost parcels.`,
    url: data?.url,
  });

export function loader({request}: LoaderFunctionArgs) {
  // The policy is kept current: it carries today's date in the shop's time zone.
  return {url: canonicalUrl(request.url), updated: todayForDisplay()};
}

const SECTIONS: LegalSection[] = [
  {
    id: 'options-and-rates',
    title: 'Shipping options and rates',
    body: (
      <>
        <p>
          Choose a shipping option at checkout. Rates are per order, in US dollars, and the time is counted from
          the day your order ships.
        </p>
        <PolicyTable
          caption="Shipping options, delivery times and rates"
          columns={['Option', 'Delivery time', 'Rate']}
          rows={SHIPPING_OPTIONS.map((option) => [option.name, option.time, option.rate])}
        />
        <p>
          Standard shipping is free when your order total, after discounts and before taxes, is over{' '}
          {FREE_SHIPPING_THRESHOLD}.
        </p>
      </>
    ),
  },
  {
    id: 'processing',
    title: 'Processing time',
    body: (
      <>
        <p>
          We make and pack orders by hand. Orders are processed within {SHIPPING.processingTime}, Monday to
          Friday, excluding US public holidays.
        </p>
        <p>
          Orders placed after {SHIPPING.cutoff}, or on a weekend or holiday, start processing on the next
          business day.
        </p>
      </>
    ),
  },
  {
    id: 'delivery-times',
    title: 'Delivery times',
    body: (
      <>
        <p>
          Your total wait is the processing time plus the delivery time of the option you choose. For example,
          a Standard order placed on a Monday morning usually ships by Tuesday and arrives between the
          following Friday and Tuesday.
        </p>
        <p>
          Delivery times are estimates from our carriers, not guarantees. Weather, carrier delays and peak
          seasons can add a few days; we will tell you if we expect a longer delay on our side.
        </p>
      </>
    ),
  },
  {
    id: 'tracking',
    title: 'Order tracking',
    body: (
      <p>
        When your order ships we email you a confirmation with a tracking number and a link to the carrier’s
        tracking page. Tracking can take up to 24 hours to show the first scan. You can also see your order’s
        status in your account. If you did not receive a shipping email, check your spam folder, then contact
        us.
      </p>
    ),
  },
  {
    id: 'where-we-ship',
    title: 'Where we ship',
    body: (
      <>
        <p>
          We ship within the continental United States only: the 48 contiguous states and Washington, D.C.
        </p>
        <p>
          <strong>We do not ship internationally.</strong> We also cannot ship to Alaska, Hawaii, US
          territories, or APO, FPO and DPO addresses at this time.
        </p>
      </>
    ),
  },
  {
    id: 'care',
    title: 'How we pack and care for your order',
    body: (
      <>
        <p>
          We pack every order by hand in recyclable paper and cardboard, with glass jars and bottles wrapped
          to travel safely.
        </p>
        <p>
          Our soaps, balms and butters are made with natural oils that can soften in heat. Please bring your
          parcel indoors promptly, especially in summer, and let any softened product rest at room
          temperature; it will firm up again without losing its quality.
        </p>
      </>
    ),
  },
  {
    id: 'damaged-or-lost',
    title: 'Damaged or lost packages',
    body: (
      <>
        <p>
          If your order arrives damaged, or a product is missing, tell us within {SHIPPING.damageReportDays}{' '}
          days of delivery. Email <EmailLink purpose="support" /> with your order number and photos of the
          damage and the packaging. We will send a replacement or give you a refund, at no extra cost.
        </p>
        <p>
          If tracking shows your parcel as delivered but you cannot find it, check with neighbours and your
          building’s mail room, then contact us within {SHIPPING.damageReportDays} days of the delivery date.
          If tracking has not moved for several days, contact us and we will open a claim with the carrier.
        </p>
      </>
    ),
  },
  {
    id: 'address-changes',
    title: 'Address changes',
    body: (
      <>
        <p>
          Please check your shipping address at checkout. If you need to change it, contact us as soon as
          possible by email at <EmailLink purpose="support" /> or by phone at <PhoneLink />. We can update the
          address as long as your order has not shipped.
        </p>
        <p>
          Once an order has shipped we cannot redirect it. If a parcel comes back to us because the address
          was incomplete or wrong, we will contact you to reship it; the new shipping charge is yours to pay.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>
          Questions about your delivery? Our support team is here to help. See also our{' '}
          <Link to="/returns">returns policy</Link> and <Link to="/faq">FAQ</Link>.
        </p>
        <ContactDetails purpose="support" emailLabel="Order support" />
      </>
    ),
  },
];

export default function ShippingPolicy() {
  const {updated} = useLoaderData<typeof loader>();
  return (
    <LegalPage
      title="Shipping Policy"
      updated={updated}
      intro={<p>Everything about how your order gets from our workshop to your door.</p>}
      sections={SECTIONS}
    />
  );
}

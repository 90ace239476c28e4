import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ContactDetails, EmailLink} from '~/content/ContactDetails';
import {LegalPage, type LegalSection} from '~/content/LegalPage';
import {BRAND} from '~/content/brand';
import {BRAND_CONTACT} from '~/content/brandContact';
import {fixedDateForDisplay} from '~/lib/dates';
import {POLICY_DATES} from '~/content/policies';
import {canonicalUrl, pageMeta} from '~/ui/seo';

export const meta: MetaFunction<typeof loader> = ({data}) =>
  pageMeta({
    title: 'Security',
    description: `How ${BRAND.name} protects your visit and your data: encrypted connections, a PCI DSS compliant checkout run by Shopify, secure sessions, staff access controls and how to report a vulnerability.`,
    url: data?.url,
  });

export function loader({request}: LoaderFunctionArgs) {
  return {url: canonicalUrl(request.url), updated: fixedDateForDisplay(POLICY_DATES.security)};
}

const SECTIONS: LegalSection[] = [
  {
    id: 'encryption',
    title: 'Encrypted connections',
    body: (
      <>
        <p>
          Our website is served only over HTTPS. Everything you send and receive, from the pages you browse to
          the contents of your cart and the forms you fill in, travels encrypted with TLS, so it cannot be read
          or changed on the way.
        </p>
        <p>
          Every page also carries security headers: a Content Security Policy that limits which scripts and
          sources a page may load, and headers that stop browsers from guessing file types and that limit what
          other sites learn about your visit.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <>
        <p>
          Checkout is run by Shopify, our commerce platform, on its own secure pages, which open in a new tab.
          Shopify’s checkout is certified compliant with the Payment Card Industry Data Security Standard
          (PCI DSS).
        </p>
        <p>
          <strong>We never see, receive or store your full card number</strong> or its security code. Card
          details go straight from your browser to Shopify and its payment processors. We only see what we need
          to fulfil your order, such as your name, shipping address, the items and the amount paid.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and passwords',
    body: (
      <>
        <p>
          Your customer account, with your order history and saved addresses, is hosted by Shopify and opens in
          a new tab; its sign-in is handled entirely by Shopify.
        </p>
        <p>
          Accounts on our own sign-in page are handled by our authentication provider. Passwords are stored by
          that provider only as salted, one-way hashes: nobody at {BRAND.name} can read your password, and we
          will never ask you for it.
        </p>
      </>
    ),
  },
  {
    id: 'sessions',
    title: 'Sessions and cookies',
    body: (
      <>
        <p>
          The cookies that keep you signed in and hold your cart are marked <strong>httpOnly</strong>, so
          scripts running in the page cannot read them, and <strong>SameSite=Lax</strong>, so other sites
          cannot use them to send requests in your name. On our live site they are also marked Secure, so they
          travel only over encrypted connections. Our session cookie is signed, so it cannot be altered without
          us noticing.
        </p>
        <p>
          Forms that change something, such as your cart, are checked on our server before anything happens.
          Read our <Link to="/cookies">cookie policy</Link> for the full list of cookies.
        </p>
      </>
    ),
  },
  {
    id: 'staff-access',
    title: 'Staff and admin access',
    body: (
      <>
        <p>
          Our staff tools are available only to accounts that hold an administrator role. The role is checked on
          our server for every page and every action, not just hidden in the browser, and our database enforces
          the same rule again through row-level security, so a request that slips past one check is still
          refused by the other.
        </p>
        <p>
          We give each person only the access their work needs, and remove it when they no longer need it.
          Secret keys for our services are kept in server configuration and are never sent to your browser.
        </p>
      </>
    ),
  },
  {
    id: 'phishing',
    title: 'Protect yourself from phishing',
    body: (
      <>
        <p>Scammers sometimes pretend to be well-known shops. To stay safe:</p>
        <ul>
          <li>
            We will never ask for your password, card number or security code by email, text message, social
            media message or phone.
          </li>
          <li>
            Our emails come only from addresses ending in @{BRAND_CONTACT.emails.general.split('@')[1]}. Check the
            sender’s address, not just the name shown.
          </li>
          <li>
            Before you sign in or pay, check that the address bar shows our website or Shopify’s checkout, and a
            secure connection.
          </li>
          <li>Be wary of offers that look too good to be true or that pressure you to act right away.</li>
          <li>Use a unique, long password for every site, and keep your browser and device up to date.</li>
        </ul>
        <p>
          If you receive a suspicious message that claims to be from us, do not click its links. Forward it to{' '}
          <EmailLink purpose="security" /> and delete it.
        </p>
      </>
    ),
  },
  {
    id: 'responsible-disclosure',
    title: 'Reporting a security issue',
    body: (
      <>
        <p>
          If you believe you have found a security vulnerability on our website, please email{' '}
          <EmailLink purpose="security" /> with a description of the issue and the steps to reproduce it. We
          will acknowledge your report, keep you updated while we investigate, and let you know when it is fixed.
        </p>
        <p>While you investigate, please:</p>
        <ul>
          <li>only test against your own account and data, and do not access or change other people’s data;</li>
          <li>avoid anything that could disrupt the shop, such as denial-of-service or heavy automated testing;</li>
          <li>give us reasonable time to fix the issue before you tell anyone else about it.</li>
        </ul>
        <p>
          We will not take legal action against anyone who reports an issue in good faith and follows these
          guidelines. Problems with Shopify’s checkout should be reported to Shopify through its own
          vulnerability programme.
        </p>
      </>
    ),
  },
  {
    id: 'incidents',
    title: 'If something goes wrong',
    body: (
      <p>
        No system is perfectly secure. If a security incident affects your personal information, we will
        investigate promptly, take steps to contain it and tell you and the relevant authorities as the law
        requires. Our <Link to="/privacy">privacy policy</Link> explains what personal information we hold and
        how long we keep it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: <ContactDetails purpose="security" emailLabel="Security" />,
  },
];

export default function SecurityPage() {
  const {updated} = useLoaderData<typeof loader>();
  return (
    <LegalPage
      title="Security"
      updated={updated}
      intro={
        <p>
          Keeping your information safe is part of making products you can trust. This page explains, plainly,
          how our shop protects your visit, your payment and your account, and what you can do too.
        </p>
      }
      sections={SECTIONS}
    />
  );
}

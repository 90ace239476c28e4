import {Link} from '@remix-run/react';
import {ContactDetails, EmailLink, PhoneLink, PostalAddress} from './ContactDetails';
import {LegalPage, PolicyTable, type LegalSection} from './LegalPage';
import type {DisplayDate} from '~/lib/dates';
import {OTHER_AD_PARTNERS, SHOPIFY_PRIVACY_URL, TIKTOK} from './adPartners';
import {BRAND} from './brand';
import {BRAND_CONTACT} from './brandContact';
import {OPT_OUT_STATES, RESPONSE_TIMES, RETENTION_PERIODS} from './policies';
import {AdPartnerDetails, StateList} from './AdPartnerDetails';

/**
 * The privacy policy's sections, in the order SPEC.md 2 gives them.
 * A function, not a constant: a module whose top level builds JSX has side effects to the bundler, which
 * then keeps it in the route's chunk even where the page's static island never renders it in the browser.
 */
function privacySections(): LegalSection[] {
  return [
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      body: (
        <>
          <p>Depending on how you use our shop, we collect these kinds of personal information:</p>
          <ul>
            <li>
              <strong>Contact and identity details:</strong> your name, email address, phone number,
              and shipping and billing addresses.
            </li>
            <li>
              <strong>Order details:</strong> what you bought, when, the amount paid, your shipping
              choice, subscriptions, returns and refunds. We do not receive your full card number.
            </li>
            <li>
              <strong>Account details:</strong> the email address you sign in with. Your password is
              stored only as a one-way hash by our sign-in provider.
            </li>
            <li>
              <strong>Device and browsing information:</strong> your IP address and the approximate
              location it suggests, browser and device type, the pages and products you view, what
              you add to your cart, the site that referred you, and cookie and advertising
              identifiers.
            </li>
            <li>
              <strong>Communications:</strong> messages you send us, newsletter sign-ups and your
              replies to our emails.
            </li>
            <li>
              <strong>Privacy choices:</strong> your cookie settings, opt-out requests and whether
              your browser sends a Global Privacy Control signal.
            </li>
            <li>
              <strong>Inferences:</strong> interests our advertising partners and we draw from the
              above, such as an interest in skincare or supplements.
            </li>
          </ul>
          <p>
            We do not ask for sensitive information such as health records or government ID numbers.
            Please do not send it to us.
          </p>
        </>
      ),
    },
    {
      id: 'sources',
      title: 'Where we get your information',
      body: (
        <ul>
          <li>
            <strong>From you</strong>, when you place an order, create an account, join{' '}
            {BRAND.newsletterCircle}, submit a privacy request or contact us.
          </li>
          <li>
            <strong>Automatically</strong>, through cookies, pixels and similar technologies when
            you visit our site or open our emails. Read our <Link to="/cookies">cookie policy</Link>{' '}
            for details.
          </li>
          <li>
            <strong>From Shopify</strong>, our commerce platform, which runs our checkout and
            customer accounts and passes us the details we need to fulfil your order.
          </li>
          <li>
            <strong>From advertising and analytics partners</strong>, for example which ad you
            clicked before arriving at our site.
          </li>
          <li>
            <strong>From social media</strong>, when you follow, message or tag us on a social
            platform.
          </li>
        </ul>
      ),
    },
    {
      id: 'how-we-use',
      title: 'How we use your information',
      body: (
        <ul>
          <li>
            To take, make, ship and deliver your orders, and to handle returns, refunds and
            subscriptions.
          </li>
          <li>To run your account, answer your questions and provide customer support.</li>
          <li>
            To send order and shipping updates, and marketing emails if you have signed up for them.
          </li>
          <li>To show you our ads on other platforms and measure how well they work.</li>
          <li>
            To understand how our site is used, fix problems and improve our products and pages.
          </li>
          <li>To prevent fraud, keep our shop secure and protect our customers and business.</li>
          <li>To keep records and meet our legal, tax and accounting duties.</li>
        </ul>
      ),
    },
    {
      id: 'disclosure',
      title: 'Who we share it with',
      body: (
        <>
          <p>We disclose personal information to:</p>
          <ul>
            <li>
              <strong>Service providers</strong> who work on our behalf under contract: Shopify
              (commerce platform and checkout), payment processors, shipping carriers, our database
              and sign-in provider (Supabase), email and customer support tools, and website
              hosting. They may use the information only to provide their service to us.
            </li>
            <li>
              <strong>Advertising platforms</strong>: TikTok, Meta (Facebook and Instagram),
              Pinterest, X and Google (including YouTube), described in the next sections. These
              disclosures can count as a &ldquo;sale&rdquo; or &ldquo;sharing&rdquo; of personal
              information, or as targeted advertising, under US state privacy laws, and you can opt
              out of them.
            </li>
            <li>
              <strong>Authorities and others</strong> when the law requires it, or to protect the
              rights, safety and property of our customers, our staff or our business.
            </li>
            <li>
              <strong>A buyer or successor</strong> if our business is sold, merged or reorganised,
              under the protections of this policy.
            </li>
          </ul>
          <p>
            In the past 12 months we have sold or shared identifiers (such as IP addresses and
            cookie IDs), internet activity (such as pages and products viewed) and commercial
            information (such as purchases) with the advertising platforms named below, for targeted
            advertising. We do not sell personal information for money, and we do not knowingly sell
            or share the personal information of anyone under 16.
          </p>
        </>
      ),
    },
    {
      id: 'shopify',
      title: 'Our commerce platform: Shopify',
      body: (
        <>
          <p>
            Our shop runs on Shopify. Shopify hosts our catalogue, cart, checkout and customer
            accounts. When you check out, you enter your contact, shipping and payment details on
            Shopify’s secure checkout pages, and Shopify processes your payment. Shopify keeps this
            information on our behalf and shares with us what we need to fulfil your order; your
            full card number stays with Shopify and its payment processors.
          </p>
          <p>
            Shopify also uses some information for its own purposes, such as fraud prevention and
            improving its services, as described in{' '}
            <a href={SHOPIFY_PRIVACY_URL} target="_blank" rel="noopener noreferrer">
              Shopify’s privacy policy<span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </p>
        </>
      ),
    },
    {
      id: 'tiktok',
      title: 'TikTok: our widest data sharing',
      body: (
        <>
          <p>
            We share more with {TIKTOK.name} than with any other partner, because it is where we
            advertise most. When your cookie settings allow marketing and you have not opted out,
            our site may load TikTok’s pixel and may send the same events to TikTok directly from
            our systems, so that TikTok can recognise visits and purchases that follow our ads.
          </p>
          <AdPartnerDetails partner={TIKTOK} headingLevel="none" />
          <p>
            Hashing turns your email and phone number into codes that TikTok matches against its own
            records; it does not make the information anonymous. If you have bought supplements, the
            product IDs we send show that. Once TikTok receives the information, its own privacy
            policy applies to how TikTok uses it.
          </p>
          <p>
            You can stop this sharing at any time by turning off marketing cookies, sending a Global
            Privacy Control signal or using our <Link to="/data-sharing-opt-out">opt-out page</Link>
            .
          </p>
        </>
      ),
    },
    {
      id: 'other-ad-platforms',
      title: 'Other advertising platforms',
      body: (
        <>
          <p>
            When your cookie settings allow marketing and you have not opted out, we also share
            information with these platforms to show and measure our ads. Each one then uses it
            under its own privacy policy.
          </p>
          {OTHER_AD_PARTNERS.map((partner) => (
            <AdPartnerDetails key={partner.id} partner={partner} headingLevel="h3" />
          ))}
        </>
      ),
    },
    {
      id: 'third-party-links',
      title: 'Links to other websites',
      body: (
        <p>
          Our site links to other websites and social platforms, such as our Instagram and TikTok
          pages. Those sites have their own privacy policies, and we are not responsible for how
          they handle your information. Please read their policies before you give them personal
          information.
        </p>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          Our shop is meant for adults: our <Link to="/terms">terms of service</Link> require
          customers to be at least 18. We do not knowingly collect personal information from
          children under 13, and we do not knowingly sell or share the personal information of
          anyone under 16. If you believe a child has given us personal information, contact us and
          we will delete it.
        </p>
      ),
    },
    {
      id: 'legal-bases',
      title: 'Legal bases for processing (GDPR)',
      body: (
        <>
          <p>
            If you are in the European Economic Area, the United Kingdom or Switzerland, we rely on
            these legal bases:
          </p>
          <ul>
            <li>
              <strong>Contract:</strong> to process and deliver your orders and run your account.
            </li>
            <li>
              <strong>Consent:</strong> for marketing and analytics cookies, advertising partners
              and marketing emails. You can withdraw consent at any time; this does not affect
              processing that happened before.
            </li>
            <li>
              <strong>Legitimate interests:</strong> to keep our shop secure, prevent fraud, answer
              questions and improve our products, where those interests are not overridden by your
              rights.
            </li>
            <li>
              <strong>Legal obligation:</strong> to keep tax and accounting records and answer
              lawful requests.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep your information',
      body: (
        <>
          <p>We keep personal information only as long as we need it for the purposes above:</p>
          <PolicyTable
            caption="Retention periods"
            columns={['Information', 'How long we keep it']}
            rows={RETENTION_PERIODS.map((entry) => [entry.data, entry.period])}
          />
          <p>
            When a period ends, we delete the information or make it anonymous. We may keep it
            longer if the law requires it or to resolve a dispute.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'How we protect your information',
      body: (
        <p>
          We use encrypted connections, a checkout run by Shopify that meets the PCI DSS
          card-security standard, secure httpOnly cookies and strict staff access controls. Our{' '}
          <Link to="/security">security page</Link> explains these measures in detail. No system is
          perfectly secure, so please use a strong, unique password.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your privacy rights',
      body: (
        <>
          <p>Depending on where you live, you may have the right to:</p>
          <ul>
            <li>know what personal information we hold about you and get a copy of it;</li>
            <li>correct information that is wrong;</li>
            <li>delete your information;</li>
            <li>
              opt out of the sale or sharing of your information, targeted advertising and
              profiling;
            </li>
            <li>restrict or object to some processing, and withdraw your consent;</li>
            <li>appeal our decision if we decline your request.</li>
          </ul>
          <h3>US state residents</h3>
          <p>
            Residents of these 15 states can opt out of the sale or sharing of their personal
            information:
          </p>
          <StateList states={OPT_OUT_STATES} />
          <p>
            To opt out, use our <Link to="/data-sharing-opt-out">data sharing opt-out page</Link>,
            email <EmailLink purpose="privacy" /> or call <PhoneLink />. We complete opt-out
            requests within {RESPONSE_TIMES.optOut}.
          </p>
          <h3>Global Privacy Control</h3>
          <p>
            We treat a Global Privacy Control (GPC) signal from your browser as a valid request to
            opt out of the sale and sharing of your personal information and of targeted advertising
            for that browser. When we receive it, we turn off marketing cookies and advertising
            partners unless you later choose otherwise in our cookie settings.
          </p>
          <h3>Making a request</h3>
          <p>
            Email <EmailLink purpose="privacy" /> or call <PhoneLink /> to access, correct or delete
            your information. We will confirm your identity by matching details you give us with the
            details we hold, and we answer within the time the law in your place of residence allows
            (45 days in most US states, one month under the GDPR). You may use an authorised agent,
            who must show us your signed permission. If we decline your request, you can appeal by
            replying to our decision; we will answer your appeal within the time the law allows.
          </p>
          <p>
            We will not treat you differently, charge you more or refuse you service for using your
            rights.
          </p>
        </>
      ),
    },
    {
      id: 'dpo-eu-representative',
      title: 'Data protection officer and EU representative',
      body: (
        <>
          <p>
            Our {BRAND_CONTACT.dataProtectionOfficer.title} oversees how we handle personal
            information. You can reach them at{' '}
            <a href={`mailto:${BRAND_CONTACT.dataProtectionOfficer.email}`}>
              {BRAND_CONTACT.dataProtectionOfficer.email}
            </a>
            .
          </p>
          <p>
            Because we are based outside the European Union, we have appointed{' '}
            {BRAND_CONTACT.euRepresentative.name} as our representative under Article 27 of the
            GDPR. Visitors in the EU may contact them at{' '}
            <a href={`mailto:${BRAND_CONTACT.euRepresentative.email}`}>
              {BRAND_CONTACT.euRepresentative.email}
            </a>{' '}
            about any question concerning their personal information.
          </p>
        </>
      ),
    },
    {
      id: 'complaints',
      title: 'Complaints',
      body: (
        <>
          <p>
            If you are unhappy with how we handle your information, please contact us first so that
            we can try to put it right. You also have the right to complain to a regulator:
          </p>
          <ul>
            <li>in the EU, the data protection authority in the country where you live or work;</li>
            <li>in the UK, the Information Commissioner’s Office;</li>
            <li>
              in the US, the attorney general of your state, or in California the California Privacy
              Protection Agency.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      body: (
        <p>
          We are based in the United States, and we and our service providers store and process
          information in the US and other countries. If you are in the EEA, the UK or Switzerland,
          we transfer your information to the US under the European Commission’s Standard
          Contractual Clauses or, where a partner is certified, the EU-US Data Privacy Framework and
          its UK and Swiss extensions. Contact us for a copy of the safeguards we use.
        </p>
      ),
    },
    {
      id: 'related-policies',
      title: 'Related policies',
      body: (
        <ul>
          <li>
            <Link to="/terms">Terms of service</Link>
          </li>
          <li>
            <Link to="/cookies">Cookie policy</Link>
          </li>
          <li>
            <Link to="/data-sharing-opt-out">Data sharing opt-out</Link>
          </li>
          <li>
            <Link to="/security">Security</Link>
          </li>
          <li>
            <Link to="/shipping">Shipping policy</Link>
          </li>
          <li>
            <Link to="/returns">Returns policy</Link>
          </li>
        </ul>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          We may update this policy when our practices or the law change. We will change the date at
          the top of this page and, for significant changes, tell you by email or with a notice on
          our site before the changes take effect.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <>
          <p>
            For any question about this policy or your information, contact us using the details
            below or our <Link to="/contact">contact page</Link>.
          </p>
          <ContactDetails purpose="privacy" emailLabel="Privacy" />
        </>
      ),
    },
  ];
}

/** Who is responsible for your information, for the policy's introduction. */
export function PrivacyIntro() {
  return (
    <>
      <p>
        This policy explains what personal information {BRAND.name} collects when you visit our
        website or shop with us, how we use it, who we share it with and the choices you have.
      </p>
      <p>{BRAND.name} is responsible for your personal information. Our address is:</p>
      <PostalAddress />
    </>
  );
}

/** The whole policy as the page shows it: the route keeps it as a static island (app/routes/privacy.tsx). */
export function PrivacyPolicyArticle({updated}: {updated: DisplayDate}) {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={updated}
      intro={<PrivacyIntro />}
      sections={privacySections()}
    />
  );
}

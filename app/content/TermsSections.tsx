import {Link} from '@remix-run/react';
import {ContactDetails, EmailLink} from './ContactDetails';
import {LegalPage, type LegalSection} from './LegalPage';
import type {DisplayDate} from '~/lib/dates';
import {BRAND} from './brand';
import {SHIPPING, TERMS} from './policies';

/**
 * Terms of Service, sections 1 to 21 with 9A, 15A and 15B (SPEC.md 2 and 9).
 * A function, not a constant: a module whose top level builds JSX has side effects to the bundler, which
 * then keeps it in the route's chunk even where the page's static island never renders it in the browser.
 */
function termsSections(): LegalSection[] {
  return [
    {
      id: 'acceptance',
      title: '1. Acceptance of These Terms',
      body: (
        <p>
          These terms are an agreement between you and {BRAND.name} (&ldquo;we&rdquo;,
          &ldquo;us&rdquo;). They apply when you visit our website, create an account, sign up for
          emails or buy from us. By using our site or placing an order you accept these terms. If
          you do not agree, please do not use our site.
        </p>
      ),
    },
    {
      id: 'eligibility',
      title: '2. Eligibility',
      body: (
        <p>
          You must be at least {TERMS.minimumAge} years old to create an account or place an order.
          By using our site you confirm that you are {TERMS.minimumAge} or older and able to enter
          into a binding contract.
        </p>
      ),
    },
    {
      id: 'changes',
      title: '3. Changes to These Terms',
      body: (
        <p>
          We may update these terms from time to time. The date at the top of this page shows the
          latest version. Changes apply to orders placed and visits made after they are posted; the
          terms in force when you placed an order apply to that order.
        </p>
      ),
    },
    {
      id: 'accounts',
      title: '4. Your Account',
      body: (
        <p>
          Keep your sign-in details secret and tell us straight away if you think someone else has
          used your account. You are responsible for what happens under your account unless it was
          caused by our mistake. Please give us accurate information and keep it up to date. We may
          suspend or close an account that breaks these terms.
        </p>
      ),
    },
    {
      id: 'products',
      title: '5. Products and Information',
      body: (
        <>
          <p>
            Our products are handmade in small batches, so colour, scent and texture may vary
            slightly from the photos and from batch to batch. We try hard to describe every product
            accurately, including its ingredients; always read the label before use, and patch-test
            skincare if you have sensitive skin.
          </p>
          <p>
            Information on our site is not medical advice. Statements about our supplements have not
            been evaluated by the Food and Drug Administration, and our products are not intended to
            diagnose, treat, cure or prevent any disease. Ask your doctor before using supplements
            if you are pregnant, nursing, taking medication or have a medical condition.
          </p>
        </>
      ),
    },
    {
      id: 'prices-and-payment',
      title: '6. Prices and Payment',
      body: (
        <p>
          All prices are shown and charged in {TERMS.currency}. Prices do not include sales tax or
          shipping unless stated; both are shown at checkout before you pay. Payment is taken
          through our commerce platform’s secure checkout when you place your order. If a price is
          shown wrongly because of an obvious error, we will contact you before shipping and you may
          cancel for a full refund.
        </p>
      ),
    },
    {
      id: 'orders',
      title: '7. Orders and Acceptance',
      body: (
        <p>
          Your order is an offer to buy. We accept it when we send your shipping confirmation. We
          may limit quantities, and we may decline or cancel an order, for example if a product is
          out of stock, the price is wrong or we suspect fraud. If we cancel an order you have paid
          for, we refund you in full.
        </p>
      ),
    },
    {
      id: 'shipping',
      title: '8. Shipping and Delivery',
      body: (
        <p>
          We ship within the continental United States only. Orders are processed in{' '}
          {SHIPPING.processingTime}, and delivery times depend on the option you choose. Risk of
          loss passes to you when the parcel is delivered. Our{' '}
          <Link to="/shipping">shipping policy</Link> gives rates, times and what to do about
          damaged or lost parcels.
        </p>
      ),
    },
    {
      id: 'returns',
      title: '9. Returns and Refunds',
      body: (
        <p>
          You may return unopened, unused products within 30 days of delivery under our{' '}
          <Link to="/returns">returns policy</Link>, which also lists the items that cannot be
          returned and how refunds work.
        </p>
      ),
    },
    {
      id: 'subscriptions',
      title: '9A. Subscriptions (Subscribe & Save)',
      body: (
        <>
          <p>
            When you choose Subscribe & Save, you ask us to send the same products every{' '}
            {TERMS.subscriptionIntervalDays} days at the subscription price shown when you
            subscribed, and you authorise us to charge your payment method for each delivery until
            you cancel.
          </p>
          <ul>
            <li>
              Each delivery is charged shortly before it ships, at the subscription price plus any
              tax and shipping.
            </li>
            <li>
              You can cancel any time, with no fee, from your account or by emailing{' '}
              <EmailLink purpose="support" />. Cancel at least two business days before your next
              charge to stop the next delivery.
            </li>
            <li>
              If a subscription price changes, we tell you by email before the next charge, and you
              can cancel before it applies.
            </li>
            <li>Subscription deliveries are covered by our returns policy like any other order.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'promotions',
      title: '10. Promotions, Discounts and Gift Cards',
      body: (
        <p>
          Discount codes and promotions have their own conditions and end dates, cannot be exchanged
          for cash and usually cannot be combined. Gift cards do not expire, cannot be returned or
          exchanged for cash except where the law requires, and should be kept safe like cash.
        </p>
      ),
    },
    {
      id: 'marketing',
      title: '11. Marketing Communications',
      body: (
        <p>
          If you sign up for {BRAND.newsletterCircle} or other marketing messages, we will send you
          news and offers. You can unsubscribe at any time with the link in any email or by
          contacting us; we process your request within {TERMS.unsubscribeBusinessDays} business
          days. We will still send messages about your orders and account.
        </p>
      ),
    },
    {
      id: 'acceptable-use',
      title: '12. Acceptable Use',
      body: (
        <>
          <p>When you use our site, you agree not to:</p>
          <ul>
            <li>break the law or these terms, or help anyone else do so;</li>
            <li>try to gain access to accounts, systems or data that are not yours;</li>
            <li>
              interfere with the site’s operation, for example with malware or excessive automated
              requests;
            </li>
            <li>copy our content or scrape our site to build a competing product;</li>
            <li>buy products for resale without our written wholesale agreement.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      title: '13. Intellectual Property',
      body: (
        <p>
          Our name, logo, product names, photos, text and site design belong to us or our licensors
          and are protected by law. You may view and print pages for your personal use; any other
          use needs our written permission.
        </p>
      ),
    },
    {
      id: 'user-content',
      title: '14. Reviews and Your Content',
      body: (
        <p>
          If you send us reviews, photos or other content, you confirm that it is yours and honest,
          and you give us a non-exclusive, royalty-free licence to use, edit and display it in
          connection with our shop. We may remove content that is unlawful, misleading or offensive.
        </p>
      ),
    },
    {
      id: 'disputes',
      title: '15. Dispute Resolution',
      body: (
        <p>
          Most concerns can be solved quickly by talking to us. Before starting any formal claim,
          you and we agree to try to resolve the dispute informally. The party with a concern sends
          a written notice describing it and the remedy sought (to us at{' '}
          <EmailLink purpose="general" />
          ), and both sides try in good faith to settle it for {TERMS.informalDisputeDays} days
          after the notice is received. If the dispute is not resolved within those{' '}
          {TERMS.informalDisputeDays} days, either party may proceed under section 15A.
        </p>
      ),
    },
    {
      id: 'arbitration',
      title: '15A. Arbitration',
      body: (
        <>
          <p>
            Any dispute that is not resolved informally will be settled by binding individual
            arbitration administered by the American Arbitration Association under its Consumer
            Arbitration Rules, instead of in court. Either party may instead bring an individual
            claim in small claims court if it qualifies. We will pay the filing and arbitrator fees
            the rules assign to the business. There is no judge or jury in arbitration, and review
            of an award by a court is limited.
          </p>
          <p>
            <strong>You can opt out of this arbitration agreement</strong> by sending us a notice
            with your name, email address and a clear statement that you reject arbitration, by
            email to <EmailLink purpose="general" /> or by mail to our address, within{' '}
            {TERMS.arbitrationOptOutDays} days of first accepting these terms. Opting out does not
            affect any other part of these terms.
          </p>
        </>
      ),
    },
    {
      id: 'class-action-waiver',
      title: '15B. Class Action Waiver',
      body: (
        <p>
          You and we may bring claims against each other only individually, not as a plaintiff or
          class member in any class, collective or representative action, and an arbitrator may not
          combine more than one person’s claims. If this waiver is found unenforceable for a claim,
          that claim will be decided by a court under section 19, not in arbitration.
        </p>
      ),
    },
    {
      id: 'warranty',
      title: '16. Limited Warranty and Disclaimers',
      body: (
        <>
          <p>
            We warrant that each product will be free from defects in materials and workmanship and
            will match its description for {TERMS.warrantyDays} days from delivery. If a product
            does not, contact us within that time and we will replace it or refund you. This limited
            warranty does not cover damage from misuse, improper storage or normal wear, or
            reactions caused by an individual sensitivity to an ingredient listed on the label.
          </p>
          <p>
            Except for this limited warranty and any rights the law gives you that cannot be
            excluded, our site and products are provided &ldquo;as is&rdquo; without other
            warranties, express or implied, to the extent the law allows.
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: '17. Limitation of Liability',
      body: (
        <p>
          To the extent the law allows, we are not liable for indirect, incidental, special or
          consequential damages, or lost profits, arising from your use of our site or products, and
          our total liability for any claim is limited to the amount you paid for the product
          concerned. Nothing in these terms limits liability that cannot be limited by law, such as
          for death or personal injury caused by negligence.
        </p>
      ),
    },
    {
      id: 'indemnification',
      title: '18. Indemnification',
      body: (
        <p>
          You agree to compensate us for claims, losses and reasonable costs, including legal fees,
          that arise from your breach of these terms or your misuse of our site, except to the
          extent we caused them.
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: '19. Governing Law and Venue',
      body: (
        <p>
          These terms are governed by the laws of the State of {TERMS.governingLaw}, without regard
          to its conflict-of-laws rules, and by the Federal Arbitration Act for section 15A. Any
          claim not subject to arbitration must be brought in the state or federal courts located in{' '}
          {TERMS.venue}, {TERMS.governingLaw}, and you and we consent to their jurisdiction. This
          does not take away any consumer protection the law of the state where you live gives you.
        </p>
      ),
    },
    {
      id: 'general',
      title: '20. General',
      body: (
        <p>
          These terms, together with our <Link to="/privacy">privacy policy</Link> and the policies
          they link to, are the whole agreement between you and us. If any part is found
          unenforceable, the rest remains in force. If we do not enforce a right straight away, we
          can still enforce it later. We are not responsible for delays caused by events beyond our
          reasonable control. You may not transfer your rights under these terms without our
          consent; we may transfer ours to a business that takes over our shop.
        </p>
      ),
    },
    {
      id: 'contact',
      title: '21. Contact Us',
      body: (
        <>
          <p>
            Questions about these terms? Contact us using the details below or our{' '}
            <Link to="/contact">contact page</Link>.
          </p>
          <ContactDetails purpose="general" emailLabel="Email" />
        </>
      ),
    },
  ];
}

/** The whole of the terms as the page shows them: the route keeps them as a static island (app/routes/terms.tsx). */
export function TermsArticle({updated}: {updated: DisplayDate}) {
  return (
    <LegalPage
      title="Terms of Service"
      updated={updated}
      intro={
        <p>
          Please read these terms carefully. Section 15A asks you to resolve disputes by individual
          arbitration rather than in court, and explains how to opt out.
        </p>
      }
      sections={termsSections()}
      numberedTitles
    />
  );
}

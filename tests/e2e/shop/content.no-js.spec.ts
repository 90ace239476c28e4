import type {Locator, Page} from '@playwright/test';
import {BRAND_CONTACT} from '../../../app/content/brandContact';
import {expect, test} from '../support/fixtures';
import {OPT_OUT_STATES} from '../support/specText';

/** Loads a content page and checks what every page owes: 200, one h1, a canonical link and a description. */
async function openContentPage(page: Page, path: string, heading: string): Promise<Locator> {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);

  await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
  await expect(page.getByRole('heading', {level: 1, name: heading, exact: true})).toBeVisible();

  const url = new URL(page.url());
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${url.origin}${url.pathname}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S.{40,}/);
  await expect(page).toHaveTitle(/\| Wildroot Botanicals$/);
  return page.getByRole('main');
}

/** The h2 titles of the page's sections, without the table of contents heading. */
async function sectionTitles(main: Locator) {
  const titles = await main.getByRole('heading', {level: 2}).allTextContents();
  return titles.map((title) => title.trim()).filter((title) => title !== 'On this page');
}

/** Today's date in New York as the shipping and returns pages print it, read either side of the load. */
function todayInNewYork() {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date());
}

function oneOf(values: string[]) {
  return new RegExp(values.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
}

test('Our Story tells the brand story with its four values and a link to the products', async ({page}) => {
  const main = await openContentPage(page, '/about', 'Our Story');
  for (const value of ['Made in the USA', 'Plant-Based', 'Cruelty-Free', 'Eco-Conscious']) {
    await expect(main.getByRole('heading', {level: 3, name: value})).toBeVisible();
  }
  await expect(main.getByRole('link', {name: 'Explore Products'})).toHaveAttribute('href', '/');
});

test.describe('FAQ', () => {
  const QUESTIONS = [
    /what makes your products different/i,
    /safe for all skin types/i,
    /benefits of your supplements/i,
    /cruelty-free and vegan/i,
    /store my products/i,
    /shipping and returns/i,
  ];

  test('has six questions and the spec’s claims', async ({page}) => {
    const main = await openContentPage(page, '/faq', 'FAQ');
    await expect(main.getByText('Your Questions Answered', {exact: true})).toBeVisible();

    const items = main.getByRole('group');
    await expect(items).toHaveCount(6);
    for (const [index, question] of QUESTIONS.entries()) {
      await expect(items.nth(index).locator('summary')).toHaveText(question);
    }
    // Closed until asked.
    for (const index of QUESTIONS.keys()) {
      await expect(items.nth(index)).not.toHaveAttribute('open');
    }

    const shipping = items.nth(5);
    await shipping.locator('summary').click();
    await expect(shipping.getByText(/free standard shipping on orders over \$50/)).toBeVisible();
    await expect(shipping.getByText(/3-5 business days/)).toBeVisible();
    await expect(shipping.getByText(/30-day satisfaction guarantee/)).toBeVisible();
    await expect(shipping.getByText(/full refund/)).toBeVisible();
  });

  test('opens one answer at a time, and every answer can be closed', async ({page}) => {
    // <details name>: the browser itself keeps one answer open, so this holds without JavaScript.
    const main = await openContentPage(page, '/faq', 'FAQ');
    const items = main.getByRole('group');
    for (const index of QUESTIONS.keys()) {
      await items.nth(index).locator('summary').click();
      await expect(items.nth(index)).toHaveAttribute('open', '');
      await expect(main.locator('details[open]')).toHaveCount(1);
    }
    await items.nth(5).locator('summary').click();
    await expect(main.locator('details[open]')).toHaveCount(0);
  });
});

test('the privacy policy follows the spec’s sections, states, retention and links', async ({page}) => {
  const main = await openContentPage(page, '/privacy', 'Privacy Policy');
  await expect(main.getByText('Last updated November 1, 2025')).toBeVisible();

  expect(await sectionTitles(main)).toEqual([
    'Information we collect',
    'Where we get your information',
    'How we use your information',
    'Who we share it with',
    'Our commerce platform: Shopify',
    'TikTok: our widest data sharing',
    'Other advertising platforms',
    'Links to other websites',
    'Children',
    'Legal bases for processing (GDPR)',
    'How long we keep your information',
    'How we protect your information',
    'Your privacy rights',
    'Data protection officer and EU representative',
    'Complaints',
    'International transfers',
    'Related policies',
    'Changes to this policy',
    'Contact us',
  ]);

  for (const platform of ['Meta (Facebook and Instagram)', 'Pinterest', 'X (formerly Twitter)', 'Google (including YouTube)']) {
    await expect(main.getByRole('heading', {level: 3, name: platform})).toBeVisible();
  }

  await expect(main.getByRole('list', {name: 'States whose residents can opt out'}).getByRole('listitem')).toHaveText(
    OPT_OUT_STATES,
  );
  await expect(main.getByText(/treat a Global Privacy Control \(GPC\) signal .* as a valid request to opt out/)).toBeVisible();

  const retention = main.getByRole('table', {name: 'Retention periods'});
  const period = (data: string) => retention.getByRole('row').filter({has: page.getByRole('rowheader', {name: data})});
  await expect(period('Account data')).toContainText('life of your account plus 7 years');
  await expect(period('Order and transaction records')).toContainText('7 years');
  await expect(period('Marketing data')).toContainText('within 30 days of your opt-out');
  await expect(period('Customer support messages')).toContainText('3 years');
  await expect(period('Analytics data')).toContainText('Anonymized after 26 months');
  await expect(period('Cookies')).toContainText(/session up to 24 months/);

  for (const href of ['/data-sharing-opt-out', '/security', '/terms', '/shipping', '/returns', '/contact']) {
    await expect(main.locator(`a[href="${href}"]`).first(), `link to ${href}`).toBeVisible();
  }
  await expect(main.getByRole('link', {name: BRAND_CONTACT.dataProtectionOfficer.email})).toBeVisible();
  await expect(main.getByRole('link', {name: BRAND_CONTACT.euRepresentative.email})).toBeVisible();
});

test('the security page covers payments, sessions, access and disclosure', async ({page}) => {
  const main = await openContentPage(page, '/security', 'Security');
  await expect(main.getByText('Last updated November 1, 2025')).toBeVisible();
  await expect(main.getByText(/PCI DSS/).first()).toBeVisible();
  await expect(main.getByText(/never see, receive or store your full card number/)).toBeVisible();
  await expect(main.getByText(/httpOnly/).first()).toBeVisible();
  await expect(main.getByRole('heading', {level: 2, name: 'Reporting a security issue'})).toBeVisible();
  await expect(main.getByRole('link', {name: BRAND_CONTACT.emails.security}).first()).toHaveAttribute(
    'href',
    `mailto:${BRAND_CONTACT.emails.security}`,
  );
});

test('the terms run from 1 to 21 with 9A, 15A and 15B and carry the spec’s figures', async ({page}) => {
  const main = await openContentPage(page, '/terms', 'Terms of Service');
  await expect(main.getByText('Last updated November 1, 2025')).toBeVisible();

  const numbers = (await sectionTitles(main)).map((title) => /^(\d+[AB]?)\. /.exec(title)?.[1]);
  const expected = Array.from({length: 21}, (_, index) => String(index + 1));
  expected.splice(expected.indexOf('9') + 1, 0, '9A');
  expected.splice(expected.indexOf('15') + 1, 0, '15A', '15B');
  expect(numbers).toEqual(expected);
  await expect(main.getByRole('heading', {level: 2, name: /^9A\. Subscriptions/})).toBeVisible();
  await expect(main.getByRole('heading', {level: 2, name: '15A. Arbitration'})).toBeVisible();
  await expect(main.getByRole('heading', {level: 2, name: '15B. Class Action Waiver'})).toBeVisible();

  await expect(main.getByText(/at least 18 years old/)).toBeVisible();
  await expect(main.getByText(/for 30 days from delivery/)).toBeVisible();
  await expect(main.getByText(/for 60 days after the notice/)).toBeVisible();
  await expect(main.getByText(/within 30 days of first accepting these terms/)).toBeVisible();
  await expect(main.getByText(/within 10 business days/)).toBeVisible();
  await expect(main.getByText(/charged in US dollars/)).toBeVisible();
  await expect(main.getByText(/every 30 days/)).toBeVisible();
  await expect(main.getByText(/laws of the State of Wyoming/)).toBeVisible();
  await expect(main.getByText(/Sheridan County, Wyoming/)).toBeVisible();
});

test('the cookie policy lists types, partners, durations and choices', async ({page}) => {
  const main = await openContentPage(page, '/cookies', 'Cookie Policy');
  await expect(main.getByText('Last updated 1 Nov 2025')).toBeVisible();

  for (const type of ['Required', 'Personalization', 'Analytics', 'Marketing']) {
    await expect(main.getByRole('heading', {level: 3, name: `${type} cookies`})).toBeVisible();
    await expect(main.getByRole('table', {name: `${type} cookies`})).toBeVisible();
  }
  for (const partner of ['TikTok', 'Meta', 'Pinterest', 'X', 'Google', 'Shopify']) {
    await expect(main.getByRole('cell', {name: new RegExp(`^${partner}`)}).first(), partner).toBeVisible();
  }

  const duration = (cookie: string) => main.getByRole('row').filter({has: page.getByRole('rowheader', {name: cookie, exact: true})});
  await expect(duration('cookieConsent')).toContainText('12 months');
  await expect(duration('recently_viewed')).toContainText('30 days');
  await expect(duration('cart')).toContainText('Session');
  await expect(duration('session')).toContainText('Session');
  await expect(duration('_ga, _ga_*')).toContainText('2 years');
  await expect(duration('locale')).toContainText('12 months');
  await expect(duration('_ttp')).toContainText('3 to 13 months');
  await expect(duration('personalization_id, muc_ads')).toContainText('2 years');

  const settings = main.locator('form[action="/consent"]');
  await expect(settings).toHaveAttribute('method', 'post');
  await expect(settings.locator('input[type="hidden"][name="intent"]')).toHaveValue('reset');
  await expect(settings.getByRole('button', {name: 'Cookie Settings'})).toBeVisible();

  for (const site of ['optout.aboutads.info', 'youradchoices.com', 'youronlinechoices.eu']) {
    await expect(main.locator(`a[href*="${site}"]`)).toBeVisible();
  }
  await expect(main.getByText(/honour the Global Privacy Control \(GPC\) signal/)).toBeVisible();
  await expect(main.getByText(/opt out of targeted advertising and of cookie tracking/)).toBeVisible();
  await expect(main.getByText(/iPhone and iPad \(iOS\)/)).toBeVisible();
  await expect(main.getByText(/Android:/)).toBeVisible();
  for (const href of ['/privacy', '/data-sharing-opt-out', '/security']) {
    await expect(main.locator(`a[href="${href}"]`).first(), `link to ${href}`).toBeVisible();
  }
  await expect(main.getByRole('link', {name: BRAND_CONTACT.emails.privacy})).toBeVisible();
});

test('the accessibility statement names the standard, support, limits and contacts', async ({page}) => {
  const main = await openContentPage(page, '/accessibility', 'Accessibility Statement');
  await expect(main.getByText(/WCAG\) 2\.1 at level AA/)).toBeVisible();
  await expect(main.getByText('partially conformant')).toBeVisible();
  await expect(main.getByRole('heading', {level: 2, name: 'Known limitations'})).toBeVisible();
  for (const browser of ['Google Chrome', 'Mozilla Firefox', 'Apple Safari', 'Microsoft Edge']) {
    await expect(main.getByRole('listitem').filter({hasText: browser})).toBeVisible();
  }
  await expect(main.getByText(/latest two versions/)).toBeVisible();
  for (const reader of ['NVDA', 'JAWS', 'VoiceOver', 'TalkBack']) {
    await expect(main.getByRole('listitem').filter({hasText: new RegExp(`^${reader} `)})).toBeVisible();
  }
  await expect(main.getByText(/We reply within 5 business days/)).toBeVisible();
  await expect(main.getByRole('link', {name: BRAND_CONTACT.emails.accessibility})).toHaveAttribute(
    'href',
    `mailto:${BRAND_CONTACT.emails.accessibility}`,
  );
  await expect(main.locator(`a[href="${BRAND_CONTACT.phone.href}"]`).first()).toBeVisible();
  await expect(main.getByText(/U\.S\. Department of Justice/)).toBeVisible();
  await expect(main.getByText(/national enforcement body/)).toBeVisible();
});

test.describe('data sharing opt-out', () => {
  test('explains sharing, keeps a spot for the form and lists other methods and processing', async ({page}) => {
    const main = await openContentPage(page, '/data-sharing-opt-out', 'Data Sharing Opt-Out');
    await expect(main.getByRole('heading', {level: 2, name: 'Sale, sharing and targeted advertising'})).toBeVisible();
    for (const platform of ['TikTok', 'Meta (Facebook and Instagram)', 'Pinterest', 'X (formerly Twitter)', 'Google (including YouTube)']) {
      await expect(main.getByRole('heading', {level: 3, name: platform})).toBeVisible();
    }

    const form = main.getByRole('region', {name: 'Submit an opt-out request'});
    await expect(form).toHaveAttribute('id', 'opt-out-form');
    await expect(form.getByRole('button', {name: /Submit/})).toBeVisible();

    await expect(main.getByRole('link', {name: BRAND_CONTACT.emails.privacy}).first()).toBeVisible();
    await expect(main.locator(`a[href="${BRAND_CONTACT.phone.href}"]`).first()).toBeVisible();
    await expect(main.getByText(/Turn on Global Privacy Control/)).toBeVisible();
    await expect(main.getByText(/within 15 business days/)).toBeVisible();
    await expect(main.getByText(/not retroactive/)).toBeVisible();
    await expect(main.getByText(/processing that is essential/)).toBeVisible();
    await expect(main.getByText(/revoke it at any time by contacting us/)).toBeVisible();
    await expect(main.getByText(/Your browser is sending a Global Privacy Control signal/)).toHaveCount(0);
  });

  test('acknowledges a Global Privacy Control signal', async ({page}) => {
    await page.setExtraHTTPHeaders({'Sec-GPC': '1'});
    const main = await openContentPage(page, '/data-sharing-opt-out', 'Data Sharing Opt-Out');
    await expect(main.getByText(/Your browser is sending a Global Privacy Control signal/)).toBeVisible();
  });
});

test('the shipping policy gives the rates, cut-off, area and today’s date', async ({page}) => {
  const before = todayInNewYork();
  // A tracking parameter must not reach the canonical link.
  const main = await openContentPage(page, '/shipping?utm_source=e2e', 'Shipping Policy');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/shipping$/);
  await expect(main.getByText(oneOf([`Last updated ${before}`, `Last updated ${todayInNewYork()}`]))).toBeVisible();

  const rates = main.getByRole('table', {name: /Shipping options/});
  await expect(rates.getByRole('columnheader')).toHaveText(['Option', 'Delivery time', 'Rate']);
  await expect(rates.getByRole('row').nth(1)).toHaveText(/^Standard\s*3-5 business days\s*\$5\.95, free over \$50$/);
  await expect(rates.getByRole('row').nth(2)).toHaveText(/^Expedited\s*2-3 business days\s*\$12\.95$/);
  await expect(rates.getByRole('row').nth(3)).toHaveText(/^Express\s*1-2 business days\s*\$19\.95$/);

  await expect(main.getByText(/processed within 1-2 business days/)).toBeVisible();
  await expect(main.getByText(/after 2 PM EST/)).toBeVisible();
  await expect(main.getByText(/continental United States only/)).toBeVisible();
  await expect(main.getByText('We do not ship internationally.')).toBeVisible();
  await expect(main.getByText(/tell us within 7 days of delivery/)).toBeVisible();
  for (const section of ['Delivery times', 'Order tracking', 'Address changes', 'Contact us']) {
    await expect(main.getByRole('heading', {level: 2, name: section})).toBeVisible();
  }
});

test('the returns policy gives the guarantee, refund times, exclusions and today’s date', async ({page}) => {
  const before = todayInNewYork();
  const main = await openContentPage(page, '/returns', 'Returns & Refunds');
  await expect(main.getByText(oneOf([`Last updated ${before}`, `Last updated ${todayInNewYork()}`]))).toBeVisible();

  await expect(main.getByRole('heading', {level: 2, name: 'Our 30-day guarantee'})).toBeVisible();
  await expect(main.getByText(/within 30 days from the date it was delivered, as long as it is unopened and unused/)).toBeVisible();
  await expect(main.getByText(/original shipping charge is non-refundable/)).toBeVisible();
  await expect(main.getByText(/within 5-7 business days/)).toBeVisible();
  await expect(main.getByText(/another 5-10 business days/)).toBeVisible();
  await expect(main.getByText(/tell us within 7 days of delivery/)).toBeVisible();

  const excluded = main.getByRole('region', {name: 'Non-returnable items'}).getByRole('listitem');
  await expect(excluded).toHaveText(['Opened skincare', 'Used soaps', 'Opened supplements', 'Gift cards', 'Final-sale items']);
  await expect(main.getByRole('link', {name: BRAND_CONTACT.emails.returns}).first()).toHaveAttribute(
    'href',
    `mailto:${BRAND_CONTACT.emails.returns}`,
  );
});

test('the contact page gives an email per purpose, phone, hours, address, FAQ and socials', async ({page}) => {
  const main = await openContentPage(page, '/contact', 'Contact Us');
  for (const purpose of ['general', 'support', 'returns', 'wholesale'] as const) {
    const email = BRAND_CONTACT.emails[purpose];
    await expect(main.getByRole('link', {name: email})).toHaveAttribute('href', `mailto:${email}`);
  }
  await expect(main.getByRole('link', {name: BRAND_CONTACT.phone.display})).toHaveAttribute('href', BRAND_CONTACT.phone.href);
  await expect(main.getByText(BRAND_CONTACT.supportHours)).toBeVisible();
  await expect(main.getByText(/within 24 business hours/).first()).toBeVisible();
  await expect(main.getByText(BRAND_CONTACT.address.street)).toBeVisible();
  await expect(main.getByRole('link', {name: 'FAQ', exact: true})).toHaveAttribute('href', '/faq');
  await expect(main.getByRole('heading', {level: 2, name: 'Help with an order'})).toBeVisible();
  for (const social of BRAND_CONTACT.social) {
    await expect(main.getByRole('link', {name: new RegExp(`^${social.name}: ${social.handle}`)})).toHaveAttribute(
      'href',
      social.url,
    );
  }
});

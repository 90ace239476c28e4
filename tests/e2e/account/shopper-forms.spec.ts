import type {BrowserContext, Page} from '@playwright/test';
import {E2E_BASE_URL} from '../../../playwright.config';
import {expect, expectShopperNotice, storedRows, test} from '../support/fixtures';
import {OPT_OUT_STATES} from '../support/specText';

const uniqueEmail = (label: string, projectName: string) =>
  `${label}-${projectName}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** A choice is made first, so the consent banner is out of the way. */
async function dismissConsentBanner(context: BrowserContext) {
  await context.addCookies([
    {
      name: 'cookieConsent',
      value: encodeURIComponent(
        JSON.stringify({
          required: true,
          personalization: false,
          marketing: false,
          analytics: false,
        }),
      ),
      url: E2E_BASE_URL,
    },
  ]);
}

test.beforeEach(async ({context}) => {
  await dismissConsentBanner(context);
});

test.describe('newsletter', () => {
  const block = (page: Page) => page.getByRole('region', {name: 'Join the Wildroot Circle'});

  test('signs up from the home page, stores the address lower-cased, and a repeat is a success', async ({
    page,
  }, testInfo) => {
    // Two home page loads (20 products each) and two sign-ups: slow on the shared machine.
    test.slow();
    const email = uniqueEmail('circle', testInfo.project.name);
    await page.goto('/');
    const field = block(page).getByLabel('Email address');
    await expect(field).toHaveAttribute('required', '');
    await expect(field).toHaveAttribute('maxlength', '255');
    await field.fill(email.toUpperCase());
    await block(page).getByRole('button', {name: 'Join the Circle'}).click();

    await expectShopperNotice(page, [
      'Welcome to the Wildroot Circle!',
      "You'll receive exclusive access to rituals and new product launches.",
    ]);
    await expect(block(page).getByLabel('Email address')).toHaveValue('');
    expect(await storedRows('newsletter_subscribers', email)).toEqual([
      expect.objectContaining({email, source: 'home'}),
    ]);

    await page.goto('/');
    await block(page).getByLabel('Email address').fill(email);
    await block(page).getByRole('button', {name: 'Join the Circle'}).click();
    await expectShopperNotice(page, 'Welcome to the Wildroot Circle!');
    expect(await storedRows('newsletter_subscribers', email)).toHaveLength(1);
  });

  test.describe(() => {
    // The answer is a 400, which Chromium reports on the console.
    test.use({expectedConsoleErrors: [/status of 400/]});

    test('an address the browser accepts but the spec does not gets the message and is kept', async ({
      page,
    }) => {
      await page.goto('/');
      await block(page).getByLabel('Email address').fill('ana@example');
      await block(page).getByRole('button', {name: 'Join the Circle'}).click();
      await expect(
        page.getByRole('alert').filter({hasText: 'Please enter a valid email address'}).first(),
      ).toBeVisible();
      await expect(page.getByLabel('Email address')).toHaveValue('ana@example');
      expect(await storedRows('newsletter_subscribers', 'ana@example')).toEqual([]);
    });
  });

  test('the server answers each invalid address with 400 and the spec’s message', async ({
    page,
  }) => {
    const cases = [
      ['', 'Email is required'],
      ['   ', 'Email is required'],
      ['not-an-email', 'Please enter a valid email address'],
      [`${'a'.repeat(244)}@example.com`, 'Email must be less than 255 characters'],
    ] as const;
    for (const [email, message] of cases) {
      const response = await page.request.post('/newsletter', {
        form: {intent: 'subscribe', source: 'home', email},
      });
      expect(response.status(), email).toBe(400);
      const html = await response.text();
      expect(html, email).toContain(message);
      expect(html, email).not.toContain('Welcome to the Wildroot Circle!');
    }
  });

  test('the /newsletter page works on its own', async ({page}, testInfo) => {
    const email = uniqueEmail('page', testInfo.project.name);
    await page.goto('/newsletter');
    await expect(
      page.getByRole('heading', {level: 1, name: 'Join the Wildroot Circle'}),
    ).toBeVisible();
    await page.getByRole('main').getByLabel('Email address').fill(email);
    await page.getByRole('main').getByRole('button', {name: 'Join the Circle'}).click();
    await expectShopperNotice(page, 'Welcome to the Wildroot Circle!');
    expect(await storedRows('newsletter_subscribers', email)).toEqual([
      expect.objectContaining({email, source: 'newsletter-page'}),
    ]);
  });
});

test.describe('opt-out request', () => {
  const form = (page: Page) => page.getByRole('form', {name: 'Opt-out request'});

  async function fillValid(page: Page, email: string) {
    await form(page).getByLabel('First name').fill('Ana');
    await form(page).getByLabel('Last name').fill("O'Neil-García");
    await form(page).getByLabel('Email').fill(email);
    await form(page).getByLabel('State').selectOption('Oregon');
  }

  test('has every field with the spec’s limits and the 15 states', async ({page}) => {
    await page.goto('/data-sharing-opt-out');
    for (const [label, max] of [
      ['First name', '50'],
      ['Last name', '50'],
      ['Email', '255'],
    ] as const) {
      await expect(form(page).getByLabel(label)).toHaveAttribute('required', '');
      await expect(form(page).getByLabel(label)).toHaveAttribute('maxlength', max);
    }
    await expect(form(page).getByLabel('State')).toHaveAttribute('required', '');
    await expect(form(page).getByLabel('State').locator('option:not([value=""])')).toHaveText(OPT_OUT_STATES);
    await expect(form(page).getByRole('checkbox')).toHaveCount(2);
  });

  test('is stored, then confirmed, and the form is empty again', async ({page}, testInfo) => {
    const email = uniqueEmail('optout', testInfo.project.name);
    await page.goto('/data-sharing-opt-out');
    await fillValid(page, email);
    await form(page).getByRole('checkbox', {name: 'Opt out of targeted advertising'}).check();
    await form(page).getByRole('button', {name: 'Submit Opt-Out Request'}).click();

    await expectShopperNotice(page, [
      'Your opt-out request has been submitted',
      'We will process your request within 15 business days and send you a confirmation email.',
    ]);
    await expect(form(page).getByLabel('First name')).toHaveValue('');
    await expect(form(page).getByLabel('Email')).toHaveValue('');
    await expect(
      form(page).getByRole('checkbox', {name: 'Opt out of targeted advertising'}),
    ).not.toBeChecked();
    expect(await storedRows('privacy_requests', email)).toEqual([
      expect.objectContaining({
        first_name: 'Ana',
        last_name: "O'Neil-García",
        email,
        state: 'Oregon',
        opt_out_sale: false,
        opt_out_targeted_ads: true,
        gpc: false,
      }),
    ]);
  });

  test.describe(() => {
    test.use({expectedConsoleErrors: [/status of 400/]});

    test('without a box ticked it says so next to the boxes and keeps the input', async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail('nobox', testInfo.project.name);
      await page.goto('/data-sharing-opt-out');
      await fillValid(page, email);
      await form(page).getByRole('button', {name: 'Submit Opt-Out Request'}).click();

      // The first problem as a toast with JavaScript, heading the form without.
      await expectShopperNotice(page, 'Please select at least one opt-out option');
      await expect(form(page).getByText('Please select at least one opt-out option').last()).toBeVisible();
      await expect(form(page).getByLabel('First name')).toHaveValue('Ana');
      await expect(form(page).getByLabel('Email')).toHaveValue(email);
      await expect(form(page).getByLabel('State')).toHaveValue('Oregon');
      expect(await storedRows('privacy_requests', email)).toEqual([]);
    });
  });

  test('the server answers each invalid field with 400 and the spec’s message', async ({page}) => {
    const valid = {
      intent: 'opt-out',
      firstName: 'Ana',
      lastName: 'Lee',
      email: 'ana@example.com',
      state: 'Texas',
      optOutSale: 'on',
    };
    const cases: [Record<string, string>, string][] = [
      [{firstName: ''}, 'First name is required'],
      [{firstName: 'a'.repeat(51)}, 'First name must be less than 50 characters'],
      [
        {firstName: 'Ana2'},
        'First name can only contain letters, spaces, hyphens, and apostrophes',
      ],
      [{lastName: ' '}, 'Last name is required'],
      [{lastName: 'b'.repeat(51)}, 'Last name must be less than 50 characters'],
      [{lastName: 'Lee!'}, 'Last name can only contain letters, spaces, hyphens, and apostrophes'],
      [{email: 'ana@'}, 'Invalid email address'],
      [{email: `${'a'.repeat(244)}@example.com`}, 'Email must be less than 255 characters'],
      [{state: ''}, 'Please select your state'],
      [{state: 'Ohio'}, 'Please select your state'],
      [{optOutSale: ''}, 'Please select at least one opt-out option'],
    ];
    for (const [change, message] of cases) {
      const fields = Object.fromEntries(
        Object.entries({...valid, ...change}).filter(
          ([name, value]) => !(name === 'optOutSale' && value === ''),
        ),
      );
      const response = await page.request.post('/data-sharing-opt-out', {form: fields});
      expect(response.status(), message).toBe(400);
      const html = await response.text();
      expect(html, message).toContain(message);
      expect(html, message).not.toContain('Your opt-out request has been submitted');
    }
  });
});

test.describe('opt-out with Global Privacy Control', () => {
  test.use({extraHTTPHeaders: {'Sec-GPC': '1'}});

  test('the request is stored with the GPC flag', async ({page}, testInfo) => {
    const email = uniqueEmail('gpc', testInfo.project.name);
    await page.goto('/data-sharing-opt-out');
    const form = page.getByRole('form', {name: 'Opt-out request'});
    await form.getByLabel('First name').fill('Ana');
    await form.getByLabel('Last name').fill('Lee');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('State').selectOption('Virginia');
    await form.getByRole('checkbox', {name: /sale or sharing/}).check();
    await form.getByRole('button', {name: 'Submit Opt-Out Request'}).click();
    await expectShopperNotice(page, 'Your opt-out request has been submitted');
    expect(await storedRows('privacy_requests', email)).toEqual([
      expect.objectContaining({
        state: 'Virginia',
        opt_out_sale: true,
        opt_out_targeted_ads: false,
        gpc: true,
      }),
    ]);
  });
});

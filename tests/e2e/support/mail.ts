import {ANON_KEY} from '../../../local/supabase-api/keys.mjs';
import {E2E_MAIL_URL} from '../../../playwright.config';
import {SUPABASE_URL, expect} from './fixtures';

interface MailSummary {
  ID: string;
  To: {Address: string}[];
  Subject: string;
}

/**
 * The newest email to `to` with `subject` from the stack's mail catcher (Mailpit's API), waiting for it to
 * arrive, with the link it carries.
 */
export async function emailTo(to: string, subject: string) {
  let found: MailSummary | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${E2E_MAIL_URL}/api/v1/messages`);
        const {messages} = await response.json<{messages: MailSummary[]}>();
        found = messages.find((message) => message.Subject === subject && message.To.some((r) => r.Address === to));
        return Boolean(found);
      },
      {message: `an email "${subject}" to ${to}`, timeout: 15_000},
    )
    .toBe(true);
  const message = await fetch(`${E2E_MAIL_URL}/api/v1/message/${found!.ID}`).then((r) =>
    r.json<{HTML: string; Text: string}>(),
  );
  const href = /href="([^"]+)"/.exec(message.HTML)?.[1];
  if (!href) throw new Error(`no link in "${subject}" to ${to}`);
  return {link: href.replace(/&amp;/g, '&'), html: message.HTML};
}

/** How many emails the catcher holds for `to`. */
export async function emailCount(to: string) {
  const response = await fetch(`${E2E_MAIL_URL}/api/v1/messages?limit=1000`);
  const {messages} = await response.json<{messages: MailSummary[]}>();
  return messages.filter((message) => message.To.some((r) => r.Address === to)).length;
}

/** A confirmed account made straight through Auth (sign-up, then the emailed link), for journeys that start signed out. */
export async function createConfirmedAccount(email: string, password: string) {
  const headers = {apikey: ANON_KEY, 'Content-Type': 'application/json'};
  const signUp = await fetch(`${SUPABASE_URL}/auth/v1/signup`, {method: 'POST', headers, body: JSON.stringify({email, password})});
  expect(signUp.status, `sign-up of ${email}`).toBe(200);
  const tokenHash = new URL((await emailTo(email, 'Confirm Your Signup')).link).searchParams.get('token_hash');
  const verify = await fetch(`${SUPABASE_URL}/auth/v1/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({type: 'signup', token_hash: tokenHash}),
  });
  expect(verify.status, `confirmation of ${email}`).toBe(200);
}

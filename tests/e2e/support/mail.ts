import path from 'node:path';
import {readAuthEmailConfig} from '../../../local/supabase-api/emailTemplates.mjs';
import {ANON_KEY} from '../../../local/supabase-api/keys.mjs';
import {E2E_MAIL_URL} from '../../../playwright.config';
import {SUPABASE_URL, expect} from './fixtures';

/** The emails a hosted project set up from supabase/config.toml sends: their subjects and template files. */
const TEMPLATES = readAuthEmailConfig(path.resolve(import.meta.dirname, '../../../supabase')).templates;
export type AuthEmailKind = 'confirmation' | 'recovery';

function subjectOf(kind: AuthEmailKind) {
  const subject = TEMPLATES[kind]?.subject;
  if (!subject) throw new Error(`supabase/config.toml declares no subject for the ${kind} email`);
  return subject;
}

interface MailSummary {
  ID: string;
  To: {Address: string}[];
  Subject: string;
}

/**
 * The newest `kind` email to `to` from the stack's mail catcher (Mailpit's API), found by the subject
 * config.toml gives it, waiting for it to arrive, with the link to the shop it carries (as a mail client
 * follows it: entities decoded) and that link's text.
 */
export async function emailTo(to: string, kind: AuthEmailKind) {
  const subject = subjectOf(kind);
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
  const anchor = [...message.HTML.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].find(
    ([, href]) => !href?.startsWith('mailto:'),
  );
  if (!anchor?.[1]) throw new Error(`no link in "${subject}" to ${to}`);
  return {link: anchor[1].replace(/&amp;/g, '&'), linkText: anchor[2]?.trim() ?? '', html: message.HTML};
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
  const tokenHash = new URL((await emailTo(email, 'confirmation')).link).searchParams.get('token_hash');
  const verify = await fetch(`${SUPABASE_URL}/auth/v1/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({type: 'signup', token_hash: tokenHash}),
  });
  expect(verify.status, `confirmation of ${email}`).toBe(200);
}

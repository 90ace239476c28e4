// The database applies the same rules as the forms and the edge function, checked against the TypeScript
// that states them: the opt-out and newsletter schemas (app/lib/*Form.server.ts), findProhibitedClaims
// (supabase/functions/_shared/claims.ts). Then hostile bodies, seeded and reproducible
// (FUZZ_SEED=<n>), straight at the REST and RPC endpoints with the public key: nothing answers 5xx and
// nothing the forms would refuse is stored. Last, the sign-in form's throttle (migration 20261123180000).
import {createClient, type SupabaseClient} from '@supabase/supabase-js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ANON_KEY, SEED, SERVICE_ROLE_KEY, nodeClientOptions, startTestSupabaseApi} from '../../local/supabase-api/testing.mjs';
import {letterOrMarkRanges, letterRanges} from '../../scripts/unicode-name-class.mjs';
import {LOOK_ALIKES, normaliseClaimText} from '../../supabase/functions/_shared/claimText';
import {findProhibitedClaims} from '../../supabase/functions/_shared/claims';
import {ALLOWED_CLAIM_TEXTS} from '../../supabase/functions/improve-product-copy/claimExamples';
import {parseNewsletterForm} from '../../app/features/newsletter/newsletterForm.server';
import {parseOptOutForm} from '../../app/features/consent/optOutForm.server';
import {generator} from '../seededRandom';

const STARTUP_TIMEOUT_MS = 180_000;
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const FUZZ_REQUESTS = 300;

let api: Awaited<ReturnType<typeof startTestSupabaseApi>>;

async function sql<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
  return (await api.db.query<Row>(text, params)).rows;
}

beforeAll(async () => {
  api = await startTestSupabaseApi();
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await api?.dispose();
}, STARTUP_TIMEOUT_MS);

/** A phrase list both claim checkers must agree on, warning for warning. */
const CLAIM_PHRASES = [
  'Cures anxiety and cancer. FDA approved.',
  'Cure stress forever',
  'Cure stress forever with one capsule a day.',
  'Guaranteed to cure stress forever.',
  'Treats acne overnight.',
  'Helps prevent the common cold and flu.',
  'Eliminates anxiety',
  'Relieves joint pain fast',
  'Relieves pain and headaches in minutes',
  'A treatment for eczema and psoriasis',
  'Stops the pain of burns',
  'Our FDA-approved formula',
  'Approved by the FDA for daily use',
  'FDA cleared. fda Approved!',
  'A powerful anti-inflammatory serum',
  'Kills germs and bacteria',
  'Boosts collagen production while you sleep',
  'Detoxifies your body and balances hormones',
  'Medical-grade care for your skin',
  'Clinically proven to fix cortisol',
  'Clinically tested. A study found it gentle.',
  'Scientifically shown in trials.\nMedically proven',
  ...ALLOWED_CLAIM_TEXTS,
  'A miracle balm. Heals wounds and scars; fights infection.',
  'cure CURE Cure',
  'Eliminating acne, reversing hair loss and healing burns',
  '',
  'Rich, whipped shea that melts on contact and keeps skin soft through the coldest days.',
  // Claims hidden from a plain match: invisible characters, look-alike letters, fullwidth forms.
  'C\u200bures anxiety and insomnia.',
  'Cu\u00adres stress forever',
  'Tr\u2060eats a\u200dcne\ufeff overnight.',
  'Tr\u0435ats \u0430cne overnight.',
  '\u03a1revents the flu',
  '\uff23\uff55\uff52\uff45\uff53 anxiety',
  'Our FD\u0410\u200b-approved formula',
  'A \u202eclinically\u202c proven serum',
  'Cured\u200b for six weeks for a long-lasting bar',
];

/** Every character the function's normaliser drops, and a line of each look-alike letter. */
function claimTextSamples(): string[] {
  const invisible: string[] = [];
  for (let code = 0; code <= 0x10ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const char = String.fromCodePoint(code);
    if (/[\p{Cf}\p{Default_Ignorable_Code_Point}]/u.test(char)) invisible.push(char);
  }
  return [
    ...invisible.map((char) => `C${char}ures`),
    Object.values(LOOK_ALIKES).join(' '),
    '\uff23\uff55\uff52\uff45\uff53 \ufb01ghts\u00a0acne \u2460 \u33a1',
    'Rich, whipped shea \u2014 100 % natural, 4 oz (113 g).\nCured for six weeks.',
  ];
}

describe('the claim rules in SQL and in the edge function agree', () => {
  it.each(CLAIM_PHRASES.map((phrase) => [phrase]))('%j', async (phrase) => {
    const [row] = await sql<{problems: string[]}>(
      'select private.copy_claim_problems($1) as problems',
      [phrase],
    );
    expect(row!.problems).toEqual(findProhibitedClaims(phrase));
  });

  it('read copy the same way first: NFKC, no invisible characters, look-alikes as Latin letters', async () => {
    const samples = claimTextSamples();
    const rows = await sql<{normalised: string}>(
      'select private.claim_text(t) as normalised from unnest($1::text[]) with ordinality as s(t, n) order by n',
      [samples],
    );
    expect(rows.map((row) => row.normalised)).toEqual(samples.map(normaliseClaimText));
  });

  it('flags disease and drug claims that once reached live copy', async () => {
    for (const phrase of ['Cures anxiety and cancer. FDA approved.', 'Cure stress forever', 'C\u200bures anxiety and insomnia.']) {
      expect(findProhibitedClaims(phrase).length).toBeGreaterThan(0);
    }
  });
});

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

const NAMES = [
  'Ana',
  "O'Neil",
  "-'-",
  '-',
  "'",
  ' ’ - ',
  '\u0301'.repeat(10),
  'e\u0301',
  'O',
  'Mary-Jo',
  'Zoë',
  'José María',
  'D’Angelo',
  'Łukasz',
  '山田',
  'Nguyễn',
  'Ñandú',
  'a\u0301',
  '𝒜lice',
  '  Ana  ',
  '\u00a0Ana\u3000',
  '',
  '   ',
  'x'.repeat(50),
  'x'.repeat(51),
  '𝒜'.repeat(25),
  '𝒜'.repeat(26),
  '<img src=x onerror=alert(1)>',
  'Robert"); DROP TABLE privacy_requests;--',
  'Ana1',
  'Ana_Bell',
  'Ana.Bell',
  'Ana\tBell',
  'Ana\nBell',
  'Ana\u0000',
  '\u202Egnp.exe',
  '😀',
  'Ω≈ç√',
];

const EMAILS = [
  'ana@example.com',
  '  Ana.Garcia@Example.COM ',
  "o'neil+news@example.co.uk",
  'a@b.co',
  'a@b',
  'ana.@example.com',
  '.ana@example.com',
  'ana..bell@example.com',
  'ana@-example.com',
  'ana@example.c',
  'ana@example.123',
  '<script>alert(1)</script>@example.com',
  'ana@exa mple.com',
  'ana"@example.com',
  'ñ@example.com',
  '',
  '   ',
  `${'a'.repeat(243)}@example.com`,
  `${'a'.repeat(244)}@example.com`,
  'x'.repeat(300),
  'ana@example.com\u0000',
];

describe('the database functions and the forms refuse the same input with the same message', () => {
  it('opt-out names', async () => {
    for (const name of NAMES) {
      const parsed = parseOptOutForm(
        form({firstName: name, lastName: 'Bell', email: 'ana@example.com', state: 'Texas', optOutSale: 'on'}),
      );
      const [row] = await sql<{problem: string | null}>(
        `select private.person_name_problem($1, 'First') as problem`,
        [name.replaceAll('\u0000', '')],
      );
      const expected = parsed.ok ? null : parsed.fieldErrors.firstName ?? null;
      // Postgres text cannot hold NUL at all: a NUL never reaches the function (the API refuses it first).
      if (name.includes('\u0000')) expect(expected).not.toBeNull();
      else expect(row!.problem, JSON.stringify(name)).toBe(expected);
    }
  });

  it('opt-out e-mail', async () => {
    for (const email of EMAILS) {
      const parsed = parseOptOutForm(
        form({firstName: 'Ana', lastName: 'Bell', email, state: 'Texas', optOutSale: 'on'}),
      );
      const expected = parsed.ok ? null : parsed.fieldErrors.email ?? null;
      if (email.includes('\u0000')) {
        expect(expected).not.toBeNull();
        continue;
      }
      const [row] = await sql<{problem: string | null}>(
        'select private.opt_out_email_problem($1) as problem',
        [email],
      );
      expect(row!.problem, JSON.stringify(email)).toBe(expected);
    }
  });

  it('newsletter e-mail, and what is stored', async () => {
    for (const email of EMAILS) {
      if (email.includes('\u0000')) continue;
      const parsed = parseNewsletterForm(form({email}));
      const [row] = await sql<{problem: string | null; stored: string}>(
        'select private.newsletter_email_problem($1) as problem, lower(private.js_trim($1)) as stored',
        [email],
      );
      expect(row!.problem, JSON.stringify(email)).toBe(parsed.ok ? null : parsed.firstMessage);
      if (parsed.ok) expect(row!.stored).toBe(parsed.data.email);
    }
  });

  it('"letters" means the same code points: Unicode L and M, as the form’s \\p{L}\\p{M}', async () => {
    // Every code point of the Basic and Supplementary Multilingual Planes, then both sides of every range
    // boundary above them.
    const ranges = await sql<{first: number; last: number}>(
      `select min(code) as first, max(code) as last
         from (select code, code - row_number() over (order by code) as run
                 from generate_series(1, 131071) as code
                where code not between 55296 and 57343
                  and chr(code) ~ ('^[' || private.letter_or_mark_class() || ']$')) as letters
        group by run
        order by first`,
    );
    const expected = letterOrMarkRanges().filter(([first]) => first <= 0x1ffff);
    expect(ranges.map(({first, last}) => [first, Math.min(last, 0x1ffff)])).toEqual(
      expected.map(([first, last]) => [first, Math.min(last, 0x1ffff)]),
    );
    const edges = letterOrMarkRanges()
      .filter(([, last]) => last > 0x1ffff)
      .flatMap(([first, last]) => [first - 1, first, last, last + 1])
      .filter((code) => code > 0x1ffff && code <= 0x10ffff);
    const [row] = await sql<{verdicts: boolean[]}>(
      `select array_agg(chr(code) ~ ('^[' || private.letter_or_mark_class() || ']$') order by ordinality) as verdicts
         from unnest($1::int[]) with ordinality as code`,
      [edges],
    );
    expect(row!.verdicts).toEqual(edges.map((code) => /[\p{L}\p{M}]/u.test(String.fromCodePoint(code))));
  });
});

describe('a name needs a letter, in the database whoever writes', () => {
  const NO_LETTER = ["-'-", '-', '\u0301'.repeat(10)];
  const anon = {apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json'};
  const service = {
    apikey: SERVICE_ROLE_KEY,
    Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
    'Content-Type': 'application/json',
  };

  it('"letter" means the same code points as the form’s \\p{L}', async () => {
    const ranges = await sql<{first: number; last: number}>(
      `select min(code) as first, max(code) as last
         from (select code, code - row_number() over (order by code) as run
                 from generate_series(1, 131071) as code
                where code not between 55296 and 57343
                  and private.has_letter(chr(code))) as letters
        group by run
        order by first`,
    );
    const clip = (ranges: Array<[number, number]>) =>
      ranges.filter(([first]) => first <= 0x1ffff).map(([first, last]) => [first, Math.min(last, 0x1ffff)]);
    expect(ranges.map(({first, last}) => [first, Math.min(last, 0x1ffff)])).toEqual(clip(letterRanges()));
  });

  it('the request function answers with the form’s message, for each name', async () => {
    for (const name of NO_LETTER) {
      for (const [field, other] of [['_first_name', '_last_name'], ['_last_name', '_first_name']] as const) {
        const response = await fetch(`${api.url}/rest/v1/rpc/submit_privacy_request`, {
          method: 'POST',
          headers: anon,
          body: JSON.stringify({
            [field]: name,
            [other]: 'Bell',
            _email: 'no-letter@example.com',
            _state: 'Texas',
            _opt_out_sale: true,
            _opt_out_targeted_ads: false,
          }),
        });
        expect(response.status, JSON.stringify(name)).toBe(400);
        const label = field === '_first_name' ? 'First' : 'Last';
        expect(await response.json()).toMatchObject({message: `${label} name must contain at least one letter`});
      }
    }
  });

  it('the table refuses such a row even from the service role', async () => {
    for (const name of NO_LETTER) {
      for (const column of ['first_name', 'last_name']) {
        const response = await fetch(`${api.url}/rest/v1/privacy_requests`, {
          method: 'POST',
          headers: service,
          body: JSON.stringify({
            first_name: 'Ana',
            last_name: 'Bell',
            [column]: name,
            email: 'no-letter-direct@example.com',
            state: 'Texas',
            opt_out_sale: true,
          }),
        });
        expect(response.status, `${column} ${JSON.stringify(name)}`).toBe(400);
        expect(await response.json()).toMatchObject({code: '23514'});
      }
    }
    const stored = await sql(`select 1 from public.privacy_requests where email like 'no-letter%'`);
    expect(stored).toEqual([]);
  });
});

const HOSTILE: readonly unknown[] = [
  '',
  ' ',
  'a'.repeat(100_000),
  '😀'.repeat(2_000),
  '\u202Egnp.exe',
  "' OR '1'='1' --",
  "'; DROP TABLE newsletter_subscribers; --",
  'robert"); select pg_sleep(5); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src=x onerror=alert(1)>@example.com',
  '"><script>alert(1)</script>@example.com',
  'javascript:alert(1)',
  '%00%0d%0aSet-Cookie:%20x=1',
  '\r\nX-Injected: 1',
  '-1',
  '1e309',
  'NaN',
  'true',
  'null',
  'yes',
  'approve',
  '00000000-0000-0000-0000-000000000000',
  'c0de0000-0000-4000-8000-000000000004',
  'a1d00000-0000-4000-8000-000000000001',
  'admin',
  'user@',
  'a@b',
  `${'x'.repeat(250)}@example.com`,
  'Atlantis',
  0,
  -1,
  1e308,
  true,
  false,
  null,
  [],
  [1, {a: 2}],
  {$gt: ''},
  {nested: {deeper: ['<script>']}},
];

/** Values the forms accept, so that some hostile bodies are otherwise valid and do reach the tables. */
const PLAUSIBLE: Record<string, readonly unknown[]> = {
  _first_name: ['Ana', 'Zoë', "O'Neil"],
  _last_name: ['Bell', 'Mary-Jo', 'D’Angelo'],
  _email: ['fuzz@example.com', ' Fuzz.Two@Example.com ', "o'neil@example.co.uk"],
  _state: ['Texas', 'New Jersey'],
  _opt_out_sale: [true, false],
  _opt_out_targeted_ads: [true, false],
  _source: ['home', 'newsletter-page', 'footer'],
  _id: ['c0de0000-0000-4000-8000-000000000004', 'c0de0000-0000-4000-8000-000000000002'],
  _decision: ['approve', 'reject'],
  _user_id: ['a1d00000-0000-4000-8000-000000000001'],
  _role: ['admin', 'user'],
};

interface Target {
  method: 'POST' | 'PATCH';
  path: string;
  fields: readonly string[];
}

const TARGETS: readonly Target[] = [
  {method: 'POST', path: '/rest/v1/rpc/subscribe_to_newsletter', fields: ['_email', '_source']},
  {
    method: 'POST',
    path: '/rest/v1/rpc/submit_privacy_request',
    fields: ['_first_name', '_last_name', '_email', '_state', '_opt_out_sale', '_opt_out_targeted_ads'],
  },
  {method: 'POST', path: '/rest/v1/rpc/has_role', fields: ['_user_id', '_role']},
  {method: 'POST', path: '/rest/v1/rpc/review_product_copy_override', fields: ['_id', '_decision']},
  {
    method: 'POST',
    path: '/rest/v1/newsletter_subscribers',
    fields: ['email', 'source', 'id', 'created_at'],
  },
  {
    method: 'POST',
    path: '/rest/v1/privacy_requests',
    fields: ['first_name', 'last_name', 'email', 'state', 'opt_out_sale', 'opt_out_targeted_ads', 'gpc'],
  },
  {
    method: 'PATCH',
    path: '/rest/v1/product_copy_overrides?id=eq.c0de0000-0000-4000-8000-000000000004',
    fields: ['override_active', 'review_status', 'marketing_hook', 'reviewed_by'],
  },
  {
    method: 'POST',
    path: '/rest/v1/live_product_copy',
    fields: ['product_handle', 'marketing_hook', 'marketing_benefits'],
  },
];

function hostileRequest(target: Target, random: ReturnType<typeof generator>) {
  const headers: Record<string, string> = {
    apikey: ANON_KEY,
    Authorization: `Bearer ${ANON_KEY}`,
    'Content-Type': 'application/json',
  };
  if (random.next() < 0.3) headers['Sec-GPC'] = random.pick(['1', '0', ' 1 ', 'true']);
  if (random.next() < 0.2) headers.Prefer = random.pick(['return=representation', 'tx=rollback', 'params=single-object']);
  const roll = random.next();
  let body: string;
  if (roll < 0.08) {
    body = random.pick(['{"_email": ', '[]', '"just a string"', '[{"a":1},{"b":2}]', 'null', '{}']);
  } else {
    const object: Record<string, unknown> = {};
    for (const field of target.fields) {
      const chance = random.next();
      if (chance < 0.45) object[field] = random.pick(PLAUSIBLE[field] ?? HOSTILE);
      else if (chance < 0.9) object[field] = random.pick(HOSTILE);
    }
    if (random.next() < 0.15) object[random.pick(['gpc', 'created_at', 'id', 'submission_count'])] = random.pick(HOSTILE);
    body = JSON.stringify(object);
  }
  return {headers, body};
}

describe('hostile bodies straight at the REST and RPC endpoints', () => {
  it(`store nothing the forms would refuse and never answer 5xx (seed ${FUZZ_SEED})`, async () => {
    const service = {apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`};
    const read = async (path: string) => {
      const response = await fetch(`${api.url}${path}`, {headers: service});
      expect(response.status).toBe(200);
      return response.json<Array<Record<string, unknown>>>();
    };
    const overridesBefore = await read('/rest/v1/product_copy_overrides?select=*&order=id');
    const random = generator(FUZZ_SEED);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < FUZZ_REQUESTS; i++) {
      const target = TARGETS[i % TARGETS.length]!;
      const {headers, body} = hostileRequest(target, random);
      const response = await fetch(`${api.url}${target.path}`, {method: target.method, headers, body});
      const text = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const summary = `${target.method} ${target.path} ${body.slice(0, 160)}`;
      if (response.status >= 500) failures.push(`${summary} → ${response.status}: ${text.slice(0, 200)}`);
      else if (response.status >= 400) {
        const error = JSON.parse(text) as Record<string, unknown>;
        if (typeof error.code !== 'string' || typeof error.message !== 'string')
          failures.push(`${summary} → ${response.status} without a PostgREST error body`);
      }
    }
    expect(failures, `seed ${FUZZ_SEED}`).toEqual([]);
    // The mix reached both outcomes: some bodies were stored, most were refused.
    expect(statuses.get(204) ?? 0).toBeGreaterThan(0);
    expect([...statuses.keys()].some((status) => status >= 400)).toBe(true);

    for (const row of await read('/rest/v1/newsletter_subscribers?select=*')) {
      const parsed = parseNewsletterForm(form({email: String(row.email)}));
      expect(parsed, JSON.stringify(row)).toMatchObject({ok: true, data: {email: row.email}});
      expect(['home', 'newsletter-page', 'website']).toContain(row.source);
    }
    for (const row of await read('/rest/v1/privacy_requests?select=*')) {
      const parsed = parseOptOutForm(
        form({
          firstName: String(row.first_name),
          lastName: String(row.last_name),
          email: String(row.email),
          state: String(row.state),
          ...(row.opt_out_sale ? {optOutSale: 'on'} : {}),
          ...(row.opt_out_targeted_ads ? {optOutTargetedAds: 'on'} : {}),
        }),
      );
      expect(parsed, JSON.stringify(row)).toMatchObject({
        ok: true,
        data: {firstName: row.first_name, lastName: row.last_name, email: row.email},
      });
    }
    // Nothing reached the review state or the copy.
    expect(await read('/rest/v1/product_copy_overrides?select=*&order=id')).toEqual(overridesBefore);
  });
});

const client = (server: typeof api): SupabaseClient =>
  createClient(server.url, ANON_KEY, {...nodeClientOptions});

describe('the shop sign-in throttle (database functions)', () => {
  const emailKey = `email:${'a'.repeat(64)}`;
  const ipKey = `ip:${'b'.repeat(64)}`;

  it('lets 5 attempts through, then asks for a growing wait, and locks from the 10th for 15 minutes', async () => {
    const anon = client(api);
    for (let i = 0; i < 5; i += 1) {
      const {data, error} = await anon.rpc('claim_sign_in_attempt', {_email_key: emailKey, _ip_key: ipKey});
      expect(error).toBeNull();
      expect(data, `attempt ${i + 1}`).toBe(0);
    }
    const sixth = await anon.rpc('claim_sign_in_attempt', {_email_key: emailKey, _ip_key: ipKey});
    expect(sixth.data).toBe(1);

    await api.db.query(`update private.sign_in_attempts set last_attempt_at = now() - interval '2 seconds' where key = $1`, [emailKey]);
    expect((await anon.rpc('claim_sign_in_attempt', {_email_key: emailKey})).data).toBe(0);
    const seventh = await anon.rpc('claim_sign_in_attempt', {_email_key: emailKey});
    expect(seventh.data).toBe(2);

    await api.db.query(`update private.sign_in_attempts set attempts = 10 where key = $1`, [emailKey]);
    const locked = await anon.rpc('claim_sign_in_attempt', {_email_key: emailKey});
    expect(locked.data).toBeGreaterThan(14 * 60);
    expect(locked.data).toBeLessThanOrEqual(15 * 60);

    // After the window the counter starts again.
    await api.db.query(`update private.sign_in_attempts set last_attempt_at = now() - interval '16 minutes' where key = $1`, [emailKey]);
    expect((await anon.rpc('claim_sign_in_attempt', {_email_key: emailKey})).data).toBe(0);
  });

  it('keeps the counters out of reach: no table access, malformed keys refused, clearing needs a signed-in user', async () => {
    const anon = client(api);
    const direct = await anon.from('sign_in_attempts' as never).select('*');
    expect(direct.error).not.toBeNull();
    const bad = await anon.rpc('claim_sign_in_attempt', {_email_key: 'email:not-hex'});
    expect(bad.error).toMatchObject({code: '22023'});

    const clear = await anon.rpc('sign_in_succeeded', {_email_key: emailKey});
    expect(clear.error).not.toBeNull();

    const shopper = client(api);
    expect((await shopper.auth.signInWithPassword(SEED.shopper)).error).toBeNull();
    expect((await shopper.rpc('sign_in_succeeded', {_email_key: emailKey, _ip_key: ipKey})).error).toBeNull();
    const {rows} = await api.db.query<{key: string}>(`select key from private.sign_in_attempts where key = $1`, [emailKey]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a direct insert with the public key, whichever schema it names: only the functions write', async () => {
    const key = `email:${'e'.repeat(64)}`;
    const anonHeaders = {apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json'};
    for (const profile of [undefined, 'private', 'public']) {
      const response = await fetch(`${api.url}/rest/v1/sign_in_attempts`, {
        method: 'POST',
        headers: profile ? {...anonHeaders, 'Content-Profile': profile} : anonHeaders,
        body: JSON.stringify({key, attempts: 0, last_attempt_at: '2000-01-01T00:00:00Z'}),
      });
      expect(response.status, `Content-Profile ${profile ?? 'none'}`).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    const {rows} = await api.db.query(`select key from private.sign_in_attempts where key = $1`, [key]);
    expect(rows).toHaveLength(0);
    const {rows: grants} = await api.db.query<{grantee: string}>(
      `select grantee from information_schema.role_table_grants
        where table_schema = 'private' and table_name = 'sign_in_attempts' and grantee in ('anon', 'authenticated')`,
    );
    expect(grants).toEqual([]);
  });

  it('counts concurrent attempts one by one', async () => {
    const key = `email:${'c'.repeat(64)}`;
    const answers = await Promise.all(
      Array.from({length: 8}, () => client(api).rpc('claim_sign_in_attempt', {_email_key: key}).then((r) => r.data)),
    );
    expect(answers.filter((wait) => wait === 0)).toHaveLength(5);
  });
});

// Who may do what to which table and function, through the real supabase-js client against the local
// Supabase API (PGlite running supabase/migrations with RLS and grants exactly as hosted Postgres would):
// every role x relation x operation, every role x function, and the ways around the review and the forms'
// rules that must stay shut.
import type {SupabaseClient} from '@supabase/supabase-js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ANON_KEY, SEED, keyClient, readOverride, seededClients, startTestSupabaseApi} from '../../local/supabase-api/testing.mjs';
import {NEWSLETTER_MESSAGES} from '../../app/features/newsletter/newsletterForm';
import {OPT_OUT_MESSAGES} from '../../app/features/consent/optOutForm';

type Role = 'anon' | 'shopper' | 'admin' | 'service';
type Relation =
  | 'product_copy_overrides'
  | 'live_product_copy'
  | 'newsletter_subscribers'
  | 'privacy_requests'
  | 'user_roles';
type Operation = 'select' | 'insert' | 'update' | 'delete';
/** rows: how many rows the call returned or affected; denied: the Postgres error and HTTP status. */
type Outcome = {rows: number} | {denied: '42501'; status: 401 | 403};

const DENIED_ANON: Outcome = {denied: '42501', status: 401};
const DENIED_USER: Outcome = {denied: '42501', status: 403};
/** Refused to everyone but service_role, as PostgREST answers each. */
const ONLY_SERVICE = (service: Outcome) => ({
  anon: DENIED_ANON,
  shopper: DENIED_USER,
  admin: DENIED_USER,
  service,
});

// Starting PGlite (WASM Postgres) takes seconds, far more on a busy 2-core machine.
const STARTUP_TIMEOUT_MS = 180_000;

let api: Awaited<ReturnType<typeof startTestSupabaseApi>>;
let clients: Record<Role, SupabaseClient>;
let bystanderId = '';
let sequence = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${++sequence}`;

/** An opt-out as the table stores it (service_role writes the table directly). */
function privacyRequest() {
  return {
    first_name: 'Ana',
    last_name: "O'Neil",
    email: `${unique('optout')}@example.com`,
    state: 'Oregon',
    opt_out_sale: true,
    opt_out_targeted_ads: false,
  };
}

/** The same opt-out as the RPC takes it. */
function privacyRequestArgs() {
  return {
    _first_name: 'Ana',
    _last_name: "O'Neil",
    _email: `${unique('optout')}@example.com`,
    _state: 'Oregon',
    _opt_out_sale: true,
    _opt_out_targeted_ads: false,
  };
}

function overrideRow() {
  return {
    product_handle: 'lavender-oat-soap',
    marketing_hook: 'A test hook',
    marketing_benefits: 'One\nTwo',
    marketing_perfect_for: 'Tests',
    confidence_score: 0.5,
  };
}

/** A new pending, inactive override for `handle`, inserted with the service role; returns its id. */
async function pendingOverride(handle: string, copy: Partial<ReturnType<typeof overrideRow>> = {}) {
  const {data, error} = await clients.service
    .from('product_copy_overrides')
    .insert({...overrideRow(), ...copy, product_handle: handle})
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

/** Inserts a row with the service role and returns its id (targets for update/delete cells). */
async function serviceRow(table: Exclude<Relation, 'live_product_copy'>): Promise<string> {
  const rows: Record<typeof table, () => Record<string, unknown>> = {
    product_copy_overrides: overrideRow,
    newsletter_subscribers: () => ({email: `${unique('target')}@example.com`}),
    privacy_requests: privacyRequest,
    user_roles: () => ({user_id: bystanderId, role: 'user'}),
  };
  if (table === 'user_roles') {
    await clients.service.from('user_roles').delete().eq('user_id', bystanderId);
  }
  const {data, error} = await clients.service
    .from(table)
    .insert(rows[table]())
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

interface CallResult {
  data: unknown;
  error: {code: string; message: string} | null;
  status: number;
}
type Cell = (client: SupabaseClient, role: Role) => PromiseLike<CallResult>;

/** The full override row as service_role reads it (to prove a refused write changed nothing). */
const overrideState = (id: string) => readOverride(clients.service, id);

const calls: Record<Relation, Record<Operation, Cell>> = {
  product_copy_overrides: {
    select: (client) => client.from('product_copy_overrides').select('id'),
    insert: (client) => client.from('product_copy_overrides').insert(overrideRow()),
    // A pending override's copy changes only through edit_product_copy_override, even for
    // service_role: the record of who edited what must not be skipped.
    update: (client) =>
      client
        .from('product_copy_overrides')
        .update({marketing_perfect_for: 'Edited in the RLS matrix'})
        .eq('id', SEED.overrides.sheaPendingLow)
        .select('id'),
    delete: async (client, role) => {
      const id =
        role === 'service'
          ? await serviceRow('product_copy_overrides')
          : SEED.overrides.ashwagandhaRejected;
      return client.from('product_copy_overrides').delete().eq('id', id).select('id');
    },
  },
  live_product_copy: {
    select: (client) => client.from('live_product_copy').select('*'),
    insert: (client) =>
      client
        .from('live_product_copy')
        .insert({product_handle: 'lavender-oat-soap', marketing_hook: 'Through the view'}),
    update: (client) =>
      client
        .from('live_product_copy')
        .update({marketing_hook: 'Cures anxiety and cancer. FDA approved.'})
        .eq('product_handle', 'lavender-oat-soap')
        .select('product_handle'),
    delete: (client) =>
      client
        .from('live_product_copy')
        .delete()
        .eq('product_handle', 'lavender-oat-soap')
        .select('product_handle'),
  },
  newsletter_subscribers: {
    select: (client) => client.from('newsletter_subscribers').select('*'),
    insert: (client) =>
      client
        .from('newsletter_subscribers')
        .insert({email: `${unique('subscriber')}@example.com`, source: 'home'}),
    update: async (client) => {
      const id = await serviceRow('newsletter_subscribers');
      return client
        .from('newsletter_subscribers')
        .update({source: 'website'})
        .eq('id', id)
        .select('id');
    },
    delete: async (client) => {
      const id = await serviceRow('newsletter_subscribers');
      return client.from('newsletter_subscribers').delete().eq('id', id).select('id');
    },
  },
  privacy_requests: {
    select: (client) => client.from('privacy_requests').select('*'),
    insert: (client) => client.from('privacy_requests').insert(privacyRequest()),
    update: async (client) => {
      const id = await serviceRow('privacy_requests');
      return client.from('privacy_requests').update({state: 'Texas'}).eq('id', id).select('id');
    },
    delete: async (client) => {
      const id = await serviceRow('privacy_requests');
      return client.from('privacy_requests').delete().eq('id', id).select('id');
    },
  },
  user_roles: {
    select: (client) => client.from('user_roles').select('*'),
    insert: async (client, role) => {
      if (role === 'service')
        await clients.service.from('user_roles').delete().eq('user_id', bystanderId);
      return client.from('user_roles').insert({user_id: bystanderId, role: 'user'});
    },
    update: async (client) => {
      const id = await serviceRow('user_roles');
      return client.from('user_roles').update({role: 'user'}).eq('id', id).select('id');
    },
    delete: async (client) => {
      const id = await serviceRow('user_roles');
      return client.from('user_roles').delete().eq('id', id).select('id');
    },
  },
};

const ok = (rows: number): Outcome => ({rows});

// Selects run first, against the seed plus the rows beforeAll adds: 6 overrides (1 active), 1 subscriber,
// 1 privacy request, 3 role rows. Anonymous and signed-in shoppers read live copy through the view only;
// the two request tables are written through their RPCs only (see the function matrix).
const matrix: Record<Relation, Record<Operation, Record<Role, Outcome>>> = {
  product_copy_overrides: {
    select: {anon: DENIED_ANON, shopper: ok(0), admin: ok(6), service: ok(6)},
    insert: ONLY_SERVICE(ok(0)),
    update: ONLY_SERVICE(DENIED_USER),
    delete: ONLY_SERVICE(ok(1)),
  },
  live_product_copy: {
    select: {anon: ok(1), shopper: ok(1), admin: ok(1), service: ok(1)},
    insert: ONLY_SERVICE(DENIED_USER),
    update: ONLY_SERVICE(DENIED_USER),
    delete: ONLY_SERVICE(DENIED_USER),
  },
  newsletter_subscribers: {
    select: ONLY_SERVICE(ok(1)),
    insert: ONLY_SERVICE(ok(0)),
    update: ONLY_SERVICE(ok(1)),
    delete: ONLY_SERVICE(ok(1)),
  },
  privacy_requests: {
    select: ONLY_SERVICE(ok(1)),
    insert: ONLY_SERVICE(ok(0)),
    update: ONLY_SERVICE(ok(1)),
    delete: ONLY_SERVICE(ok(1)),
  },
  user_roles: {
    select: ONLY_SERVICE(ok(3)),
    insert: ONLY_SERVICE(ok(0)),
    update: ONLY_SERVICE(ok(1)),
    delete: ONLY_SERVICE(ok(1)),
  },
};

type FunctionName =
  | 'has_role (own id)'
  | 'has_role (another id)'
  | 'review_product_copy_override'
  | 'subscribe_to_newsletter'
  | 'submit_privacy_request';
/** value: the call succeeded with this result (undefined: 204, no body); denied: code, status, message. */
type FunctionOutcome =
  | {value: unknown; status: 200 | 204}
  | {denied: '42501'; status: 401 | 403; message: string};

const ownId = (role: Role) => (role === 'admin' ? SEED.admin.id : SEED.shopper.id);

const functionCalls: Record<FunctionName, Cell> = {
  // Each caller asks about itself (anon and service_role have no id: they ask about the shopper).
  'has_role (own id)': (client, role) =>
    client.rpc('has_role', {_user_id: ownId(role), _role: role === 'admin' ? 'admin' : 'user'}),
  // ...and about someone else who does hold the role asked about.
  'has_role (another id)': (client, role) =>
    role === 'admin'
      ? client.rpc('has_role', {_user_id: SEED.shopper.id, _role: 'user'})
      : client.rpc('has_role', {_user_id: SEED.admin.id, _role: 'admin'}),
  review_product_copy_override: async (client) =>
    client.rpc('review_product_copy_override', {
      _id: await pendingOverride('calendula-day-cream'),
      _decision: 'reject',
    }),
  subscribe_to_newsletter: (client) =>
    client.rpc('subscribe_to_newsletter', {_email: `${unique('rpc')}@example.com`, _source: 'home'}),
  submit_privacy_request: (client) => client.rpc('submit_privacy_request', privacyRequestArgs()),
};

const permissionDenied = (fn: string) => `permission denied for function ${fn}`;
const ADMINS_ONLY = 'Only admins may review product copy overrides';

const functionMatrix: Record<FunctionName, Record<Role, FunctionOutcome>> = {
  'has_role (own id)': {
    anon: {denied: '42501', status: 401, message: permissionDenied('has_role')},
    shopper: {value: true, status: 200},
    admin: {value: true, status: 200},
    service: {value: true, status: 200},
  },
  'has_role (another id)': {
    anon: {denied: '42501', status: 401, message: permissionDenied('has_role')},
    shopper: {value: false, status: 200},
    admin: {value: false, status: 200},
    service: {value: true, status: 200},
  },
  review_product_copy_override: {
    anon: {denied: '42501', status: 401, message: permissionDenied('review_product_copy_override')},
    shopper: {denied: '42501', status: 403, message: ADMINS_ONLY},
    admin: {value: expect.objectContaining({review_status: 'rejected'}), status: 200},
    service: {denied: '42501', status: 403, message: ADMINS_ONLY},
  },
  subscribe_to_newsletter: {
    anon: {value: null, status: 204},
    shopper: {value: null, status: 204},
    admin: {value: null, status: 204},
    service: {value: null, status: 204},
  },
  submit_privacy_request: {
    anon: {value: null, status: 204},
    shopper: {value: null, status: 204},
    admin: {value: null, status: 204},
    service: {value: null, status: 204},
  },
};

beforeAll(async () => {
  api = await startTestSupabaseApi();
  clients = await seededClients(api.url);

  const bystander = keyClient(api.url, ANON_KEY);
  const {data, error} = await bystander.auth.signUp({
    email: 'bystander@example.com',
    password: 'bystander-pass',
  });
  if (error || !data.user) throw error ?? new Error('sign-up returned no user');
  bystanderId = data.user.id;

  const seeded = await Promise.all([
    clients.service
      .from('newsletter_subscribers')
      .insert({email: 'seeded@example.com', source: 'home'}),
    clients.service.from('privacy_requests').insert(privacyRequest()),
    clients.service.from('user_roles').insert({user_id: bystanderId, role: 'user'}),
  ]);
  for (const result of seeded) if (result.error) throw result.error;
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await api?.dispose();
}, STARTUP_TIMEOUT_MS);

const roles: Role[] = ['anon', 'shopper', 'admin', 'service'];

describe('RLS matrix', () => {
  const operations: Operation[] = ['select', 'insert', 'update', 'delete'];
  for (const operation of operations) {
    for (const relation of Object.keys(matrix) as Relation[]) {
      for (const role of roles) {
        const expected = matrix[relation][operation][role];
        const label =
          'denied' in expected ? `denied (${expected.status})` : `${expected.rows} row(s)`;
        it(`${role} ${operation} ${relation}: ${label}`, async () => {
          const result = await calls[relation][operation](clients[role], role);
          if ('denied' in expected) {
            expect(result.error?.code).toBe(expected.denied);
            expect(result.status).toBe(expected.status);
            expect(result.data).toBeNull();
          } else {
            expect(result.error).toBeNull();
            const rows = Array.isArray(result.data) ? result.data.length : 0;
            expect(rows).toBe(expected.rows);
            expect(result.status).toBe(operation === 'insert' ? 201 : 200);
          }
        });
      }
    }
  }
});

describe('function matrix', () => {
  for (const fn of Object.keys(functionMatrix) as FunctionName[]) {
    for (const role of roles) {
      const expected = functionMatrix[fn][role];
      const label = 'denied' in expected ? `denied (${expected.status})` : `${expected.status}`;
      it(`${role} calls ${fn}: ${label}`, async () => {
        const result = await functionCalls[fn](clients[role], role);
        if ('denied' in expected) {
          expect(result.error).toMatchObject({code: expected.denied, message: expected.message});
          expect(result.status).toBe(expected.status);
        } else {
          expect(result.error).toBeNull();
          expect(result.status).toBe(expected.status);
          expect(result.data).toEqual(expected.value);
        }
      });
    }
  }
});

describe('what the policies prove', () => {
  it('shoppers read live copy through the view: four columns, active rows only', async () => {
    for (const role of ['anon', 'shopper'] as const) {
      const {data, error} = await clients[role].from('live_product_copy').select('*');
      expect(error).toBeNull();
      expect(data).toEqual([
        expect.objectContaining({product_handle: 'lavender-oat-soap'}),
      ]);
      expect(Object.keys(data![0]).sort()).toEqual([
        'marketing_benefits',
        'marketing_hook',
        'marketing_perfect_for',
        'product_handle',
      ]);
      // Who reviewed it, when, and what was rejected are not theirs to read, by any spelling.
      const reviewer = await clients[role].from('live_product_copy').select('reviewed_by');
      expect(reviewer.error?.code).toBe('42703');
      expect(reviewer.status).toBe(400);
    }
    const table = await clients.anon
      .from('product_copy_overrides')
      .select('reviewed_by')
      .eq('override_active', true);
    expect(table.error?.code).toBe('42501');
    const shopperTable = await clients.shopper
      .from('product_copy_overrides')
      .select('reviewed_by, review_status');
    expect(shopperTable).toMatchObject({error: null, data: []});
  });

  it('select=* on a relation with a column the caller may not read is refused, as PostgREST does', async () => {
    // PostgREST sends `select=*` to Postgres as `*`, which needs every column: it is not narrowed to the
    // granted ones. The stand-in does the same; shown here on a column grant made for the test only.
    await api.db.exec(`create table public.column_grant_probe (id int primary key, open text, secret text);
      insert into public.column_grant_probe values (1, 'visible', 'hidden');
      revoke all on public.column_grant_probe from anon, authenticated;
      grant select (id, open) on public.column_grant_probe to anon;`);
    try {
      await api.reloadSchema(); // PostgREST's `NOTIFY pgrst, 'reload schema'`
      const headers = {apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`};
      const star = await fetch(`${api.url}/rest/v1/column_grant_probe?select=*`, {headers});
      expect(star.status).toBe(401);
      expect(await star.json()).toMatchObject({code: '42501'});
      const named = await fetch(`${api.url}/rest/v1/column_grant_probe?select=id,open`, {headers});
      expect(await named.json()).toEqual([{id: 1, open: 'visible'}]);
    } finally {
      await api.db.exec('drop table public.column_grant_probe');
      await api.reloadSchema();
    }
  });

  it('the request tables are written only through their functions, which take no gpc, id or date', async () => {
    for (const extra of [{gpc: true}, {_gpc: true}, {created_at: '2001-01-01T00:00:00Z'}, {id: 1}]) {
      const result = await clients.anon.rpc('submit_privacy_request', {
        ...privacyRequestArgs(),
        ...extra,
      });
      expect(result.error?.code).toBe('PGRST202');
      expect(result.status).toBe(404);
    }
    const direct = await clients.anon
      .from('privacy_requests')
      .insert({...privacyRequest(), gpc: true});
    expect(direct.error?.code).toBe('42501');
    expect(direct.status).toBe(401);
  });

  it('the functions refuse what the forms refuse, with the forms’ messages (400)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{_first_name: '<img src=x onerror=alert(1)>'}, OPT_OUT_MESSAGES.firstNameCharacters],
      [{_last_name: ''}, OPT_OUT_MESSAGES.lastNameRequired],
      [{_first_name: 'x'.repeat(51)}, OPT_OUT_MESSAGES.firstNameTooLong],
      [{_email: '<script>alert(1)</script>@example.com'}, OPT_OUT_MESSAGES.emailInvalid],
      [{_email: `${'x'.repeat(250)}@example.com`}, OPT_OUT_MESSAGES.emailTooLong],
      [{_state: 'Ohio'}, OPT_OUT_MESSAGES.stateRequired],
      [{_opt_out_sale: false, _opt_out_targeted_ads: false}, OPT_OUT_MESSAGES.atLeastOne],
    ];
    for (const [change, message] of cases) {
      const result = await clients.anon.rpc('submit_privacy_request', {
        ...privacyRequestArgs(),
        ...change,
      });
      expect(result.error).toMatchObject({code: '22023', message});
      expect(result.status).toBe(400);
    }
    const newsletter = await clients.anon.rpc('subscribe_to_newsletter', {
      _email: '"><script>alert(1)</script>@example.com',
    });
    expect(newsletter.error).toMatchObject({code: '22023', message: NEWSLETTER_MESSAGES.invalid});
  });

  it('service_role and SQL writes are held to the same rules by CHECK constraints', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['privacy_requests_first_name_as_form', {first_name: '<img src=x onerror=alert(1)>'}],
      ['privacy_requests_last_name_as_form', {last_name: 'Robert"); DROP TABLE--'}],
      ['privacy_requests_email_as_form', {email: 'a<script>@example.com'}],
      ['privacy_requests_state', {state: 'Atlantis'}],
      ['privacy_requests_at_least_one_opt_out', {opt_out_sale: false, opt_out_targeted_ads: false}],
    ];
    for (const [constraint, change] of cases) {
      const {error, status} = await clients.service
        .from('privacy_requests')
        .insert({...privacyRequest(), ...change});
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain(constraint);
      expect(status).toBe(400);
    }
    const newsletter = await clients.service
      .from('newsletter_subscribers')
      .insert({email: '<img/src=x/onerror=alert(1)>@example.com'});
    expect(newsletter.error?.message).toContain('newsletter_subscribers_email_as_form');
  });

  it('newsletter sign-up answers the same for a member and a new address (no oracle)', async () => {
    const member = `${unique('member')}@example.com`;
    const answers = [];
    for (const email of [member, member.toUpperCase(), ` ${member} `, `${unique('new')}@example.com`]) {
      const {data, error, status} = await clients.anon.rpc('subscribe_to_newsletter', {
        _email: email,
        _source: 'newsletter-page',
      });
      answers.push({data, error, status});
    }
    expect(answers).toEqual(Array(4).fill({data: null, error: null, status: 204}));
    const {data} = await clients.service
      .from('newsletter_subscribers')
      .select('email, source')
      .eq('email', member);
    expect(data).toEqual([{email: member, source: 'newsletter-page'}]);
  });

  it('identical opt-outs on one day, even concurrent, count up one record', async () => {
    const request = privacyRequestArgs();
    const results = await Promise.all(
      Array.from({length: 10}, (_, i) =>
        clients.anon.rpc('submit_privacy_request', {
          ...request,
          // The same request however it is typed: case and surrounding spaces do not make a new one.
          _email: i % 2 ? request._email.toUpperCase() : ` ${request._email}`,
        }),
      ),
    );
    for (const result of results) expect(result).toMatchObject({error: null, status: 204});
    const {data} = await clients.service
      .from('privacy_requests')
      .select('email, submission_count, gpc')
      .ilike('email', request._email);
    expect(data).toEqual([{email: request._email, submission_count: 10, gpc: false}]);

    // A different choice of options is a different request.
    await clients.anon.rpc('submit_privacy_request', {...request, _opt_out_targeted_ads: true});
    const after = await clients.service
      .from('privacy_requests')
      .select('submission_count')
      .ilike('email', request._email)
      .order('submission_count');
    expect(after.data).toEqual([{submission_count: 1}, {submission_count: 10}]);
  });

  it('gpc is what the request’s Sec-GPC header says, never the body', async () => {
    const call = (args: Record<string, unknown>, headers: Record<string, string>) =>
      fetch(`${api.url}/rest/v1/rpc/submit_privacy_request`, {
        method: 'POST',
        headers: {
          apikey: ANON_KEY,
          Authorization: `Bearer ${ANON_KEY}`,
          'Content-Type': 'application/json',
          ...headers,
        },
        body: JSON.stringify(args),
      });
    const withSignal = privacyRequestArgs();
    expect((await call(withSignal, {'Sec-GPC': '1'})).status).toBe(204);
    const without = privacyRequestArgs();
    expect((await call(without, {'Sec-GPC': '0'})).status).toBe(204);
    expect((await call({...privacyRequestArgs(), gpc: true}, {})).status).toBe(404);
    const {data} = await clients.service
      .from('privacy_requests')
      .select('email, gpc')
      .in('email', [withSignal._email, without._email])
      .order('gpc');
    expect(data).toEqual([
      {email: without._email, gpc: false},
      {email: withSignal._email, gpc: true},
    ]);
  });

  it('has_role confirms nothing about other ids and never exposes user_roles', async () => {
    const aboutAdmin = await clients.shopper.rpc('has_role', {_user_id: SEED.admin.id, _role: 'admin'});
    expect(aboutAdmin).toMatchObject({data: false, error: null, status: 200});
    const aboutShopper = await clients.admin.rpc('has_role', {_user_id: SEED.shopper.id, _role: 'user'});
    expect(aboutShopper).toMatchObject({data: false, error: null});
    const own = await clients.admin.rpc('has_role', {_user_id: SEED.admin.id, _role: 'admin'});
    expect(own).toMatchObject({data: true, error: null});
    const ownNot = await clients.shopper.rpc('has_role', {_user_id: SEED.shopper.id, _role: 'admin'});
    expect(ownNot).toMatchObject({data: false, error: null});
    for (const role of ['anon', 'shopper', 'admin'] as const) {
      const rows = await clients[role].from('user_roles').select('*');
      expect(rows.error?.code).toBe('42501');
    }
  });

  it('only admins may run the review RPC', async () => {
    const anon = await clients.anon.rpc('review_product_copy_override', {
      _id: SEED.overrides.rosehipPending,
      _decision: 'approve',
    });
    expect(anon.error?.code).toBe('42501');
    expect(anon.error?.message).toBe('permission denied for function review_product_copy_override');
    expect(anon.status).toBe(401);
    const shopper = await clients.shopper.rpc('review_product_copy_override', {
      _id: SEED.overrides.rosehipPending,
      _decision: 'approve',
    });
    expect(shopper.error?.code).toBe('42501');
    expect(shopper.error?.message).toBe('Only admins may review product copy overrides');
    expect(shopper.status).toBe(403);
    const service = await clients.service.rpc('review_product_copy_override', {
      _id: SEED.overrides.rosehipPending,
      _decision: 'approve',
    });
    expect(service.error?.code).toBe('42501');
    const {data} = await clients.service
      .from('product_copy_overrides')
      .select('review_status, override_active')
      .eq('id', SEED.overrides.rosehipPending)
      .single();
    expect(data).toEqual({review_status: 'pending', override_active: false});
  });

  it('approving through the RPC activates one override and retires the product’s other one', async () => {
    const first = await clients.admin.rpc('review_product_copy_override', {
      _id: SEED.overrides.rosehipPending,
      _decision: 'approve',
    });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({
      id: SEED.overrides.rosehipPending,
      override_active: true,
      review_status: 'approved',
      reviewed_by: SEED.admin.id,
    });
    expect(typeof (first.data as {last_reviewed_at: unknown}).last_reviewed_at).toBe('string');

    // Newer copy for the same product, approved in turn, takes its place.
    const newer = await pendingOverride('rosehip-glow-face-oil');
    const second = await clients.admin.rpc('review_product_copy_override', {
      _id: newer,
      _decision: 'approve',
    });
    expect(second.error).toBeNull();
    expect(second.data).toMatchObject({id: newer, override_active: true, review_status: 'approved'});

    const {data: rosehip} = await clients.service
      .from('product_copy_overrides')
      .select('id, override_active, review_status')
      .in('id', [SEED.overrides.rosehipPending, SEED.overrides.rosehipApprovedInactive, newer])
      .order('override_active', {ascending: false})
      .order('id');
    expect(rosehip).toEqual([
      {id: newer, override_active: true, review_status: 'approved'},
      {id: SEED.overrides.rosehipPending, override_active: false, review_status: 'approved'},
      {id: SEED.overrides.rosehipApprovedInactive, override_active: false, review_status: 'approved'},
    ]);
    const anonView = await clients.anon
      .from('live_product_copy')
      .select('marketing_hook')
      .eq('product_handle', 'rosehip-glow-face-oil');
    expect(anonView.data).toEqual([{marketing_hook: overrideRow().marketing_hook}]);
  });

  it('the review RPC reviews pending overrides only: a second review is a 409 and changes nothing', async () => {
    const review = (id: string, decision: 'approve' | 'reject') =>
      clients.admin.rpc('review_product_copy_override', {_id: id, _decision: decision});
    const state = async (id: string) =>
      (
        await clients.service
          .from('product_copy_overrides')
          .select('override_active, review_status, last_reviewed_at')
          .eq('id', id)
          .single()
      ).data;

    // Rejected copy cannot then be approved (a stale admin page, a second tab, a replayed POST)...
    const rejected = await pendingOverride('calendula-day-cream');
    expect((await review(rejected, 'reject')).error).toBeNull();
    const afterReject = await state(rejected);
    const approveRejected = await review(rejected, 'approve');
    expect(approveRejected.status).toBe(409);
    expect(approveRejected.error).toMatchObject({
      code: 'PT409',
      hint: 'Only pending overrides can be approved or rejected.',
    });
    expect(approveRejected.error?.message).toContain('already reviewed (rejected)');
    expect(await state(rejected)).toEqual(afterReject);
    expect(afterReject).toMatchObject({override_active: false, review_status: 'rejected'});

    // ...and live copy cannot be rejected or approved again through it.
    const live = await pendingOverride('calendula-day-cream');
    expect((await review(live, 'approve')).error).toBeNull();
    const afterApprove = await state(live);
    for (const decision of ['reject', 'approve'] as const) {
      const again = await review(live, decision);
      expect(again.status).toBe(409);
      expect(again.error?.code).toBe('PT409');
    }
    expect(await state(live)).toEqual(afterApprove);
    expect(afterApprove).toMatchObject({override_active: true, review_status: 'approved'});
  });

  it('rejecting through the RPC deactivates and stamps the override', async () => {
    const {data, error} = await clients.admin.rpc('review_product_copy_override', {
      _id: SEED.overrides.sheaPendingLow,
      _decision: 'reject',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      override_active: false,
      review_status: 'rejected',
      reviewed_by: SEED.admin.id,
    });
    expect((data as {last_reviewed_at: string | null}).last_reviewed_at).not.toBeNull();
  });

  it('the review RPC explains unknown ids and decisions', async () => {
    const unknown = await clients.admin.rpc('review_product_copy_override', {
      _id: '00000000-0000-4000-8000-00000000dead',
      _decision: 'approve',
    });
    expect(unknown.error).toMatchObject({code: 'P0001'});
    expect(unknown.error?.message).toContain('not found');
    expect(unknown.status).toBe(400);
    const decision = await clients.admin.rpc('review_product_copy_override', {
      _id: SEED.overrides.sheaPendingHigh,
      _decision: 'publish',
    });
    expect(decision.error?.code).toBe('22023');
    expect(decision.status).toBe(400);
  });

  it('a direct PATCH cannot review, with an admin token or the service key', async () => {
    const id = SEED.overrides.ashwagandhaRejected;
    const before = await overrideState(id);
    const liveAgain = {override_active: true, review_status: 'approved'};
    const admin = await clients.admin
      .from('product_copy_overrides')
      .update(liveAgain)
      .eq('id', id)
      .select('id');
    expect(admin.error?.code).toBe('42501');
    expect(admin.status).toBe(403);
    const service = await clients.service
      .from('product_copy_overrides')
      .update(liveAgain)
      .eq('id', id)
      .select('id');
    expect(service.error).toMatchObject({
      code: '42501',
      message: 'Only review_product_copy_override() may change the review state of product copy',
    });
    expect(service.status).toBe(403);
    const stamp = await clients.service
      .from('product_copy_overrides')
      .update({last_reviewed_at: new Date().toISOString()})
      .eq('id', SEED.overrides.sheaPendingHigh);
    expect(stamp.error?.code).toBe('42501');
    expect(await overrideState(id)).toEqual(before);
  });

  it('reviewed copy cannot be rewritten: live copy stays what was approved', async () => {
    const id = SEED.overrides.lavenderActive;
    const before = await overrideState(id);
    for (const client of [clients.admin, clients.service]) {
      const result = await client
        .from('product_copy_overrides')
        .update({marketing_hook: 'Cures anxiety and cancer. FDA approved.'})
        .eq('id', id)
        .select('id');
      expect(result.error?.code).toBe('42501');
      expect(result.status).toBe(403);
    }
    expect(await overrideState(id)).toEqual(before);
  });

  it('new copy starts pending and inactive, whoever inserts it', async () => {
    const {error, status} = await clients.service
      .from('product_copy_overrides')
      .insert({...overrideRow(), review_status: 'approved', override_active: true});
    expect(error).toMatchObject({code: '42501', message: 'New product copy starts pending and inactive'});
    expect(status).toBe(403);
  });

  it('the review refuses to put copy with a disease or drug claim live (422) and changes nothing', async () => {
    for (const hook of ['Cures anxiety and cancer. FDA approved.', 'Cure stress forever']) {
      const id = await pendingOverride('ashwagandha-calm-capsules', {marketing_hook: hook});
      const before = await overrideState(id);
      const result = await clients.admin.rpc('review_product_copy_override', {
        _id: id,
        _decision: 'approve',
      });
      expect(result.status).toBe(422);
      expect(result.error).toMatchObject({code: 'PT422', hint: 'Edit or reject it.'});
      expect((result.error as {details: string} | null)?.details).toContain('disease claim');
      expect(await overrideState(id)).toEqual(before);
      const reject = await clients.admin.rpc('review_product_copy_override', {
        _id: id,
        _decision: 'reject',
      });
      expect(reject.error).toBeNull();
    }
    const {data: live} = await clients.anon.from('live_product_copy').select('marketing_hook');
    expect(JSON.stringify(live)).not.toMatch(/cure|FDA/i);
  });

  it('not even SQL with the review flag on can put a claim live: the CHECK constraint holds', async () => {
    const attempt = (sql: string) =>
      api.db.transaction(async (tx) => {
        await tx.query(`select set_config('wildroot.reviewing', 'on', true)`);
        await tx.query(sql, [SEED.overrides.ashwagandhaRejected]);
      });
    await expect(
      attempt(
        `update public.product_copy_overrides set override_active = true, review_status = 'approved' where id = $1`,
      ),
    ).rejects.toThrow(/product_copy_overrides_live_copy_makes_no_claims/);
    // Live copy's text: the guard refuses any change to reviewed copy first; with every trigger off
    // (session_replication_role replica, which only a superuser can set) the CHECK still holds.
    const changeLiveText = (triggersOff: boolean) =>
      api.db.transaction(async (tx) => {
        await tx.query(`select set_config('wildroot.reviewing', 'on', true)`);
        await tx.query(`select set_config('wildroot.editing', 'on', true)`);
        if (triggersOff) await tx.query(`set local session_replication_role = replica`);
        await tx.query(
          `update public.product_copy_overrides set marketing_benefits = 'Treats acne overnight' where id = $1`,
          [SEED.overrides.lavenderActive],
        );
      });
    await expect(changeLiveText(false)).rejects.toThrow(/Reviewed product copy cannot be changed/);
    await expect(changeLiveText(true)).rejects.toThrow(/product_copy_overrides_live_copy_makes_no_claims/);
    expect(await overrideState(SEED.overrides.ashwagandhaRejected)).toMatchObject({
      override_active: false,
      review_status: 'rejected',
    });
  });
});

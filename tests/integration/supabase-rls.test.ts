// Who may do what to which table, through the real supabase-js client against the local Supabase API
// (PGlite running supabase/migrations with RLS exactly as hosted Postgres would).
import {createClient, type SupabaseClient} from '@supabase/supabase-js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  ANON_KEY,
  SEED,
  SERVICE_ROLE_KEY,
  nodeClientOptions,
  startTestSupabaseApi,
} from '../../local/supabase-api/testing.mjs';

type Role = 'anon' | 'shopper' | 'admin' | 'service';
type Table =
  'product_copy_overrides' | 'newsletter_subscribers' | 'privacy_requests' | 'user_roles';
type Operation = 'select' | 'insert' | 'update' | 'delete';
/** rows: how many rows the call returned or affected; denied: the Postgres error and HTTP status. */
type Outcome = {rows: number} | {denied: '42501'; status: 401 | 403};

const DENIED_ANON: Outcome = {denied: '42501', status: 401};
const DENIED_USER: Outcome = {denied: '42501', status: 403};

// Starting PGlite (WASM Postgres) takes seconds, far more on a busy 2-core machine.
const STARTUP_TIMEOUT_MS = 180_000;

let api: Awaited<ReturnType<typeof startTestSupabaseApi>>;
const clients = {} as Record<Role, SupabaseClient>;
let bystanderId = '';
let sequence = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${++sequence}`;

async function signedIn(email: string, password: string) {
  const client = createClient(api.url, ANON_KEY, nodeClientOptions);
  const {error} = await client.auth.signInWithPassword({email, password});
  if (error) throw error;
  return client;
}

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
async function pendingOverride(handle: string): Promise<string> {
  const {data, error} = await clients.service
    .from('product_copy_overrides')
    .insert({...overrideRow(), product_handle: handle})
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

/** Inserts a row with the service role and returns its id (targets for update/delete cells). */
async function serviceRow(table: Table): Promise<string> {
  const rows: Record<Table, () => Record<string, unknown>> = {
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

type Cell = (
  client: SupabaseClient,
  role: Role,
) => PromiseLike<{data: unknown; error: {code: string} | null; status: number}>;

const calls: Record<Table, Record<Operation, Cell>> = {
  product_copy_overrides: {
    select: (client) => client.from('product_copy_overrides').select('id'),
    insert: (client) => client.from('product_copy_overrides').insert(overrideRow()),
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
  newsletter_subscribers: {
    select: (client) => client.from('newsletter_subscribers').select('*'),
    insert: (client) =>
      client
        .from('newsletter_subscribers')
        .insert({email: `${unique('subscriber')}@example.com`, source: 'footer'}),
    update: async (client) => {
      const id = await serviceRow('newsletter_subscribers');
      return client
        .from('newsletter_subscribers')
        .update({source: 'edited'})
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
// 1 privacy request, 3 role rows.
const matrix: Record<Table, Record<Operation, Record<Role, Outcome>>> = {
  product_copy_overrides: {
    select: {anon: ok(1), shopper: ok(1), admin: ok(6), service: ok(6)},
    insert: {anon: DENIED_ANON, shopper: DENIED_USER, admin: DENIED_USER, service: ok(0)},
    update: {anon: DENIED_ANON, shopper: ok(0), admin: ok(1), service: ok(1)},
    delete: {anon: DENIED_ANON, shopper: DENIED_USER, admin: DENIED_USER, service: ok(1)},
  },
  newsletter_subscribers: {
    select: {anon: DENIED_ANON, shopper: DENIED_USER, admin: DENIED_USER, service: ok(1)},
    insert: {anon: ok(0), shopper: ok(0), admin: ok(0), service: ok(0)},
    update: {anon: DENIED_ANON, shopper: DENIED_USER, admin: DENIED_USER, service: ok(1)},
    delete: {anon: DENIED_ANON, shopper: DENIED_USER, admin: DENIED_USER, service: ok(1)},
  },
  privacy_requests: {
    select: {anon: DENIED_ANON, shopper: DENIED_USER, admin: DENIED_USER, service: ok(1)},
    insert: {anon: ok(0), shopper: ok(0), admin: ok(0), service: ok(0)},
    update: {anon: DENIED_ANON, shopper: DENIED_USER, admin: DENIED_USER, service: ok(1)},
    delete: {anon: DENIED_ANON, shopper: DENIED_USER, admin: DENIED_USER, service: ok(1)},
  },
  user_roles: {
    select: {anon: DENIED_ANON, shopper: DENIED_USER, admin: DENIED_USER, service: ok(3)},
    insert: {anon: DENIED_ANON, shopper: DENIED_USER, admin: DENIED_USER, service: ok(0)},
    update: {anon: DENIED_ANON, shopper: DENIED_USER, admin: DENIED_USER, service: ok(1)},
    delete: {anon: DENIED_ANON, shopper: DENIED_USER, admin: DENIED_USER, service: ok(1)},
  },
};

beforeAll(async () => {
  api = await startTestSupabaseApi();
  clients.anon = createClient(api.url, ANON_KEY, nodeClientOptions);
  clients.service = createClient(api.url, SERVICE_ROLE_KEY, nodeClientOptions);
  clients.shopper = await signedIn(SEED.shopper.email, SEED.shopper.password);
  clients.admin = await signedIn(SEED.admin.email, SEED.admin.password);

  const bystander = createClient(api.url, ANON_KEY, nodeClientOptions);
  const {data, error} = await bystander.auth.signUp({
    email: 'bystander@example.com',
    password: 'bystander-pass',
  });
  if (error || !data.user) throw error ?? new Error('sign-up returned no user');
  bystanderId = data.user.id;

  const seeded = await Promise.all([
    clients.service
      .from('newsletter_subscribers')
      .insert({email: 'seeded@example.com', source: 'test'}),
    clients.service.from('privacy_requests').insert(privacyRequest()),
    clients.service.from('user_roles').insert({user_id: bystanderId, role: 'user'}),
  ]);
  for (const result of seeded) if (result.error) throw result.error;
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await api?.dispose();
}, STARTUP_TIMEOUT_MS);

describe('RLS matrix', () => {
  const operations: Operation[] = ['select', 'insert', 'update', 'delete'];
  const roles: Role[] = ['anon', 'shopper', 'admin', 'service'];
  for (const operation of operations) {
    for (const table of Object.keys(matrix) as Table[]) {
      for (const role of roles) {
        const expected = matrix[table][operation][role];
        const label =
          'denied' in expected ? `denied (${expected.status})` : `${expected.rows} row(s)`;
        it(`${role} ${operation} ${table}: ${label}`, async () => {
          const result = await calls[table][operation](clients[role], role);
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

describe('what the policies prove', () => {
  it('anon sees only active overrides, one per product at most', async () => {
    const {data: visible, error} = await clients.anon
      .from('product_copy_overrides')
      .select('id, product_handle, override_active');
    expect(error).toBeNull();
    expect(visible!.length).toBeGreaterThan(0);
    expect(visible!.every((row) => row.override_active === true)).toBe(true);
    const {data: inactive} = await clients.anon
      .from('product_copy_overrides')
      .select('id')
      .eq('override_active', false);
    expect(inactive).toEqual([]);
  });

  it('a subscriber row is never readable by anon, even through the one column it may name', async () => {
    const email = `${unique('private')}@example.com`;
    const insert = await clients.anon.from('newsletter_subscribers').insert({email});
    expect(insert.error).toBeNull();
    const byEmail = await clients.anon
      .from('newsletter_subscribers')
      .select('email')
      .eq('email', email);
    expect(byEmail.error).toBeNull();
    expect(byEmail.data).toEqual([]);
    const withRepresentation = await clients.anon
      .from('newsletter_subscribers')
      .insert({email: `${unique('echo')}@example.com`})
      .select('*');
    expect(withRepresentation.error?.code).toBe('42501');
    expect(withRepresentation.status).toBe(401);
  });

  it('clients cannot choose the id or created_at of an opt-out request (a legal record)', async () => {
    const {error, status} = await clients.anon
      .from('privacy_requests')
      .insert({...privacyRequest(), created_at: '2001-01-01T00:00:00Z'});
    expect(error?.code).toBe('42501');
    expect(status).toBe(401);
  });

  it('the database rejects opt-out requests outside the spec limits', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        {...privacyRequest(), opt_out_sale: false, opt_out_targeted_ads: false},
        'privacy_requests_at_least_one_opt_out',
      ],
      [{...privacyRequest(), state: 'Ohio'}, 'privacy_requests_state'],
      [{...privacyRequest(), first_name: 'x'.repeat(51)}, 'privacy_requests_first_name_length'],
      [
        {...privacyRequest(), email: `${'x'.repeat(250)}@example.com`},
        'privacy_requests_email_length',
      ],
    ];
    for (const [row, constraint] of cases) {
      const {error, status} = await clients.anon.from('privacy_requests').insert(row);
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain(constraint);
      expect(status).toBe(400);
    }
  });

  it('has_role answers any caller without exposing user_roles', async () => {
    for (const role of ['anon', 'shopper', 'admin'] as const) {
      const admin = await clients[role].rpc('has_role', {_user_id: SEED.admin.id, _role: 'admin'});
      expect(admin).toMatchObject({data: true, error: null, status: 200});
      const shopper = await clients[role].rpc('has_role', {
        _user_id: SEED.shopper.id,
        _role: 'admin',
      });
      expect(shopper).toMatchObject({data: false, error: null});
      const userRole = await clients[role].rpc('has_role', {
        _user_id: SEED.shopper.id,
        _role: 'user',
      });
      expect(userRole.data).toBe(true);
      const roles = await clients[role].from('user_roles').select('*');
      expect(roles.error?.code).toBe('42501');
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
      .from('product_copy_overrides')
      .select('id')
      .eq('product_handle', 'rosehip-glow-face-oil');
    expect(anonView.data).toEqual([{id: newer}]);
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

  it('a plain PATCH approval (the spec’s update by id) still leaves one active override per product', async () => {
    const {data, error} = await clients.admin
      .from('product_copy_overrides')
      .update({
        override_active: true,
        review_status: 'approved',
        last_reviewed_at: new Date().toISOString(),
      })
      .eq('id', SEED.overrides.rosehipApprovedInactive)
      .select('id, override_active');
    expect(error).toBeNull();
    expect(data).toEqual([{id: SEED.overrides.rosehipApprovedInactive, override_active: true}]);
    const {data: active} = await clients.service
      .from('product_copy_overrides')
      .select('id')
      .eq('product_handle', 'rosehip-glow-face-oil')
      .eq('override_active', true);
    expect(active).toEqual([{id: SEED.overrides.rosehipApprovedInactive}]);
  });

  it('an override cannot be live without being approved', async () => {
    const {error, status} = await clients.admin
      .from('product_copy_overrides')
      .update({override_active: true})
      .eq('id', SEED.overrides.sheaPendingHigh);
    expect(error?.code).toBe('23514');
    expect(status).toBe(400);
  });

  it('reviewers cannot rewrite the product, the score or the timestamps', async () => {
    const {error, status} = await clients.admin
      .from('product_copy_overrides')
      .update({confidence_score: 1})
      .eq('id', SEED.overrides.sheaPendingHigh);
    expect(error?.code).toBe('42501');
    expect(status).toBe(403);
  });
});

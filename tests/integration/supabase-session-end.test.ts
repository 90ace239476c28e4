// Admin rights end with the session: a signed-out admin's access token is still a valid JWT for up to an
// hour, and through the REST API it must no longer review copy nor read what only admins read.
import {createClient, type SupabaseClient} from '@supabase/supabase-js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  ANON_KEY,
  SEED,
  nodeClientOptions,
  readOverride,
  seededClients,
  signedInClient,
  startTestSupabaseApi,
} from '../../local/supabase-api/testing.mjs';

const STARTUP_TIMEOUT_MS = 180_000;

let api: Awaited<ReturnType<typeof startTestSupabaseApi>>;
let service: SupabaseClient;

beforeAll(async () => {
  api = await startTestSupabaseApi();
  ({service} = await seededClients(api.url));
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await api?.dispose();
});

/** A pending override as the copy function stores it. */
async function pending(handle: string) {
  const {data, error} = await service
    .from('product_copy_overrides')
    .insert({
      product_handle: handle,
      marketing_hook: 'A gentle everyday cream that leaves skin soft and comfortable.',
      marketing_benefits: 'Softens dry skin\nAbsorbs quickly\nLight, fresh scent',
      marketing_perfect_for: 'Anyone who wants an easy daily moisturiser.',
      confidence_score: 0.8,
      validation_warnings: [],
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

/** A client that keeps using one access token, as someone who copied it would. */
const withToken = (token: string) =>
  createClient(api.url, ANON_KEY, {
    ...nodeClientOptions,
    global: {headers: {Authorization: `Bearer ${token}`}},
  });

describe('an admin’s access token after sign-out', () => {
  it('reviews while the session lives, and nothing once the admin signed out', async () => {
    const admin = await signedInClient(api.url, SEED.admin.email, SEED.admin.password);
    const token = (await admin.auth.getSession()).data.session!.access_token;
    const copied = withToken(token);
    const [first, second] = [
      await pending('calendula-day-cream'),
      await pending('rosehip-glow-face-serum'),
    ];

    expect((await copied.rpc('has_role', {_user_id: SEED.admin.id, _role: 'admin'})).data).toBe(
      true,
    );
    const reviewed = await copied.rpc('review_product_copy_override', {
      _id: first,
      _decision: 'reject',
    });
    expect(reviewed.error).toBeNull();
    expect(
      (await copied.from('product_copy_overrides').select('id').eq('id', second)).data,
    ).toHaveLength(1);

    expect((await admin.auth.signOut({scope: 'local'})).error).toBeNull();

    expect((await copied.rpc('has_role', {_user_id: SEED.admin.id, _role: 'admin'})).data).toBe(
      false,
    );
    const refused = await copied.rpc('review_product_copy_override', {
      _id: second,
      _decision: 'reject',
    });
    expect(refused.error?.code).toBe('42501');
    expect((await readOverride(service, second)).review_status).toBe('pending');
    // Pending copy is for admins' eyes: the old token reads none of it.
    expect(
      (await copied.from('product_copy_overrides').select('id').eq('id', second)).data,
    ).toEqual([]);
  });

  it('keeps a live session’s rights, and the service role’s', async () => {
    const admin = await signedInClient(api.url, SEED.admin.email, SEED.admin.password);
    expect((await admin.rpc('has_role', {_user_id: SEED.admin.id, _role: 'admin'})).data).toBe(
      true,
    );
    // A second sign-in ending does not end the first.
    const other = await signedInClient(api.url, SEED.admin.email, SEED.admin.password);
    expect((await other.auth.signOut({scope: 'local'})).error).toBeNull();
    expect((await admin.rpc('has_role', {_user_id: SEED.admin.id, _role: 'admin'})).data).toBe(
      true,
    );
    expect((await service.rpc('has_role', {_user_id: SEED.admin.id, _role: 'admin'})).data).toBe(
      true,
    );
  });
});

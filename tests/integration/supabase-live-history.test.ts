// What is live on a product page, and its history, at the database level: through supabase-js against the
// local Supabase API (PGlite running supabase/migrations). Every version that was live is kept with who put it
// live and when; only review_product_copy_override writes that history or changes what is live; a restore of
// a previous version and a return to the product's own description go through it under the same rules; an
// action that carries a version the record no longer has is refused with 409.
import type {SupabaseClient} from '@supabase/supabase-js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {readOverride, seededClients, startTestSupabaseApi} from '../../local/supabase-api/testing.mjs';

const STARTUP_TIMEOUT_MS = 180_000;

let api: Awaited<ReturnType<typeof startTestSupabaseApi>>;
let admin: SupabaseClient;
let shopper: SupabaseClient;
let service: SupabaseClient;
let anon: SupabaseClient;

const COPY = {
  marketing_hook: 'A gentle everyday cream that leaves skin soft and comfortable.',
  marketing_benefits: 'Softens dry skin\nAbsorbs quickly\nLight, fresh scent',
  marketing_perfect_for: 'Anyone who wants an easy daily moisturiser.',
};

interface Row {
  id: string;
  version: number;
  override_active: boolean;
  review_status: string;
  marketing_hook: string;
}

async function generated(handle: string, hook = COPY.marketing_hook): Promise<Row> {
  const {data, error} = await service
    .from('product_copy_overrides')
    .insert({product_handle: handle, ...COPY, marketing_hook: hook, confidence_score: 0.8})
    .select('*')
    .single();
  if (error) throw error;
  return data as Row;
}

const row = async (id: string) => (await readOverride(service, id)) as unknown as Row;

const review = (id: string, decision: string, version?: number, confirm = false) =>
  admin.rpc('review_product_copy_override', {
    _id: id,
    _decision: decision,
    _confirm_warnings: confirm,
    ...(version === undefined ? {} : {_version: version}),
  });

async function history(handle: string) {
  const {data, error} = await admin
    .from('product_copy_live_history')
    .select('*')
    .eq('product_handle', handle)
    .order('live_from');
  if (error) throw error;
  return data as Array<Record<string, unknown>>;
}

async function liveHook(handle: string) {
  const {data} = await anon.from('live_product_copy').select('marketing_hook').eq('product_handle', handle);
  return (data)?.[0]?.marketing_hook ?? null;
}

beforeAll(async () => {
  api = await startTestSupabaseApi();
  ({admin, shopper, service, anon} = await seededClients(api.url));
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await api?.dispose();
});

describe('versions', () => {
  it('go up with every change, and an approval that carries an old one is refused with 409', async () => {
    const first = await generated('calendula-day-cream');
    expect(first.version).toBe(1);
    const edited = await admin.rpc('edit_product_copy_override', {
      _id: first.id,
      _hook: 'A rich everyday cream that leaves skin soft and comfortable.',
      _benefits: COPY.marketing_benefits,
      _perfect_for: COPY.marketing_perfect_for,
      _version: 1,
    });
    expect(edited.error).toBeNull();
    expect((edited.data as Row).version).toBe(2);

    // The page showed version 1: approving it now would approve text the admin never saw.
    const stale = await review(first.id, 'approve', 1);
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('PT409');
    expect(stale.error?.details).toBe('2');
    expect(await row(first.id)).toMatchObject({review_status: 'pending', override_active: false, version: 2});

    const staleEdit = await admin.rpc('edit_product_copy_override', {
      _id: first.id,
      _hook: 'Anything',
      _benefits: 'x',
      _perfect_for: 'y',
      _version: 1,
    });
    expect(staleEdit.error?.code).toBe('PT409');

    const current = await review(first.id, 'approve', 2);
    expect(current.error).toBeNull();
    expect(current.data).toMatchObject({override_active: true, review_status: 'approved', version: 3});
  });

  it('cannot be set by a writer', async () => {
    const {id} = await generated('green-tea-eye-cream');
    const patched = await service.from('product_copy_overrides').update({version: 99}).eq('id', id);
    // Whatever a writer sends, the version is the database's count of changes: one change, version 2.
    expect(patched.error).toBeNull();
    expect((await row(id)).version).toBe(2);
  });
});

describe('the history of live copy', () => {
  it('keeps every version that was live, who put it live and when; restore and original go through the review function', async () => {
    const handle = 'rosemary-mint-soap';
    const a = await generated(handle, 'The first hook that went live on this soap page.');
    const b = await generated(handle, 'The second hook that replaced the first one.');
    expect((await review(a.id, 'approve', a.version)).error).toBeNull();
    expect((await review(b.id, 'approve', b.version)).error).toBeNull();
    expect(await liveHook(handle)).toBe('The second hook that replaced the first one.');

    let entries = await history(handle);
    expect(entries.map((entry) => [entry.change, entry.override_id, entry.live_until === null])).toEqual([
      ['approve', a.id, false],
      ['approve', b.id, true],
    ]);
    expect(entries[0]).toMatchObject({
      marketing_hook: 'The first hook that went live on this soap page.',
      made_live_by_email: 'admin@wildroot.test',
    });
    expect(entries[0]!.live_until).toBe(entries[1]!.live_from);

    // Restoring a: with the version the page showed, under the same rules.
    const aNow = await row(a.id);
    const staleRestore = await review(a.id, 'restore', aNow.version - 1);
    expect(staleRestore.error?.code).toBe('PT409');
    const restored = await review(a.id, 'restore', aNow.version);
    expect(restored.error).toBeNull();
    expect(await liveHook(handle)).toBe('The first hook that went live on this soap page.');
    expect(await row(b.id)).toMatchObject({override_active: false, review_status: 'approved'});

    // Live copy cannot be restored; a pending record was never live.
    const c = await generated(handle, 'A third hook, still pending review here.');
    expect((await review(c.id, 'restore', c.version)).error?.code).toBe('PT409');

    // Back to the product's own description.
    const live = await row(a.id);
    const original = await review(a.id, 'original', live.version);
    expect(original.error).toBeNull();
    expect(await liveHook(handle)).toBeNull();

    entries = await history(handle);
    expect(entries.map((entry) => entry.change)).toEqual(['approve', 'approve', 'restore', 'original']);
    expect(entries.at(-1)).toMatchObject({override_id: null, marketing_hook: null, live_until: null});
    expect(entries.filter((entry) => entry.live_until === null)).toHaveLength(1);
  });

  it('refuses every direct write, even with the service key; only admins read it', async () => {
    const handle = 'turmeric-orange-soap';
    const a = await generated(handle);
    expect((await review(a.id, 'approve', a.version)).error).toBeNull();
    const [entry] = await history(handle);

    for (const client of [service, admin]) {
      const inserted = await client
        .from('product_copy_live_history')
        .insert({product_handle: handle, override_id: a.id, change: 'approve', marketing_hook: 'Forged'});
      expect(inserted.error?.code).toBe('42501');
      const updated = await client
        .from('product_copy_live_history')
        .update({marketing_hook: 'Forged'})
        .eq('id', entry!.id);
      expect(updated.error?.code).toBe('42501');
      const deleted = await client.from('product_copy_live_history').delete().eq('id', entry!.id);
      expect(deleted.error?.code).toBe('42501');
    }
    expect(await history(handle)).toEqual([entry]);

    // Nor can what is live change outside the review function.
    const takenDown = await service.from('product_copy_overrides').update({override_active: false}).eq('id', a.id);
    expect(takenDown.error?.code).toBe('42501');
    expect(await liveHook(handle)).toBe(COPY.marketing_hook);

    const shopperRead = await shopper.from('product_copy_live_history').select('*').eq('product_handle', handle);
    expect(shopperRead.data ?? []).toEqual([]);
    const anonRead = await anon.from('product_copy_live_history').select('*');
    expect(anonRead.error?.code).toBe('42501');
  });

  it('starts with what the seed had live', async () => {
    const entries = await history('rosehip-glow-face-oil');
    expect(entries.map((entry) => entry.change)).toEqual(['approve', 'original']);
    expect((await history('lavender-oat-soap')).map((entry) => entry.live_until)).toEqual([null]);
  });
});

// The copy review rules at the database level (the public key is public, so the database must hold them),
// through supabase-js against the local Supabase API (PGlite running supabase/migrations): edits only through
// edit_product_copy_override (admins, pending copy), the generated text kept, who edited and when, warnings
// stored with the SQL claim rules always added, approving copy with warnings only with their confirmation,
// claims never live whatever is confirmed.
import type {SupabaseClient} from '@supabase/supabase-js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ANON_KEY, SEED, keyClient, readOverride, seededClients, startTestSupabaseApi} from '../../local/supabase-api/testing.mjs';

const STARTUP_TIMEOUT_MS = 180_000;

let api: Awaited<ReturnType<typeof startTestSupabaseApi>>;
let admin: SupabaseClient;
let shopper: SupabaseClient;
let service: SupabaseClient;

const CLEAN = {
  marketing_hook: 'A gentle everyday cream that leaves skin soft and comfortable.',
  marketing_benefits: 'Softens dry skin\nAbsorbs quickly\nLight, fresh scent',
  marketing_perfect_for: 'Anyone who wants an easy daily moisturiser.',
};

/** A new pending override as improve-product-copy stores it (service role), with `warnings`. */
async function generated(handle: string, warnings: string[] = [], copy: Partial<typeof CLEAN> = {}) {
  const {data, error} = await service
    .from('product_copy_overrides')
    .insert({product_handle: handle, ...CLEAN, ...copy, confidence_score: 0.8, validation_warnings: warnings})
    .select('*')
    .single();
  if (error) throw error;
  return data as Record<string, unknown> & {id: string};
}

const row = (id: string) => readOverride(service, id);

const edit = (client: SupabaseClient, id: string, copy: {hook: string; benefits: string; perfectFor: string}, warnings: string[] = []) =>
  client.rpc('edit_product_copy_override', {
    _id: id,
    _hook: copy.hook,
    _benefits: copy.benefits,
    _perfect_for: copy.perfectFor,
    _warnings: warnings,
  });

const review = (id: string, decision: 'approve' | 'reject', confirm?: boolean) =>
  admin.rpc('review_product_copy_override', {
    _id: id,
    _decision: decision,
    ...(confirm === undefined ? {} : {_confirm_warnings: confirm}),
  });

beforeAll(async () => {
  api = await startTestSupabaseApi();
  ({admin, shopper, service} = await seededClients(api.url));
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  await api?.dispose();
});

describe('generated copy', () => {
  it('keeps the generated text and the writer’s warnings, and adds the claims the SQL rules find', async () => {
    const stored = await generated('calendula-day-cream', ['Benefit 2 is too short: 5 characters (at least 10)'], {
      marketing_benefits: 'Softens dry skin\nHeals eczema overnight\nLight, fresh scent',
    });
    expect(stored).toMatchObject({
      generated_hook: CLEAN.marketing_hook,
      generated_benefits: 'Softens dry skin\nHeals eczema overnight\nLight, fresh scent',
      generated_perfect_for: CLEAN.marketing_perfect_for,
      edited_by: null,
      edited_at: null,
    });
    expect(stored.validation_warnings).toEqual([
      'Benefit 2 is too short: 5 characters (at least 10)',
      'Claim not allowed for US cosmetics or supplements (disease claim): "Heals eczema"',
    ]);
  });

  it('cannot be inserted as already edited, nor have its copy or warnings patched directly', async () => {
    const edited = await service
      .from('product_copy_overrides')
      .insert({product_handle: 'calendula-day-cream', ...CLEAN, confidence_score: 0.8, edited_at: new Date().toISOString()});
    expect(edited.error?.code).toBe('42501');

    const {id} = await generated('calendula-day-cream', ['Perfect for is too short: 5 characters (at least 20)']);
    const before = await row(id);
    for (const patch of [
      {marketing_hook: 'Cures acne overnight.'},
      {validation_warnings: []},
      {generated_hook: 'Something else'},
      {edited_by_email: 'someone@example.com'},
    ]) {
      const result = await service.from('product_copy_overrides').update(patch).eq('id', id);
      expect(result.error?.code, JSON.stringify(patch)).toBe('42501');
    }
    expect(await row(id)).toEqual(before);
  });
});

describe('edit_product_copy_override', () => {
  it('lets an admin edit pending copy: the new text, the generated one kept, who edited and when', async () => {
    const {id} = await generated('green-tea-eye-cream');
    const result = await edit(admin, id, {
      hook: '  Cool green tea for tired-looking eyes.  ',
      benefits: 'Depuffs the look of morning eyes\nLight gel texture',
      perfectFor: 'Early starts and late nights.',
    }, ['Marketing benefits have 2 lines (expected 3 to 8)']);
    expect(result.error).toBeNull();
    expect(result.data).toMatchObject({
      id,
      marketing_hook: 'Cool green tea for tired-looking eyes.',
      marketing_benefits: 'Depuffs the look of morning eyes\nLight gel texture',
      generated_hook: CLEAN.marketing_hook,
      generated_benefits: CLEAN.marketing_benefits,
      edited_by: SEED.admin.id,
      edited_by_email: SEED.admin.email,
      validation_warnings: ['Marketing benefits have 2 lines (expected 3 to 8)'],
      review_status: 'pending',
      override_active: false,
    });
    expect(Date.now() - Date.parse(String((result.data as {edited_at: string}).edited_at))).toBeLessThan(60_000);
  });

  it('cannot hide a claim: the SQL rules add it to the warnings the caller sent', async () => {
    const {id} = await generated('green-tea-eye-cream');
    const result = await edit(admin, id, {
      hook: 'FDA approved eye gel.',
      benefits: 'Depuffs\nCools',
      perfectFor: 'Everyone.',
    });
    expect(result.error).toBeNull();
    expect((result.data as {validation_warnings: string[]}).validation_warnings).toEqual([
      'Claim not allowed for US cosmetics or supplements (claims FDA approval): "FDA approved"',
    ]);
  });

  it('refuses shoppers, anonymous callers, reviewed copy and empty fields, changing nothing', async () => {
    const {id} = await generated('green-tea-eye-cream');
    const before = await row(id);
    const copy = {hook: 'A new hook that is long enough', benefits: 'One line here', perfectFor: 'Someone in particular'};

    const asShopper = await edit(shopper, id, copy);
    expect(asShopper.error).toMatchObject({code: '42501', message: 'Only admins may edit product copy overrides'});
    const anon = keyClient(api.url, ANON_KEY);
    const asAnon = await edit(anon, id, copy);
    expect(asAnon.error?.code).toBe('42501');
    expect(asAnon.status).toBe(401);
    const empty = await edit(admin, id, {...copy, benefits: '   '});
    expect(empty.error?.code).toBe('22023');
    expect(await row(id)).toEqual(before);

    const reviewed = await edit(admin, SEED.overrides.lavenderActive, copy);
    expect(reviewed.status).toBe(409);
    expect(reviewed.error?.code).toBe('PT409');
  });
});

describe('review_product_copy_override and warnings', () => {
  it('approves copy with warnings only when they are confirmed (PT428, HTTP 428), and records the reviewer', async () => {
    const {id} = await generated('niacinamide-licorice-serum', ['Benefit 1 is too short: 7 characters (at least 10)']);
    for (const confirm of [undefined, false]) {
      const refused = await review(id, 'approve', confirm);
      expect(refused.status).toBe(428);
      expect(refused.error).toMatchObject({
        code: 'PT428',
        details: 'Benefit 1 is too short: 7 characters (at least 10)',
      });
    }
    expect(await row(id)).toMatchObject({review_status: 'pending', override_active: false});

    const approved = await review(id, 'approve', true);
    expect(approved.error).toBeNull();
    expect(approved.data).toMatchObject({
      review_status: 'approved',
      override_active: true,
      reviewed_by: SEED.admin.id,
      reviewed_by_email: SEED.admin.email,
    });
  });

  it('approves clean copy without a confirmation, and rejects copy with warnings without one', async () => {
    const clean = await generated('bakuchiol-night-cream');
    expect((await review(clean.id, 'approve')).error).toBeNull();
    const warned = await generated('bakuchiol-night-cream', ['Perfect for is too short: 5 characters (at least 20)']);
    const rejected = await review(warned.id, 'reject');
    expect(rejected.error).toBeNull();
    expect(rejected.data).toMatchObject({review_status: 'rejected', reviewed_by_email: SEED.admin.email});
  });

  it('never puts a claim live, confirmed or not, generated or edited in', async () => {
    const {id} = await generated('lavender-oat-soap');
    const edited = await edit(admin, id, {
      hook: 'Our soap treats acne in a week.',
      benefits: 'Gentle lather\nLavender oil\nCold process',
      perfectFor: 'Anyone with blemish-prone skin.',
    });
    expect(edited.error).toBeNull();
    const refused = await review(id, 'approve', true);
    expect(refused.status).toBe(422);
    expect(refused.error?.code).toBe('PT422');
    expect(await row(id)).toMatchObject({override_active: false, review_status: 'pending'});
    const live = await service.from('live_product_copy').select('marketing_hook').eq('product_handle', 'lavender-oat-soap');
    expect(live.data).toEqual([{marketing_hook: 'A slow, creamy lather that smells like a summer evening in a lavender field.'}]);
  });

  it.each([
    ['a zero-width space', 'C\u200bures anxiety and insomnia.', 'Cures anxiety and insomnia'],
    ['a soft hyphen and a word joiner', 'Re\u00adlie\u2060ves joint pain fast.', 'Relieves joint pain'],
    ['Cyrillic look-alike letters', 'Our soap tr\u0435ats \u0430cne in a week.', 'treats acne'],
    ['a Greek look-alike letter', '\u03a1revents the flu all winter long.', 'Prevents the flu'],
    ['fullwidth letters', '\uff23\uff55\uff52\uff45\uff53 anxiety, gently and for good.', 'Cures anxiety'],
  ])('never puts a claim live hidden behind %s, generated or edited in', async (_how, hook, phrase) => {
    const warning = (text: string) => text.includes(`(disease claim): "${phrase}`);
    const {id: generatedId, validation_warnings: stored} = await generated('rosehip-glow-serum', [], {marketing_hook: hook});
    expect((stored as string[]).some(warning)).toBe(true);
    const refusedGenerated = await review(generatedId, 'approve', true);
    expect(refusedGenerated.status).toBe(422);
    expect(refusedGenerated.error?.code).toBe('PT422');
    expect(await row(generatedId)).toMatchObject({override_active: false, review_status: 'pending'});

    const {id: editedId} = await generated('rosehip-glow-serum');
    const edited = await edit(admin, editedId, {hook, benefits: CLEAN.marketing_benefits, perfectFor: CLEAN.marketing_perfect_for});
    expect(edited.error).toBeNull();
    expect(((await row(editedId)) as {validation_warnings: string[]}).validation_warnings.some(warning)).toBe(true);
    const refusedEdited = await review(editedId, 'approve', true);
    expect(refusedEdited.status).toBe(422);
    expect(refusedEdited.error?.code).toBe('PT422');
    expect(await row(editedId)).toMatchObject({override_active: false, review_status: 'pending', marketing_hook: hook});
  });

  it('has no two-argument version left to skip the confirmation', async () => {
    const {id} = await generated('whipped-shea-body-butter', ['Benefit 3 is too short: 4 characters (at least 10)']);
    const twoArgs = await admin.rpc('review_product_copy_override', {_id: id, _decision: 'approve'});
    expect(twoArgs.error?.code).toBe('PT428');
  });
});

-- Local development data only (applied by `supabase db reset` and by `npm run db:reset`; never on a real
-- project). Fixed ids so tests and docs can refer to rows.
--
--   admin@wildroot.test    / wildroot-admin    role admin
--   shopper@wildroot.test  / wildroot-shopper  role user
--
-- Passwords are bcrypt ($2a$, the format GoTrue writes and reads) at cost 4, Go's minimum: GoTrue verifies any
-- cost, and every sign-in in the tests stays cheap (a cost-10 check takes 70-350 ms of CPU). GoTrue reads the token columns
-- as strings, so they are '' rather than NULL.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change, is_anonymous
) values
  (
    '00000000-0000-0000-0000-000000000000', 'a1d00000-0000-4000-8000-000000000001', 'authenticated',
    'authenticated', 'admin@wildroot.test', '$2a$04$RUznnkplRPc7k0lytdpHfuWSX3ePVUjwqWAVb9yLem1.1NZSym1pW',
    '2025-11-01 09:00:00+00', null,
    '{"provider": "email", "providers": ["email"]}', '{"display_name": "Wildroot Admin"}', false,
    '2025-11-01 09:00:00+00', '2025-11-01 09:00:00+00', '', '', '', '', false
  ),
  (
    '00000000-0000-0000-0000-000000000000', 'a1d00000-0000-4000-8000-000000000002', 'authenticated',
    'authenticated', 'shopper@wildroot.test', '$2a$04$o/ibkreY6/05yZ7uEP8jwOT7Zze7LEGtwUZMLsr1nd5SHLKjFRfLS',
    '2025-11-01 09:05:00+00', null,
    '{"provider": "email", "providers": ["email"]}', '{"display_name": "Sam Shopper"}', false,
    '2025-11-01 09:05:00+00', '2025-11-01 09:05:00+00', '', '', '', '', false
  );

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values
  (
    'a1d00000-0000-4000-9000-000000000001', 'a1d00000-0000-4000-8000-000000000001',
    'a1d00000-0000-4000-8000-000000000001',
    '{"sub": "a1d00000-0000-4000-8000-000000000001", "email": "admin@wildroot.test", "email_verified": true, "phone_verified": false}',
    'email', null, '2025-11-01 09:00:00+00', '2025-11-01 09:00:00+00'
  ),
  (
    'a1d00000-0000-4000-9000-000000000002', 'a1d00000-0000-4000-8000-000000000002',
    'a1d00000-0000-4000-8000-000000000002',
    '{"sub": "a1d00000-0000-4000-8000-000000000002", "email": "shopper@wildroot.test", "email_verified": true, "phone_verified": false}',
    'email', null, '2025-11-01 09:05:00+00', '2025-11-01 09:05:00+00'
  );

insert into public.user_roles (id, user_id, role) values
  ('b0a00000-0000-4000-8000-000000000001', 'a1d00000-0000-4000-8000-000000000001', 'admin'),
  ('b0a00000-0000-4000-8000-000000000002', 'a1d00000-0000-4000-8000-000000000002', 'user');

-- One product per review state, plus a second row for the serum so "at most one active" has something to
-- guard. Confidence covers the High (>= 0.9), Medium (>= 0.7) and Low bands. Rows arrive already reviewed, which
-- only review_product_copy_override() may otherwise do: the seed (SQL run by the database owner, never on a
-- real project) turns its flag on for these inserts. The live row still has to pass the claim rules (a CHECK).
select set_config('wildroot.reviewing', 'on', false);
insert into public.product_copy_overrides (
  id, product_handle, marketing_hook, marketing_benefits, marketing_perfect_for, preserved_specs,
  confidence_score, review_status, override_active, last_reviewed_at, reviewed_by, created_at, updated_at
) values
  (
    -- approved, active, High
    'c0de0000-0000-4000-8000-000000000001', 'lavender-oat-soap',
    'A slow, creamy lather that smells like a summer evening in a lavender field.',
    E'Colloidal oat and oat milk leave dry skin feeling soft and comfortable\nCold-process bar cured for six weeks for a gentle, long-lasting lather\nPure lavender essential oil, never synthetic fragrance\nRinses clean without stripping the skin''s natural oils',
    'Anyone with dry or sensitive skin who wants an evening shower to feel like a wind-down ritual.',
    'Ingredients: saponified olive oil, coconut oil, shea butter, oat milk, colloidal oatmeal, lavender essential oil. Net weight 4.5 oz.',
    0.940, 'approved', true, '2025-11-02 10:00:00+00', 'a1d00000-0000-4000-8000-000000000001',
    '2025-11-01 12:00:00+00', '2025-11-02 10:00:00+00'
  ),
  (
    -- pending, inactive, Medium
    'c0de0000-0000-4000-8000-000000000002', 'rosehip-glow-face-oil',
    'Wake up to skin that looks rested, even when you are not.',
    E'Cold-pressed rosehip oil rich in vitamin A and essential fatty acids\nSea buckthorn and vitamin E support a brighter, more even tone\nLightweight dry-oil texture that sinks in within a minute\nThree drops cover face and neck',
    'Tired, dull or uneven skin that wants a nightly boost without a heavy feel.',
    'Directions: warm 2-3 drops between fingertips and press onto clean skin at night. Caution: for external use only.',
    0.780, 'pending', false, null, null,
    '2025-11-03 08:30:00+00', '2025-11-03 08:30:00+00'
  ),
  (
    -- approved earlier, since retired (inactive), High
    'c0de0000-0000-4000-8000-000000000003', 'rosehip-glow-face-oil',
    'A few golden drops for a glow that looks like you slept in.',
    E'Rosehip seed oil for softer, smoother-looking skin\nAbsorbs quickly with no greasy finish\nSuitable for normal, dry and combination skin',
    'Night-time routines that need one simple, effective step.',
    null,
    0.910, 'approved', false, '2025-11-02 11:00:00+00', 'a1d00000-0000-4000-8000-000000000001',
    '2025-11-01 12:05:00+00', '2025-11-02 11:00:00+00'
  ),
  (
    -- rejected, inactive, Low
    'c0de0000-0000-4000-8000-000000000004', 'ashwagandha-calm-capsules',
    'Cure stress forever with one capsule a day.',
    E'Eliminates anxiety\nGuaranteed better sleep\nClinically proven to fix cortisol',
    'Everyone.',
    'Serving size: 1 capsule. Servings per container: 60. Suggested use: take one capsule daily with food.',
    0.420, 'rejected', false, '2025-11-02 11:30:00+00', 'a1d00000-0000-4000-8000-000000000001',
    '2025-11-01 12:10:00+00', '2025-11-02 11:30:00+00'
  ),
  (
    -- pending, inactive, Medium-High boundary
    'c0de0000-0000-4000-8000-000000000005', 'whipped-shea-body-butter',
    'Rich, whipped shea that melts on contact and keeps skin soft through the coldest days.',
    E'Unrefined shea and cocoa butter for deep, lasting moisture\nA little goes a long way: one tin lasts a season\nNo water, no fillers, no preservatives needed\nSoftens elbows, heels and hard-working hands',
    'Very dry skin, winter weather and anyone who prefers a rich butter to a lotion.',
    'Ingredients: butyrospermum parkii (shea) butter, theobroma cacao seed butter, jojoba oil, vitamin E. Storage: keep below 75F.',
    0.900, 'pending', false, null, null,
    '2025-11-03 09:00:00+00', '2025-11-03 09:00:00+00'
  ),
  (
    -- pending, inactive, Low
    'c0de0000-0000-4000-8000-000000000006', 'whipped-shea-body-butter',
    'Butter for your body.',
    E'Moisturizes\nSmells nice',
    'Skin.',
    null,
    0.550, 'pending', false, null, null,
    '2025-11-03 09:05:00+00', '2025-11-03 09:05:00+00'
  );

-- Pending copy carries the warnings the checks give its text (supabase/functions/_shared/copyValidation.ts, the
-- same ones an edit or a new generation of that text gets), as the edit function stores them.
select set_config('wildroot.editing', 'on', false);
update public.product_copy_overrides
   set validation_warnings = array[
         'Benefit count rule: 2 benefit lines (expected 3 to 8): "Moisturizes", "Smells nice"',
         'Length rule: Perfect for is too short, 5 characters (at least 20): "Skin."'
       ]
 where id = 'c0de0000-0000-4000-8000-000000000006';
select set_config('wildroot.editing', '', false);

-- Reviewed rows name their reviewer, as review_product_copy_override() records it.
update public.product_copy_overrides o
   set reviewed_by_email = u.email
  from auth.users u
 where u.id = o.reviewed_by;

-- What was live on the product pages, as the review function records it: the rosehip copy approved on
-- Nov 2 and taken back to the product's own description the next morning, and the lavender copy, live since.
insert into public.product_copy_live_history (
  product_handle, override_id, change, marketing_hook, marketing_benefits, marketing_perfect_for,
  made_live_by, made_live_by_email, live_from, live_until
)
select o.product_handle, o.id, 'approve', o.marketing_hook, o.marketing_benefits, o.marketing_perfect_for,
       o.reviewed_by, o.reviewed_by_email, o.last_reviewed_at,
       case when o.override_active then null else timestamptz '2025-11-03 08:00:00+00' end
  from public.product_copy_overrides o
 where o.id in ('c0de0000-0000-4000-8000-000000000001', 'c0de0000-0000-4000-8000-000000000003');
insert into public.product_copy_live_history (product_handle, change, made_live_by, made_live_by_email, live_from)
select 'rosehip-glow-face-oil', 'original', id, email, timestamptz '2025-11-03 08:00:00+00'
  from auth.users
 where id = 'a1d00000-0000-4000-8000-000000000001';

select set_config('wildroot.reviewing', '', false);

-- Copy review an editor can trust (issue 22): an admin may edit pending copy before approving it, the record
-- keeps the generated text beside the edited one (who edited, when), every override carries the warnings of
-- the claim and fact checks (improve-product-copy's, supabase/functions/_shared/copyValidation.ts, which the
-- admin page runs on an edit too), and approving copy that has warnings needs an explicit confirmation.
--
-- What the database holds every writer to:
--   * generated_* is the copy as first stored and never changes;
--   * hook, benefits and perfect-for change only through edit_product_copy_override(), only while pending,
--     which stamps edited_by/edited_at and stores the warnings, adding any the SQL claim rules find (so an
--     edit can never hide a claim);
--   * review_product_copy_override() refuses to approve copy with warnings unless _confirm_warnings is true
--     (PT428), and copy with a claim whatever is confirmed (PT422, and the CHECK of 20261123120000);
--   * the reviewer's and the editor's email are recorded from auth.users, not from anything the caller sends.
-- Self-contained on top of the earlier migrations.

alter table public.product_copy_overrides
  add column generated_hook text,
  add column generated_benefits text,
  add column generated_perfect_for text,
  add column validation_warnings text[] not null default '{}',
  add column edited_by uuid references auth.users (id) on delete set null,
  add column edited_by_email text,
  add column edited_at timestamptz,
  add column reviewed_by_email text;

comment on column public.product_copy_overrides.generated_hook is 'The hook as generated; marketing_hook is the current (possibly edited) text.';
comment on column public.product_copy_overrides.validation_warnings is 'The claim, fact and length warnings of the current copy (improve-product-copy''s checks, plus the SQL claim rules).';

-- Existing rows: what they hold now is what was generated; known reviewers get their email.
select set_config('wildroot.reviewing', 'on', true);
update public.product_copy_overrides
   set generated_hook = marketing_hook,
       generated_benefits = marketing_benefits,
       generated_perfect_for = marketing_perfect_for,
       validation_warnings = private.copy_claim_problems(
         private.override_copy_text(marketing_hook, marketing_benefits, marketing_perfect_for));
update public.product_copy_overrides o
   set reviewed_by_email = u.email
  from auth.users u
 where u.id = o.reviewed_by;
select set_config('wildroot.reviewing', '', true);

-- The guard of 20261123120000, extended: the review state (now with the reviewer's email) is the review
-- function's, the copy and its record of edits are the edit function's, generated_* is written once.
create or replace function private.guard_override_review()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  reviewing constant boolean := coalesce(current_setting('wildroot.reviewing', true), '') = 'on';
  editing constant boolean := coalesce(current_setting('wildroot.editing', true), '') = 'on';
begin
  if tg_op = 'INSERT' then
    -- The generated text is the copy as stored first, whoever inserts it.
    new.generated_hook := new.marketing_hook;
    new.generated_benefits := new.marketing_benefits;
    new.generated_perfect_for := new.marketing_perfect_for;
    -- The SQL claim rules always count, whatever warnings the writer sent.
    new.validation_warnings := private.merge_copy_warnings(new.validation_warnings,
      new.marketing_hook, new.marketing_benefits, new.marketing_perfect_for);
    if reviewing then
      return new;
    end if;
    if new.review_status <> 'pending' or new.override_active
       or new.last_reviewed_at is not null or new.reviewed_by is not null or new.reviewed_by_email is not null then
      raise exception 'New product copy starts pending and inactive'
        using errcode = '42501', hint = 'Review it with review_product_copy_override().';
    end if;
    if new.edited_by is not null or new.edited_by_email is not null or new.edited_at is not null then
      raise exception 'New product copy has not been edited'
        using errcode = '42501', hint = 'Edit it with edit_product_copy_override().';
    end if;
    return new;
  end if;

  if (new.generated_hook, new.generated_benefits, new.generated_perfect_for)
     is distinct from (old.generated_hook, old.generated_benefits, old.generated_perfect_for) then
    raise exception 'The generated copy of an override cannot be changed'
      using errcode = '42501';
  end if;
  if not reviewing
     and (new.review_status, new.override_active, new.last_reviewed_at, new.reviewed_by, new.reviewed_by_email)
         is distinct from
         (old.review_status, old.override_active, old.last_reviewed_at, old.reviewed_by, old.reviewed_by_email) then
    raise exception 'Only review_product_copy_override() may change the review state of product copy'
      using errcode = '42501';
  end if;
  if (new.product_handle, new.marketing_hook, new.marketing_benefits, new.marketing_perfect_for,
      new.preserved_specs, new.confidence_score, new.validation_warnings,
      new.edited_by, new.edited_by_email, new.edited_at)
     is distinct from
     (old.product_handle, old.marketing_hook, old.marketing_benefits, old.marketing_perfect_for,
      old.preserved_specs, old.confidence_score, old.validation_warnings,
      old.edited_by, old.edited_by_email, old.edited_at) then
    if old.review_status <> 'pending' then
      raise exception 'Reviewed product copy cannot be changed'
        using errcode = '42501', hint = 'Generate new copy and review it.';
    end if;
    if not editing then
      raise exception 'Only edit_product_copy_override() may change pending product copy'
        using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;

revoke all on function private.guard_override_review() from public;

-- The writer's warnings plus the SQL claim rules' own, each once, in that order.
create or replace function private.merge_copy_warnings(_warnings text[], _hook text, _benefits text, _perfect_for text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(w order by first_at), '{}')
    from (
      select w, min(n) as first_at
        from unnest(
               coalesce(_warnings, '{}')
               || private.copy_claim_problems(private.override_copy_text(_hook, _benefits, _perfect_for))
             ) with ordinality as t(w, n)
       where w is not null and w <> ''
       group by w
    ) merged
$$;

revoke all on function private.merge_copy_warnings(text[], text, text, text) from public;
grant execute on function private.merge_copy_warnings(text[], text, text, text) to service_role;

-- Edit the copy of one pending override. The caller sends the warnings the shared checks gave for the new
-- copy (they need the product's description, which only the app has); the claim rules are added here.
create or replace function public.edit_product_copy_override(
  _id uuid,
  _hook text,
  _benefits text,
  _perfect_for text,
  _warnings text[] default '{}'
)
returns public.product_copy_overrides
language plpgsql
security definer
set search_path = ''
as $$
declare
  _row public.product_copy_overrides;
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only admins may edit product copy overrides'
      using errcode = '42501';
  end if;
  if coalesce(private.js_trim(_hook), '') = '' or coalesce(private.js_trim(_benefits), '') = ''
     or coalesce(private.js_trim(_perfect_for), '') = '' then
    raise exception 'Hook, benefits and perfect-for are all required'
      using errcode = '22023';
  end if;

  select * into _row
    from public.product_copy_overrides
   where id = _id
     for update;
  if not found then
    raise exception 'Product copy override % not found', _id
      using errcode = 'P0001';
  end if;
  if _row.review_status <> 'pending' then
    raise exception 'Product copy override % was already reviewed (%)', _id, _row.review_status
      using errcode = 'PT409', hint = 'Only pending overrides can be edited.';
  end if;

  perform set_config('wildroot.editing', 'on', true);
  update public.product_copy_overrides
     set marketing_hook = private.js_trim(_hook),
         marketing_benefits = private.js_trim(_benefits),
         marketing_perfect_for = private.js_trim(_perfect_for),
         validation_warnings = private.merge_copy_warnings(_warnings,
           private.js_trim(_hook), private.js_trim(_benefits), private.js_trim(_perfect_for)),
         edited_by = auth.uid(),
         edited_by_email = (select email from auth.users where id = auth.uid()),
         edited_at = now()
   where id = _id
  returning * into _row;
  perform set_config('wildroot.editing', '', true);
  return _row;
end
$$;

comment on function public.edit_product_copy_override(uuid, text, text, text, text[]) is 'Admin only, pending overrides only, the only writer of their copy: sets hook, benefits and perfect-for, the warnings (plus the SQL claim rules''), and who edited when.';

revoke all on function public.edit_product_copy_override(uuid, text, text, text, text[]) from public, anon, authenticated;
grant execute on function public.edit_product_copy_override(uuid, text, text, text, text[]) to authenticated, service_role;

-- Review: as 20261123120000, plus the confirmation of warnings and the reviewer's email. The two-argument
-- version goes, so no caller can reach a review without the warnings rule.
drop function public.review_product_copy_override(uuid, text);

create function public.review_product_copy_override(
  _id uuid,
  _decision text,
  _confirm_warnings boolean default false
)
returns public.product_copy_overrides
language plpgsql
security definer
set search_path = ''
as $$
declare
  _row public.product_copy_overrides;
  _claims text[];
begin
  if not public.has_role(auth.uid(), 'admin') then
    raise exception 'Only admins may review product copy overrides'
      using errcode = '42501';
  end if;

  if _decision is null or _decision not in ('approve', 'reject') then
    raise exception 'Unknown review decision: %', coalesce(_decision, 'null')
      using errcode = '22023', hint = 'Use ''approve'' or ''reject''.';
  end if;

  select * into _row
    from public.product_copy_overrides
   where id = _id
     for update;
  if not found then
    raise exception 'Product copy override % not found', _id
      using errcode = 'P0001';
  end if;

  if _row.review_status <> 'pending' then
    raise exception 'Product copy override % was already reviewed (%)', _id, _row.review_status
      using errcode = 'PT409', hint = 'Only pending overrides can be approved or rejected.';
  end if;

  if _decision = 'approve' then
    _claims := private.copy_claim_problems(
      private.override_copy_text(_row.marketing_hook, _row.marketing_benefits, _row.marketing_perfect_for)
    );
    if _claims <> '{}' then
      raise exception 'Product copy override % makes claims that cannot go live', _id
        using errcode = 'PT422', detail = array_to_string(_claims, E'\n'),
              hint = 'Edit or reject it.';
    end if;
    if _row.validation_warnings <> '{}' and not coalesce(_confirm_warnings, false) then
      raise exception 'Product copy override % has warnings; approving it needs their confirmation', _id
        using errcode = 'PT428', detail = array_to_string(_row.validation_warnings, E'\n'),
              hint = 'Read the warnings and confirm them, or edit the copy.';
    end if;
  end if;

  perform set_config('wildroot.reviewing', 'on', true);
  if _decision = 'approve' then
    update public.product_copy_overrides
       set override_active = false
     where product_handle = _row.product_handle
       and id <> _row.id
       and override_active;

    update public.product_copy_overrides
       set override_active = true,
           review_status = 'approved',
           last_reviewed_at = now(),
           reviewed_by = auth.uid(),
           reviewed_by_email = (select email from auth.users where id = auth.uid())
     where id = _id
    returning * into _row;
  else
    update public.product_copy_overrides
       set override_active = false,
           review_status = 'rejected',
           last_reviewed_at = now(),
           reviewed_by = auth.uid(),
           reviewed_by_email = (select email from auth.users where id = auth.uid())
     where id = _id
    returning * into _row;
  end if;
  perform set_config('wildroot.reviewing', '', true);

  return _row;
end
$$;

comment on function public.review_product_copy_override(uuid, text, boolean) is 'Admin only, pending overrides only, the only writer of the review state: ''approve'' activates copy that makes no disease or drug claim, and copy with warnings only with _confirm_warnings (retiring the product''s other active one); ''reject'' deactivates it.';

revoke all on function public.review_product_copy_override(uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.review_product_copy_override(uuid, text, boolean) to authenticated, service_role;

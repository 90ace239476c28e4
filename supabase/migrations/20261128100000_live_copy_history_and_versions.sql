-- Copy review an editor can undo, and that never acts on text the admin did not see.
--
--   * Every override carries a version that goes up with every change of the row (copy, warnings, review
--     state, being taken down). The edit and review functions take the version the admin's page showed
--     (_version) and refuse with PT409 (HTTP 409) when the record has changed since, so approving from an
--     old page can never approve text the admin never saw.
--   * product_copy_live_history keeps every copy that was ever live on a product page: the text, which
--     record it came from, who put it live and when, and until when it stayed. Nobody writes it but the
--     review function: no API role has a write grant (service_role neither), and a trigger refuses every
--     write made outside the function, whoever makes it.
--   * The review function gains two decisions under the same rules (admin, live session, version, claims,
--     warnings confirmation): 'restore' puts a copy that was live before back live, 'original' takes the
--     product back to its own description (no copy live). What is live still changes only inside it.

-- Versions ----------------------------------------------------------------------------------------------------

alter table public.product_copy_overrides
  add column version integer not null default 1;

comment on column public.product_copy_overrides.version is
  'Goes up by one with every change of the row; the edit and review functions refuse a stale one (PT409).';

create or replace function private.bump_override_version()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Whatever a writer sends: the version is the database's own count of changes.
  new.version := old.version + 1;
  return new;
end
$$;

revoke all on function private.bump_override_version() from public;

-- After the guard (0_) in name order: a refused change never counts.
create trigger product_copy_overrides_1_version
  before update on public.product_copy_overrides
  for each row execute function private.bump_override_version();

-- The version the caller saw, checked in one place: a missing one is allowed only for callers written before
-- versions (the app always sends it), a different one is a conflict that names the current version.
create or replace function private.check_override_version(_row public.product_copy_overrides, _version integer)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if _version is not null and _version <> _row.version then
    raise exception 'Product copy override % changed since it was shown (version % is now %)',
        _row.id, _version, _row.version
      using errcode = 'PT409', detail = _row.version::text,
            hint = 'Read the record again and act on what it says now.';
  end if;
end
$$;

revoke all on function private.check_override_version(public.product_copy_overrides, integer) from public;

-- History of live copy ------------------------------------------------------------------------------------------

create table public.product_copy_live_history (
  id uuid primary key default gen_random_uuid(),
  product_handle text not null,
  -- The record the live copy came from; null when the product went back to its own description.
  override_id uuid references public.product_copy_overrides (id) on delete restrict,
  change text not null
    constraint product_copy_live_history_change check (change in ('approve', 'restore', 'original')),
  marketing_hook text,
  marketing_benefits text,
  marketing_perfect_for text,
  made_live_by uuid references auth.users (id) on delete set null,
  made_live_by_email text,
  live_from timestamptz not null default now(),
  live_until timestamptz,
  -- A copy that went live names its record and text; the original description has neither.
  constraint product_copy_live_history_copy_or_original check (
    case when change = 'original'
      then override_id is null and marketing_hook is null and marketing_benefits is null
           and marketing_perfect_for is null
      else override_id is not null
    end
  ),
  constraint product_copy_live_history_ends_after_start check (live_until is null or live_until >= live_from)
);

comment on table public.product_copy_live_history is
  'Every copy that was ever live on a product page (or the product''s own description), who put it live and when. Written only by review_product_copy_override().';

-- One open entry (what is live now) per product.
create unique index product_copy_live_history_one_open_per_product
  on public.product_copy_live_history (product_handle)
  where live_until is null;

create index product_copy_live_history_product_idx
  on public.product_copy_live_history (product_handle, live_from desc);

alter table public.product_copy_live_history enable row level security;

create policy "Admins read the history of live copy"
  on public.product_copy_live_history
  for select
  to authenticated
  using (public.has_role(auth.uid(), 'admin'));

-- Supabase's default privileges grant ALL on new tables in public: take it back, writes included for
-- service_role, which bypasses RLS but not grants.
revoke all on table public.product_copy_live_history from public, anon, authenticated, service_role;
grant select on table public.product_copy_live_history to authenticated, service_role;

-- The last line: whoever writes (the table's owner in a SQL session too), only inside the review function.
create or replace function private.guard_live_history()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(current_setting('wildroot.reviewing', true), '') <> 'on' then
    raise exception 'Only review_product_copy_override() may write the history of live copy'
      using errcode = '42501';
  end if;
  if tg_op = 'DELETE' then
    raise exception 'The history of live copy is never deleted'
      using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' and (
       (new.id, new.product_handle, new.override_id, new.change, new.marketing_hook, new.marketing_benefits,
        new.marketing_perfect_for, new.made_live_by, new.made_live_by_email, new.live_from)
       is distinct from
       (old.id, old.product_handle, old.override_id, old.change, old.marketing_hook, old.marketing_benefits,
        old.marketing_perfect_for, old.made_live_by, old.made_live_by_email, old.live_from)
       or old.live_until is not null) then
    raise exception 'An entry of the history of live copy only ever gets its end'
      using errcode = '42501';
  end if;
  return coalesce(new, old);
end
$$;

revoke all on function private.guard_live_history() from public;

create trigger product_copy_live_history_guard
  before insert or update or delete on public.product_copy_live_history
  for each row execute function private.guard_live_history();

-- Ends the product's open entry and opens the next one: what the review function does whenever what is live
-- changes.
create or replace function private.record_live_copy(
  _handle text,
  _change text,
  _override public.product_copy_overrides
)
returns void
language plpgsql
set search_path = ''
as $$
begin
  update public.product_copy_live_history
     set live_until = now()
   where product_handle = _handle
     and live_until is null;
  insert into public.product_copy_live_history (
    product_handle, override_id, change, marketing_hook, marketing_benefits, marketing_perfect_for,
    made_live_by, made_live_by_email
  ) values (
    _handle,
    case when _change = 'original' then null else _override.id end,
    _change,
    case when _change = 'original' then null else _override.marketing_hook end,
    case when _change = 'original' then null else _override.marketing_benefits end,
    case when _change = 'original' then null else _override.marketing_perfect_for end,
    auth.uid(),
    (select email from auth.users where id = auth.uid())
  );
end
$$;

revoke all on function private.record_live_copy(text, text, public.product_copy_overrides) from public;

-- What is live now starts the history (who approved it and when, as the record says).
select set_config('wildroot.reviewing', 'on', true);
insert into public.product_copy_live_history (
  product_handle, override_id, change, marketing_hook, marketing_benefits, marketing_perfect_for,
  made_live_by, made_live_by_email, live_from
)
select product_handle, id, 'approve', marketing_hook, marketing_benefits, marketing_perfect_for,
       reviewed_by, reviewed_by_email, coalesce(last_reviewed_at, updated_at)
  from public.product_copy_overrides
 where override_active;
select set_config('wildroot.reviewing', '', true);

-- Edit, with the version shown ----------------------------------------------------------------------------------

drop function public.edit_product_copy_override(uuid, text, text, text, text[]);

create function public.edit_product_copy_override(
  _id uuid,
  _hook text,
  _benefits text,
  _perfect_for text,
  _warnings text[] default '{}',
  _version integer default null
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
  perform private.check_override_version(_row, _version);
  if _row.review_status <> 'pending' then
    raise exception 'Product copy override % was already reviewed (%)', _id, _row.review_status
      using errcode = 'PT409', detail = _row.version::text, hint = 'Only pending overrides can be edited.';
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

comment on function public.edit_product_copy_override(uuid, text, text, text, text[], integer) is 'Admin only, pending overrides only, the only writer of their copy: sets hook, benefits and perfect-for, the warnings (plus the SQL claim rules''), and who edited when. Refuses a stale _version (PT409).';

revoke all on function public.edit_product_copy_override(uuid, text, text, text, text[], integer) from public, anon, authenticated;
grant execute on function public.edit_product_copy_override(uuid, text, text, text, text[], integer) to authenticated, service_role;

-- Review, restore, back to the original -------------------------------------------------------------------------

drop function public.review_product_copy_override(uuid, text, boolean);

create function public.review_product_copy_override(
  _id uuid,
  _decision text,
  _confirm_warnings boolean default false,
  _version integer default null
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

  if _decision is null or _decision not in ('approve', 'reject', 'restore', 'original') then
    raise exception 'Unknown review decision: %', coalesce(_decision, 'null')
      using errcode = '22023', hint = 'Use ''approve'', ''reject'', ''restore'' or ''original''.';
  end if;

  select * into _row
    from public.product_copy_overrides
   where id = _id
     for update;
  if not found then
    raise exception 'Product copy override % not found', _id
      using errcode = 'P0001';
  end if;

  perform private.check_override_version(_row, _version);

  if _decision in ('approve', 'reject') and _row.review_status <> 'pending' then
    raise exception 'Product copy override % was already reviewed (%)', _id, _row.review_status
      using errcode = 'PT409', detail = _row.version::text,
            hint = 'Only pending overrides can be approved or rejected.';
  end if;
  if _decision = 'restore' and (_row.override_active or not exists (
       select 1 from public.product_copy_live_history
        where override_id = _row.id and live_until is not null)) then
    raise exception 'Product copy override % is not a previous live version', _id
      using errcode = 'PT409', detail = _row.version::text,
            hint = 'Only copy that was live before, and is not live now, can be restored.';
  end if;
  if _decision = 'original' and not _row.override_active then
    raise exception 'Product copy override % is not live', _id
      using errcode = 'PT409', detail = _row.version::text,
            hint = 'Take a product back to its own description from the copy that is live on it.';
  end if;

  if _decision in ('approve', 'restore') then
    _claims := private.copy_claim_problems(
      private.override_copy_text(_row.marketing_hook, _row.marketing_benefits, _row.marketing_perfect_for)
    );
    if _claims <> '{}' then
      raise exception 'Product copy override % makes claims that cannot go live', _id
        using errcode = 'PT422', detail = array_to_string(_claims, E'\n'),
              hint = 'Edit or reject it.';
    end if;
    if _row.validation_warnings <> '{}' and not coalesce(_confirm_warnings, false) then
      raise exception 'Product copy override % has warnings; putting it live needs their confirmation', _id
        using errcode = 'PT428', detail = array_to_string(_row.validation_warnings, E'\n'),
              hint = 'Read the warnings and confirm them, or edit the copy.';
    end if;
  end if;

  perform set_config('wildroot.reviewing', 'on', true);
  if _decision in ('approve', 'restore') then
    update public.product_copy_overrides
       set override_active = false
     where product_handle = _row.product_handle
       and id <> _row.id
       and override_active;
  end if;

  if _decision = 'approve' then
    update public.product_copy_overrides
       set override_active = true,
           review_status = 'approved',
           last_reviewed_at = now(),
           reviewed_by = auth.uid(),
           reviewed_by_email = (select email from auth.users where id = auth.uid())
     where id = _id
    returning * into _row;
    perform private.record_live_copy(_row.product_handle, 'approve', _row);
  elsif _decision = 'restore' then
    -- The record keeps its own review (who approved it first); the history says who restored it.
    update public.product_copy_overrides
       set override_active = true
     where id = _id
    returning * into _row;
    perform private.record_live_copy(_row.product_handle, 'restore', _row);
  elsif _decision = 'original' then
    update public.product_copy_overrides
       set override_active = false
     where id = _id
    returning * into _row;
    perform private.record_live_copy(_row.product_handle, 'original', _row);
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

comment on function public.review_product_copy_override(uuid, text, boolean, integer) is 'Admin only, the only writer of what is live and of its history. ''approve'' puts pending copy live (no claims; warnings only with _confirm_warnings), ''reject'' rejects pending copy, ''restore'' puts a previous live version back live (the same rules), ''original'' takes the product back to its own description. Refuses a stale _version (PT409).';

revoke all on function public.review_product_copy_override(uuid, text, boolean, integer) from public, anon, authenticated;
grant execute on function public.review_product_copy_override(uuid, text, boolean, integer) to authenticated, service_role;

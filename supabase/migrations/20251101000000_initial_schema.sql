-- Wildroot Botanicals: roles, product copy overrides, newsletter sign-ups and privacy (opt-out) requests.
--
-- Access model (enforced twice: explicit GRANTs decide which statements a role may run at all, RLS decides
-- which rows it sees):
--   anon / authenticated  read active overrides; insert newsletter sign-ups and opt-out requests (never read them)
--   admins                (authenticated with the 'admin' role in user_roles) read every override and review them
--   service_role          everything (bypasses RLS); the improve-product-copy function inserts overrides with it
-- New tables in `public` are granted to the API roles by Supabase's default privileges, so every table
-- below starts with a revoke.

create schema if not exists private;
revoke all on schema private from public;

-- Roles ----------------------------------------------------------------------------------------------------

create type public.app_role as enum ('admin', 'user');

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  unique (user_id, role)
);

comment on table public.user_roles is 'Application roles per auth user. Readable only by service_role; use public.has_role().';

-- SECURITY DEFINER so any caller can ask "does user X have role R" without being able to read user_roles.
create or replace function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = public
as $$
  select exists (
    select 1
    from public.user_roles
    where user_id = _user_id
      and role = _role
  )
$$;

comment on function public.has_role(uuid, public.app_role) is 'True when the user holds the role. Safe to call from any API role.';

-- Product copy overrides -----------------------------------------------------------------------------------

create table public.product_copy_overrides (
  id uuid primary key default gen_random_uuid(),
  product_handle text not null
    constraint product_copy_overrides_handle_length check (char_length(product_handle) between 1 and 255),
  marketing_hook text
    constraint product_copy_overrides_hook_length check (char_length(marketing_hook) <= 2000),
  marketing_benefits text
    constraint product_copy_overrides_benefits_length check (char_length(marketing_benefits) <= 5000),
  marketing_perfect_for text
    constraint product_copy_overrides_perfect_for_length check (char_length(marketing_perfect_for) <= 2000),
  preserved_specs text,
  confidence_score numeric(4, 3) not null
    constraint product_copy_overrides_confidence_range check (confidence_score between 0 and 1),
  review_status text not null default 'pending'
    constraint product_copy_overrides_review_status check (review_status in ('pending', 'approved', 'rejected')),
  override_active boolean not null default false,
  last_reviewed_at timestamptz,
  reviewed_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Only approved copy may be live.
  constraint product_copy_overrides_active_is_approved check (not override_active or review_status = 'approved')
);

comment on table public.product_copy_overrides is 'AI-written marketing copy per product, reviewed by admins. At most one active row per product.';

create unique index product_copy_overrides_one_active_per_product
  on public.product_copy_overrides (product_handle)
  where override_active;

create index product_copy_overrides_product_handle_idx on public.product_copy_overrides (product_handle);

create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- Activating an override retires the product's previous active one in the same statement, so a plain
-- PATCH that approves (as the spec's "update by id" does) cannot collide with the unique index above.
-- Runs with the caller's rights: only someone allowed to update overrides gets here at all.
create or replace function private.retire_other_active_overrides()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.override_active and (tg_op = 'INSERT' or not old.override_active) then
    update public.product_copy_overrides
       set override_active = false
     where product_handle = new.product_handle
       and id <> new.id
       and override_active;
  end if;
  return new;
end
$$;

create trigger product_copy_overrides_set_updated_at
  before update on public.product_copy_overrides
  for each row execute function private.set_updated_at();

create trigger product_copy_overrides_retire_others
  before insert or update of override_active on public.product_copy_overrides
  for each row execute function private.retire_other_active_overrides();

-- Approve or reject one override in a single transaction. SECURITY INVOKER on purpose: RLS and the table
-- grants still apply to the caller, and the explicit admin check turns "not allowed" into a clear 42501
-- instead of a silent no-op. Returns the updated row.
create or replace function public.review_product_copy_override(_id uuid, _decision text)
returns public.product_copy_overrides
language plpgsql
security invoker
set search_path = public
as $$
declare
  _row public.product_copy_overrides;
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
           reviewed_by = auth.uid()
     where id = _id
    returning * into _row;
  else
    update public.product_copy_overrides
       set override_active = false,
           review_status = 'rejected',
           last_reviewed_at = now(),
           reviewed_by = auth.uid()
     where id = _id
    returning * into _row;
  end if;

  return _row;
end
$$;

comment on function public.review_product_copy_override(uuid, text) is 'Admin only: _decision ''approve'' activates the override (retiring the product''s other active one), ''reject'' deactivates it.';

-- Newsletter (the Wildroot Circle) -------------------------------------------------------------------------

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique
    constraint newsletter_subscribers_email_length check (char_length(email) between 3 and 255)
    constraint newsletter_subscribers_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')
    constraint newsletter_subscribers_email_lowercase check (email = lower(email)),
  source text
    constraint newsletter_subscribers_source_length check (char_length(source) <= 100),
  created_at timestamptz not null default now()
);

comment on table public.newsletter_subscribers is 'Newsletter sign-ups. Insert-only for the API roles; a repeat sign-up is an upsert that ignores duplicates.';

-- Emails are stored trimmed and lower-cased, before the unique check, so "Ana@X.com " and "ana@x.com" are
-- one subscriber and ON CONFLICT (email) DO NOTHING sees them as the same.
create or replace function private.normalise_newsletter_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end
$$;

create trigger newsletter_subscribers_normalise_email
  before insert or update of email on public.newsletter_subscribers
  for each row execute function private.normalise_newsletter_email();

-- Privacy (opt-out of sale/sharing and targeted ads) requests ----------------------------------------------

create table public.privacy_requests (
  id uuid primary key default gen_random_uuid(),
  first_name text not null
    constraint privacy_requests_first_name_length check (char_length(btrim(first_name)) between 1 and 50),
  last_name text not null
    constraint privacy_requests_last_name_length check (char_length(btrim(last_name)) between 1 and 50),
  email text not null
    constraint privacy_requests_email_length check (char_length(email) between 3 and 255)
    constraint privacy_requests_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  state text not null
    constraint privacy_requests_state check (state in (
      'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Iowa', 'Montana', 'Nebraska',
      'New Hampshire', 'New Jersey', 'Oregon', 'Tennessee', 'Texas', 'Utah', 'Virginia'
    )),
  opt_out_sale boolean not null default false,
  opt_out_targeted_ads boolean not null default false,
  gpc boolean not null default false,
  created_at timestamptz not null default now(),
  constraint privacy_requests_at_least_one_opt_out check (opt_out_sale or opt_out_targeted_ads)
);

comment on table public.privacy_requests is 'Opt-out requests (a legal record). Insert-only for the API roles; created_at is always the server''s time.';

-- Row level security ---------------------------------------------------------------------------------------

alter table public.user_roles enable row level security;
alter table public.product_copy_overrides enable row level security;
alter table public.newsletter_subscribers enable row level security;
alter table public.privacy_requests enable row level security;

-- user_roles: no policies, so no API role but service_role (BYPASSRLS) sees a row.

create policy "Active overrides are public"
  on public.product_copy_overrides
  for select
  to anon, authenticated
  using (override_active = true);

create policy "Admins read every override"
  on public.product_copy_overrides
  for select
  to authenticated
  using (public.has_role(auth.uid(), 'admin'));

create policy "Admins review overrides"
  on public.product_copy_overrides
  for update
  to authenticated
  using (public.has_role(auth.uid(), 'admin'))
  with check (public.has_role(auth.uid(), 'admin'));

create policy "Anyone may subscribe to the newsletter"
  on public.newsletter_subscribers
  for insert
  to anon, authenticated
  with check (true);

-- A repeat sign-up is `upsert(..., {onConflict: 'email', ignoreDuplicates: true})`, i.e.
-- INSERT ... ON CONFLICT (email) DO NOTHING. Naming the conflict column makes Postgres require SELECT on it,
-- and with SELECT required the new row must also pass a SELECT policy. This policy admits only rows created
-- in the caller's own transaction (created_at defaults to now(), which clients cannot set), so the upsert
-- works while a later read by anon or authenticated sees no subscriber at all.
create policy "Only the inserting request sees a new subscriber"
  on public.newsletter_subscribers
  for select
  to anon, authenticated
  using (created_at >= now());

create policy "Anyone may file a privacy request"
  on public.privacy_requests
  for insert
  to anon, authenticated
  with check (true);

-- Grants ---------------------------------------------------------------------------------------------------

revoke all on table
  public.user_roles,
  public.product_copy_overrides,
  public.newsletter_subscribers,
  public.privacy_requests
from anon, authenticated;

grant select on table public.product_copy_overrides to anon, authenticated;
-- Reviewers change the copy and its review state, never the product, score or bookkeeping columns.
grant update (
  marketing_hook,
  marketing_benefits,
  marketing_perfect_for,
  preserved_specs,
  review_status,
  override_active,
  last_reviewed_at,
  reviewed_by
) on table public.product_copy_overrides to authenticated;

-- Clients supply the content; id and created_at are always the server's.
grant insert (email, source) on table public.newsletter_subscribers to anon, authenticated;
grant select (email) on table public.newsletter_subscribers to anon, authenticated; -- ON CONFLICT (email) only, see the policy
grant insert (first_name, last_name, email, state, opt_out_sale, opt_out_targeted_ads, gpc)
  on table public.privacy_requests to anon, authenticated;

grant all on table
  public.user_roles,
  public.product_copy_overrides,
  public.newsletter_subscribers,
  public.privacy_requests
to service_role;

revoke all on function public.has_role(uuid, public.app_role) from public, anon, authenticated;
grant execute on function public.has_role(uuid, public.app_role) to anon, authenticated, service_role;

revoke all on function public.review_product_copy_override(uuid, text) from public, anon, authenticated;
grant execute on function public.review_product_copy_override(uuid, text) to authenticated, service_role;

revoke all on function private.set_updated_at() from public;
revoke all on function private.retire_other_active_overrides() from public;
revoke all on function private.normalise_newsletter_email() from public;

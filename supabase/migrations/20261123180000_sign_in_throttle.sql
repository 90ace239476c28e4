-- Sign-in throttle (issue 17): the shop slows and then refuses repeated sign-in attempts per email address
-- and per shopper IP, so a password cannot be guessed through /auth even where Auth's own per-IP limits are
-- generous or every request reaches Auth from a few worker addresses. The worker is stateless across
-- instances, so the counters live here. Keys are HMACs the worker computes with its SESSION_SECRET
-- ("email:<hex>", "ip:<hex>"): the database never sees an address, and nobody without the secret can name
-- (or clear) the counter of someone else's email.
--
-- Policy, per key, within a 15-minute window from the last counted attempt:
--   email: 5 attempts free, then 1, 2, 4, 8, 16 s between attempts, from 10 attempts locked for 15 minutes;
--   ip:   20 attempts free, then 1, 2, 4, ... (at most 60) s between attempts, from 50 locked for 15 minutes.
-- A refused attempt is not counted (a lock does not grow while someone keeps knocking); a successful
-- sign-in clears its email's counter and takes its own attempt back from the IP's.
-- Self-contained: needs only the `private` schema of the initial migration (created here if missing).

create schema if not exists private;

create table private.sign_in_attempts (
  key text primary key check (key ~ '^(email|ip):[0-9a-f]{64}$'),
  attempts integer not null default 0 check (attempts >= 0),
  last_attempt_at timestamptz not null default now()
);
create index sign_in_attempts_last_attempt_at on private.sign_in_attempts (last_attempt_at);
revoke all on table private.sign_in_attempts from public, anon, authenticated;

-- Seconds to wait before this attempt may go ahead (0: go ahead, and it is counted). Both keys are locked
-- for the decision, so concurrent attempts cannot all slip through under one count.
create or replace function public.claim_sign_in_attempt(_email_key text, _ip_key text default null)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _window constant interval := interval '15 minutes';
  _keys text[];
  _key text;
  _attempts integer;
  _last timestamptz;
  _free integer;
  _locked_at integer;
  _wait integer := 0;
begin
  if _email_key is null or _email_key !~ '^email:[0-9a-f]{64}$' then
    raise exception 'claim_sign_in_attempt: invalid email key' using errcode = '22023';
  end if;
  if _ip_key is not null and _ip_key !~ '^ip:[0-9a-f]{64}$' then
    raise exception 'claim_sign_in_attempt: invalid ip key' using errcode = '22023';
  end if;
  _keys := array_remove(array[_email_key, _ip_key], null);

  -- Counters whose window has passed start again; dropping them keeps the table to one window's traffic.
  delete from private.sign_in_attempts where last_attempt_at < now() - _window;

  foreach _key in array _keys loop
    insert into private.sign_in_attempts (key, attempts, last_attempt_at)
    values (_key, 0, now())
    on conflict (key) do nothing;
    select attempts, last_attempt_at into _attempts, _last
      from private.sign_in_attempts where key = _key for update;
    if _key like 'email:%' then
      _free := 5;
      _locked_at := 10;
    else
      _free := 20;
      _locked_at := 50;
    end if;
    if _attempts >= _locked_at then
      _wait := greatest(_wait, ceil(extract(epoch from (_last + _window - now())))::integer);
    elsif _attempts >= _free then
      _wait := greatest(
        _wait,
        ceil(extract(epoch from (_last + least(power(2, _attempts - _free), 60) * interval '1 second' - now())))::integer
      );
    end if;
  end loop;

  if _wait > 0 then
    return _wait;
  end if;
  update private.sign_in_attempts
     set attempts = attempts + 1, last_attempt_at = now()
   where key = any (_keys);
  return 0;
end;
$$;

-- After a successful sign-in, by the signed-in user only.
create or replace function public.sign_in_succeeded(_email_key text, _ip_key text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'sign_in_succeeded: only a signed-in user' using errcode = '42501';
  end if;
  delete from private.sign_in_attempts where key = _email_key and key like 'email:%';
  update private.sign_in_attempts
     set attempts = greatest(attempts - 1, 0)
   where key = _ip_key and key like 'ip:%';
end;
$$;

revoke all on function public.claim_sign_in_attempt(text, text) from public, anon, authenticated;
grant execute on function public.claim_sign_in_attempt(text, text) to anon, authenticated, service_role;
revoke all on function public.sign_in_succeeded(text, text) from public, anon, authenticated;
grant execute on function public.sign_in_succeeded(text, text) to authenticated, service_role;

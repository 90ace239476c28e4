-- An access token stays a valid JWT until it expires (up to an hour), also after its owner signed out: Auth
-- deletes the session row at sign-out, but PostgREST only checks the token's signature. So a signed-out
-- admin's token could still review copy through the REST API. Admin rights now also need the token's
-- session (its `session_id` claim) to exist in auth.sessions, as Auth's own /user endpoint requires.

create or replace function private.session_is_live()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
      from auth.sessions
     where id::text = (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'session_id')
  )
$$;

comment on function private.session_is_live() is
  'True when the request''s JWT names a session Auth still has (it deletes the session at sign-out).';

revoke all on function private.session_is_live() from public, anon, authenticated;

-- The same answer as before for the service role; a signed-in caller also needs a live session.
create or replace function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (
           coalesce(auth.role() = 'service_role', false)
           or (coalesce(_user_id = auth.uid(), false) and private.session_is_live())
         )
     and exists (
       select 1
         from public.user_roles
        where user_id = _user_id
          and role = _role
     )
$$;

comment on function public.has_role(uuid, public.app_role) is
  'True when _user_id is the caller with a live session (or the caller is service_role) and holds the role.';

revoke all on function public.has_role(uuid, public.app_role) from public, anon, authenticated;
grant execute on function public.has_role(uuid, public.app_role) to authenticated, service_role;

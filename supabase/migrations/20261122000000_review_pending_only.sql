-- Only a pending override can be approved or rejected (SPEC 4: the review buttons appear only for inactive
-- pending records). Before this, the review RPC accepted any override, so a stale admin page or a direct
-- POST could put copy that had been rejected live on the product page. A second review now changes
-- nothing and fails with PT409, which PostgREST answers as HTTP 409 Conflict.
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

  if _row.review_status <> 'pending' then
    raise exception 'Product copy override % was already reviewed (%)', _id, _row.review_status
      using errcode = 'PT409', hint = 'Only pending overrides can be approved or rejected.';
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

comment on function public.review_product_copy_override(uuid, text) is 'Admin only, pending overrides only: _decision ''approve'' activates the override (retiring the product''s other active one), ''reject'' deactivates it.';

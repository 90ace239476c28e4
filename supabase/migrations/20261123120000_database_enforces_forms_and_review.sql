-- The database enforces what the forms promise, and the review cannot be skipped (issue 17, items 4 and 5).
--
-- Before this, the public anon key could insert straight into newsletter_subscribers and privacy_requests
-- (storing `<img onerror=...>` names, script-bearing addresses and a self-declared gpc), the newsletter insert
-- answered 409 for members and 201 otherwise, identical opt-outs piled up, an admin token could PATCH
-- rejected copy live, anon could read reviewed_by, and has_role confirmed any id's role to anyone.
--
-- After it:
--   * anon/authenticated write the two request tables only through subscribe_to_newsletter() and
--     submit_privacy_request() (SECURITY DEFINER), which apply the forms' rules (app/lib/newsletterForm*.ts,
--     app/lib/optOutForm*.ts) and answer with the forms' own messages; CHECK constraints hold every other
--     writer (service_role, SQL) to the same rules;
--   * the Global Privacy Control flag comes from the request's own Sec-GPC header, never from the body;
--   * an identical opt-out on the same UTC day counts up one record instead of adding rows;
--   * only review_product_copy_override() changes the review state, and copy with a disease or drug claim
--     can never be live (its check is a CHECK constraint, so no path skips it);
--   * anon and signed-in shoppers read live copy through live_product_copy (four columns), not the table;
--   * has_role() answers only about the caller.
-- Self-contained: it assumes only 20251101000000_initial_schema.sql and 20261122000000_review_pending_only.sql.

-- Helpers shared by the form rules -------------------------------------------------------------------------

-- JavaScript's String.prototype.trim(), which the forms' zod schemas apply: it strips Unicode white space
-- and line terminators, not just ASCII spaces as btrim() does.
create or replace function private.js_trim(_value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(
    _value,
    '^[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '',
    'g'
  )
$$;

-- zod 4's z.email() pattern, which both forms use (ASCII only, so no markup, quotes or spaces get through).
create or replace function private.is_form_email(_value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select _value ~ '^(?:[A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
$$;

-- Newsletter e-mail (SPEC 5): trimmed; required, then valid, then at most 255. The first problem as the
-- form words it, or null.
create or replace function private.newsletter_email_problem(_value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when coalesce(private.js_trim(_value), '') = '' then 'Email is required'
    when not private.is_form_email(private.js_trim(_value)) then 'Please enter a valid email address'
    when char_length(private.js_trim(_value)) > 255 then 'Email must be less than 255 characters'
  end
$$;

-- Opt-out e-mail (SPEC 5): trimmed; valid, then at most 255 (an empty one is simply invalid).
create or replace function private.opt_out_email_problem(_value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when not coalesce(private.is_form_email(private.js_trim(_value)), false) then 'Invalid email address'
    when char_length(private.js_trim(_value)) > 255 then 'Email must be less than 255 characters'
  end
$$;


-- Unicode's letters (L) and combining marks (M), as the ranges of a regular-expression bracket: what
-- \p{L}\p{M} means in the opt-out form's name rule. Postgres has no \p{...}, and its [[:alpha:]] follows the
-- database's locale (ASCII only under C, no marks under C.UTF-8), so the ranges are spelled out (Unicode 17,
-- printed by scripts/unicode-name-class.mjs; tests/integration/supabase-form-rules.test.ts compares them with
-- JavaScript's code point by code point).
create or replace function private.letter_or_mark_class()
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select
    '\u0041-\u005a\u0061-\u007a\u00aa\u00b5\u00ba\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02c1\u02c6-\u02d1' ||
    '\u02e0-\u02e4\u02ec\u02ee\u0300-\u0374\u0376-\u0377\u037a-\u037d\u037f\u0386\u0388-\u038a\u038c' ||
    '\u038e-\u03a1\u03a3-\u03f5\u03f7-\u0481\u0483-\u052f\u0531-\u0556\u0559\u0560-\u0588\u0591-\u05bd\u05bf' ||
    '\u05c1-\u05c2\u05c4-\u05c5\u05c7\u05d0-\u05ea\u05ef-\u05f2\u0610-\u061a\u0620-\u065f\u066e-\u06d3' ||
    '\u06d5-\u06dc\u06df-\u06e8\u06ea-\u06ef\u06fa-\u06fc\u06ff\u0710-\u074a\u074d-\u07b1\u07ca-\u07f5\u07fa' ||
    '\u07fd\u0800-\u082d\u0840-\u085b\u0860-\u086a\u0870-\u0887\u0889-\u088f\u0897-\u08e1\u08e3-\u0963' ||
    '\u0971-\u0983\u0985-\u098c\u098f-\u0990\u0993-\u09a8\u09aa-\u09b0\u09b2\u09b6-\u09b9\u09bc-\u09c4' ||
    '\u09c7-\u09c8\u09cb-\u09ce\u09d7\u09dc-\u09dd\u09df-\u09e3\u09f0-\u09f1\u09fc\u09fe\u0a01-\u0a03' ||
    '\u0a05-\u0a0a\u0a0f-\u0a10\u0a13-\u0a28\u0a2a-\u0a30\u0a32-\u0a33\u0a35-\u0a36\u0a38-\u0a39\u0a3c' ||
    '\u0a3e-\u0a42\u0a47-\u0a48\u0a4b-\u0a4d\u0a51\u0a59-\u0a5c\u0a5e\u0a70-\u0a75\u0a81-\u0a83\u0a85-\u0a8d' ||
    '\u0a8f-\u0a91\u0a93-\u0aa8\u0aaa-\u0ab0\u0ab2-\u0ab3\u0ab5-\u0ab9\u0abc-\u0ac5\u0ac7-\u0ac9\u0acb-\u0acd' ||
    '\u0ad0\u0ae0-\u0ae3\u0af9-\u0aff\u0b01-\u0b03\u0b05-\u0b0c\u0b0f-\u0b10\u0b13-\u0b28\u0b2a-\u0b30' ||
    '\u0b32-\u0b33\u0b35-\u0b39\u0b3c-\u0b44\u0b47-\u0b48\u0b4b-\u0b4d\u0b55-\u0b57\u0b5c-\u0b5d\u0b5f-\u0b63' ||
    '\u0b71\u0b82-\u0b83\u0b85-\u0b8a\u0b8e-\u0b90\u0b92-\u0b95\u0b99-\u0b9a\u0b9c\u0b9e-\u0b9f\u0ba3-\u0ba4' ||
    '\u0ba8-\u0baa\u0bae-\u0bb9\u0bbe-\u0bc2\u0bc6-\u0bc8\u0bca-\u0bcd\u0bd0\u0bd7\u0c00-\u0c0c\u0c0e-\u0c10' ||
    '\u0c12-\u0c28\u0c2a-\u0c39\u0c3c-\u0c44\u0c46-\u0c48\u0c4a-\u0c4d\u0c55-\u0c56\u0c58-\u0c5a\u0c5c-\u0c5d' ||
    '\u0c60-\u0c63\u0c80-\u0c83\u0c85-\u0c8c\u0c8e-\u0c90\u0c92-\u0ca8\u0caa-\u0cb3\u0cb5-\u0cb9\u0cbc-\u0cc4' ||
    '\u0cc6-\u0cc8\u0cca-\u0ccd\u0cd5-\u0cd6\u0cdc-\u0cde\u0ce0-\u0ce3\u0cf1-\u0cf3\u0d00-\u0d0c\u0d0e-\u0d10' ||
    '\u0d12-\u0d44\u0d46-\u0d48\u0d4a-\u0d4e\u0d54-\u0d57\u0d5f-\u0d63\u0d7a-\u0d7f\u0d81-\u0d83\u0d85-\u0d96' ||
    '\u0d9a-\u0db1\u0db3-\u0dbb\u0dbd\u0dc0-\u0dc6\u0dca\u0dcf-\u0dd4\u0dd6\u0dd8-\u0ddf\u0df2-\u0df3' ||
    '\u0e01-\u0e3a\u0e40-\u0e4e\u0e81-\u0e82\u0e84\u0e86-\u0e8a\u0e8c-\u0ea3\u0ea5\u0ea7-\u0ebd\u0ec0-\u0ec4' ||
    '\u0ec6\u0ec8-\u0ece\u0edc-\u0edf\u0f00\u0f18-\u0f19\u0f35\u0f37\u0f39\u0f3e-\u0f47\u0f49-\u0f6c' ||
    '\u0f71-\u0f84\u0f86-\u0f97\u0f99-\u0fbc\u0fc6\u1000-\u103f\u1050-\u108f\u109a-\u109d\u10a0-\u10c5\u10c7' ||
    '\u10cd\u10d0-\u10fa\u10fc-\u1248\u124a-\u124d\u1250-\u1256\u1258\u125a-\u125d\u1260-\u1288\u128a-\u128d' ||
    '\u1290-\u12b0\u12b2-\u12b5\u12b8-\u12be\u12c0\u12c2-\u12c5\u12c8-\u12d6\u12d8-\u1310\u1312-\u1315' ||
    '\u1318-\u135a\u135d-\u135f\u1380-\u138f\u13a0-\u13f5\u13f8-\u13fd\u1401-\u166c\u166f-\u167f\u1681-\u169a' ||
    '\u16a0-\u16ea\u16f1-\u16f8\u1700-\u1715\u171f-\u1734\u1740-\u1753\u1760-\u176c\u176e-\u1770\u1772-\u1773' ||
    '\u1780-\u17d3\u17d7\u17dc-\u17dd\u180b-\u180d\u180f\u1820-\u1878\u1880-\u18aa\u18b0-\u18f5\u1900-\u191e' ||
    '\u1920-\u192b\u1930-\u193b\u1950-\u196d\u1970-\u1974\u1980-\u19ab\u19b0-\u19c9\u1a00-\u1a1b\u1a20-\u1a5e' ||
    '\u1a60-\u1a7c\u1a7f\u1aa7\u1ab0-\u1add\u1ae0-\u1aeb\u1b00-\u1b4c\u1b6b-\u1b73\u1b80-\u1baf\u1bba-\u1bf3' ||
    '\u1c00-\u1c37\u1c4d-\u1c4f\u1c5a-\u1c7d\u1c80-\u1c8a\u1c90-\u1cba\u1cbd-\u1cbf\u1cd0-\u1cd2\u1cd4-\u1cfa' ||
    '\u1d00-\u1f15\u1f18-\u1f1d\u1f20-\u1f45\u1f48-\u1f4d\u1f50-\u1f57\u1f59\u1f5b\u1f5d\u1f5f-\u1f7d' ||
    '\u1f80-\u1fb4\u1fb6-\u1fbc\u1fbe\u1fc2-\u1fc4\u1fc6-\u1fcc\u1fd0-\u1fd3\u1fd6-\u1fdb\u1fe0-\u1fec' ||
    '\u1ff2-\u1ff4\u1ff6-\u1ffc\u2071\u207f\u2090-\u209c\u20d0-\u20f0\u2102\u2107\u210a-\u2113\u2115' ||
    '\u2119-\u211d\u2124\u2126\u2128\u212a-\u212d\u212f-\u2139\u213c-\u213f\u2145-\u2149\u214e\u2183-\u2184' ||
    '\u2c00-\u2ce4\u2ceb-\u2cf3\u2d00-\u2d25\u2d27\u2d2d\u2d30-\u2d67\u2d6f\u2d7f-\u2d96\u2da0-\u2da6' ||
    '\u2da8-\u2dae\u2db0-\u2db6\u2db8-\u2dbe\u2dc0-\u2dc6\u2dc8-\u2dce\u2dd0-\u2dd6\u2dd8-\u2dde\u2de0-\u2dff' ||
    '\u2e2f\u3005-\u3006\u302a-\u302f\u3031-\u3035\u303b-\u303c\u3041-\u3096\u3099-\u309a\u309d-\u309f' ||
    '\u30a1-\u30fa\u30fc-\u30ff\u3105-\u312f\u3131-\u318e\u31a0-\u31bf\u31f0-\u31ff\u3400-\u4dbf\u4e00-\ua48c' ||
    '\ua4d0-\ua4fd\ua500-\ua60c\ua610-\ua61f\ua62a-\ua62b\ua640-\ua672\ua674-\ua67d\ua67f-\ua6e5\ua6f0-\ua6f1' ||
    '\ua717-\ua71f\ua722-\ua788\ua78b-\ua7dc\ua7f1-\ua827\ua82c\ua840-\ua873\ua880-\ua8c5\ua8e0-\ua8f7\ua8fb' ||
    '\ua8fd-\ua8ff\ua90a-\ua92d\ua930-\ua953\ua960-\ua97c\ua980-\ua9c0\ua9cf\ua9e0-\ua9ef\ua9fa-\ua9fe' ||
    '\uaa00-\uaa36\uaa40-\uaa4d\uaa60-\uaa76\uaa7a-\uaac2\uaadb-\uaadd\uaae0-\uaaef\uaaf2-\uaaf6\uab01-\uab06' ||
    '\uab09-\uab0e\uab11-\uab16\uab20-\uab26\uab28-\uab2e\uab30-\uab5a\uab5c-\uab69\uab70-\uabea\uabec-\uabed' ||
    '\uac00-\ud7a3\ud7b0-\ud7c6\ud7cb-\ud7fb\uf900-\ufa6d\ufa70-\ufad9\ufb00-\ufb06\ufb13-\ufb17\ufb1d-\ufb28' ||
    '\ufb2a-\ufb36\ufb38-\ufb3c\ufb3e\ufb40-\ufb41\ufb43-\ufb44\ufb46-\ufbb1\ufbd3-\ufd3d\ufd50-\ufd8f' ||
    '\ufd92-\ufdc7\ufdf0-\ufdfb\ufe00-\ufe0f\ufe20-\ufe2f\ufe70-\ufe74\ufe76-\ufefc\uff21-\uff3a\uff41-\uff5a' ||
    '\uff66-\uffbe\uffc2-\uffc7\uffca-\uffcf\uffd2-\uffd7\uffda-\uffdc\U00010000-\U0001000b' ||
    '\U0001000d-\U00010026\U00010028-\U0001003a\U0001003c-\U0001003d\U0001003f-\U0001004d' ||
    '\U00010050-\U0001005d\U00010080-\U000100fa\U000101fd\U00010280-\U0001029c\U000102a0-\U000102d0\U000102e0' ||
    '\U00010300-\U0001031f\U0001032d-\U00010340\U00010342-\U00010349\U00010350-\U0001037a' ||
    '\U00010380-\U0001039d\U000103a0-\U000103c3\U000103c8-\U000103cf\U00010400-\U0001049d' ||
    '\U000104b0-\U000104d3\U000104d8-\U000104fb\U00010500-\U00010527\U00010530-\U00010563' ||
    '\U00010570-\U0001057a\U0001057c-\U0001058a\U0001058c-\U00010592\U00010594-\U00010595' ||
    '\U00010597-\U000105a1\U000105a3-\U000105b1\U000105b3-\U000105b9\U000105bb-\U000105bc' ||
    '\U000105c0-\U000105f3\U00010600-\U00010736\U00010740-\U00010755\U00010760-\U00010767' ||
    '\U00010780-\U00010785\U00010787-\U000107b0\U000107b2-\U000107ba\U00010800-\U00010805\U00010808' ||
    '\U0001080a-\U00010835\U00010837-\U00010838\U0001083c\U0001083f-\U00010855\U00010860-\U00010876' ||
    '\U00010880-\U0001089e\U000108e0-\U000108f2\U000108f4-\U000108f5\U00010900-\U00010915' ||
    '\U00010920-\U00010939\U00010940-\U00010959\U00010980-\U000109b7\U000109be-\U000109bf' ||
    '\U00010a00-\U00010a03\U00010a05-\U00010a06\U00010a0c-\U00010a13\U00010a15-\U00010a17' ||
    '\U00010a19-\U00010a35\U00010a38-\U00010a3a\U00010a3f\U00010a60-\U00010a7c\U00010a80-\U00010a9c' ||
    '\U00010ac0-\U00010ac7\U00010ac9-\U00010ae6\U00010b00-\U00010b35\U00010b40-\U00010b55' ||
    '\U00010b60-\U00010b72\U00010b80-\U00010b91\U00010c00-\U00010c48\U00010c80-\U00010cb2' ||
    '\U00010cc0-\U00010cf2\U00010d00-\U00010d27\U00010d4a-\U00010d65\U00010d69-\U00010d6d' ||
    '\U00010d6f-\U00010d85\U00010e80-\U00010ea9\U00010eab-\U00010eac\U00010eb0-\U00010eb1' ||
    '\U00010ec2-\U00010ec7\U00010efa-\U00010f1c\U00010f27\U00010f30-\U00010f50\U00010f70-\U00010f85' ||
    '\U00010fb0-\U00010fc4\U00010fe0-\U00010ff6\U00011000-\U00011046\U00011070-\U00011075' ||
    '\U0001107f-\U000110ba\U000110c2\U000110d0-\U000110e8\U00011100-\U00011134\U00011144-\U00011147' ||
    '\U00011150-\U00011173\U00011176\U00011180-\U000111c4\U000111c9-\U000111cc\U000111ce-\U000111cf\U000111da' ||
    '\U000111dc\U00011200-\U00011211\U00011213-\U00011237\U0001123e-\U00011241\U00011280-\U00011286\U00011288' ||
    '\U0001128a-\U0001128d\U0001128f-\U0001129d\U0001129f-\U000112a8\U000112b0-\U000112ea' ||
    '\U00011300-\U00011303\U00011305-\U0001130c\U0001130f-\U00011310\U00011313-\U00011328' ||
    '\U0001132a-\U00011330\U00011332-\U00011333\U00011335-\U00011339\U0001133b-\U00011344' ||
    '\U00011347-\U00011348\U0001134b-\U0001134d\U00011350\U00011357\U0001135d-\U00011363\U00011366-\U0001136c' ||
    '\U00011370-\U00011374\U00011380-\U00011389\U0001138b\U0001138e\U00011390-\U000113b5\U000113b7-\U000113c0' ||
    '\U000113c2\U000113c5\U000113c7-\U000113ca\U000113cc-\U000113d3\U000113e1-\U000113e2\U00011400-\U0001144a' ||
    '\U0001145e-\U00011461\U00011480-\U000114c5\U000114c7\U00011580-\U000115b5\U000115b8-\U000115c0' ||
    '\U000115d8-\U000115dd\U00011600-\U00011640\U00011644\U00011680-\U000116b8\U00011700-\U0001171a' ||
    '\U0001171d-\U0001172b\U00011740-\U00011746\U00011800-\U0001183a\U000118a0-\U000118df' ||
    '\U000118ff-\U00011906\U00011909\U0001190c-\U00011913\U00011915-\U00011916\U00011918-\U00011935' ||
    '\U00011937-\U00011938\U0001193b-\U00011943\U000119a0-\U000119a7\U000119aa-\U000119d7' ||
    '\U000119da-\U000119e1\U000119e3-\U000119e4\U00011a00-\U00011a3e\U00011a47\U00011a50-\U00011a99\U00011a9d' ||
    '\U00011ab0-\U00011af8\U00011b60-\U00011b67\U00011bc0-\U00011be0\U00011c00-\U00011c08' ||
    '\U00011c0a-\U00011c36\U00011c38-\U00011c40\U00011c72-\U00011c8f\U00011c92-\U00011ca7' ||
    '\U00011ca9-\U00011cb6\U00011d00-\U00011d06\U00011d08-\U00011d09\U00011d0b-\U00011d36\U00011d3a' ||
    '\U00011d3c-\U00011d3d\U00011d3f-\U00011d47\U00011d60-\U00011d65\U00011d67-\U00011d68' ||
    '\U00011d6a-\U00011d8e\U00011d90-\U00011d91\U00011d93-\U00011d98\U00011db0-\U00011ddb' ||
    '\U00011ee0-\U00011ef6\U00011f00-\U00011f10\U00011f12-\U00011f3a\U00011f3e-\U00011f42\U00011f5a\U00011fb0' ||
    '\U00012000-\U00012399\U00012480-\U00012543\U00012f90-\U00012ff0\U00013000-\U0001342f' ||
    '\U00013440-\U00013455\U00013460-\U000143fa\U00014400-\U00014646\U00016100-\U0001612f' ||
    '\U00016800-\U00016a38\U00016a40-\U00016a5e\U00016a70-\U00016abe\U00016ad0-\U00016aed' ||
    '\U00016af0-\U00016af4\U00016b00-\U00016b36\U00016b40-\U00016b43\U00016b63-\U00016b77' ||
    '\U00016b7d-\U00016b8f\U00016d40-\U00016d6c\U00016e40-\U00016e7f\U00016ea0-\U00016eb8' ||
    '\U00016ebb-\U00016ed3\U00016f00-\U00016f4a\U00016f4f-\U00016f87\U00016f8f-\U00016f9f' ||
    '\U00016fe0-\U00016fe1\U00016fe3-\U00016fe4\U00016ff0-\U00016ff3\U00017000-\U00018cd5' ||
    '\U00018cff-\U00018d1e\U00018d80-\U00018df2\U0001aff0-\U0001aff3\U0001aff5-\U0001affb' ||
    '\U0001affd-\U0001affe\U0001b000-\U0001b122\U0001b132\U0001b150-\U0001b152\U0001b155\U0001b164-\U0001b167' ||
    '\U0001b170-\U0001b2fb\U0001bc00-\U0001bc6a\U0001bc70-\U0001bc7c\U0001bc80-\U0001bc88' ||
    '\U0001bc90-\U0001bc99\U0001bc9d-\U0001bc9e\U0001cf00-\U0001cf2d\U0001cf30-\U0001cf46' ||
    '\U0001d165-\U0001d169\U0001d16d-\U0001d172\U0001d17b-\U0001d182\U0001d185-\U0001d18b' ||
    '\U0001d1aa-\U0001d1ad\U0001d242-\U0001d244\U0001d400-\U0001d454\U0001d456-\U0001d49c' ||
    '\U0001d49e-\U0001d49f\U0001d4a2\U0001d4a5-\U0001d4a6\U0001d4a9-\U0001d4ac\U0001d4ae-\U0001d4b9\U0001d4bb' ||
    '\U0001d4bd-\U0001d4c3\U0001d4c5-\U0001d505\U0001d507-\U0001d50a\U0001d50d-\U0001d514' ||
    '\U0001d516-\U0001d51c\U0001d51e-\U0001d539\U0001d53b-\U0001d53e\U0001d540-\U0001d544\U0001d546' ||
    '\U0001d54a-\U0001d550\U0001d552-\U0001d6a5\U0001d6a8-\U0001d6c0\U0001d6c2-\U0001d6da' ||
    '\U0001d6dc-\U0001d6fa\U0001d6fc-\U0001d714\U0001d716-\U0001d734\U0001d736-\U0001d74e' ||
    '\U0001d750-\U0001d76e\U0001d770-\U0001d788\U0001d78a-\U0001d7a8\U0001d7aa-\U0001d7c2' ||
    '\U0001d7c4-\U0001d7cb\U0001da00-\U0001da36\U0001da3b-\U0001da6c\U0001da75\U0001da84\U0001da9b-\U0001da9f' ||
    '\U0001daa1-\U0001daaf\U0001df00-\U0001df1e\U0001df25-\U0001df2a\U0001e000-\U0001e006' ||
    '\U0001e008-\U0001e018\U0001e01b-\U0001e021\U0001e023-\U0001e024\U0001e026-\U0001e02a' ||
    '\U0001e030-\U0001e06d\U0001e08f\U0001e100-\U0001e12c\U0001e130-\U0001e13d\U0001e14e\U0001e290-\U0001e2ae' ||
    '\U0001e2c0-\U0001e2ef\U0001e4d0-\U0001e4ef\U0001e5d0-\U0001e5f0\U0001e6c0-\U0001e6de' ||
    '\U0001e6e0-\U0001e6f5\U0001e6fe-\U0001e6ff\U0001e7e0-\U0001e7e6\U0001e7e8-\U0001e7eb' ||
    '\U0001e7ed-\U0001e7ee\U0001e7f0-\U0001e7fe\U0001e800-\U0001e8c4\U0001e8d0-\U0001e8d6' ||
    '\U0001e900-\U0001e94b\U0001ee00-\U0001ee03\U0001ee05-\U0001ee1f\U0001ee21-\U0001ee22\U0001ee24\U0001ee27' ||
    '\U0001ee29-\U0001ee32\U0001ee34-\U0001ee37\U0001ee39\U0001ee3b\U0001ee42\U0001ee47\U0001ee49\U0001ee4b' ||
    '\U0001ee4d-\U0001ee4f\U0001ee51-\U0001ee52\U0001ee54\U0001ee57\U0001ee59\U0001ee5b\U0001ee5d\U0001ee5f' ||
    '\U0001ee61-\U0001ee62\U0001ee64\U0001ee67-\U0001ee6a\U0001ee6c-\U0001ee72\U0001ee74-\U0001ee77' ||
    '\U0001ee79-\U0001ee7c\U0001ee7e\U0001ee80-\U0001ee89\U0001ee8b-\U0001ee9b\U0001eea1-\U0001eea3' ||
    '\U0001eea5-\U0001eea9\U0001eeab-\U0001eebb\U00020000-\U0002a6df\U0002a700-\U0002b81d' ||
    '\U0002b820-\U0002cead\U0002ceb0-\U0002ebe0\U0002ebf0-\U0002ee5d\U0002f800-\U0002fa1d' ||
    '\U00030000-\U0003134a\U00031350-\U00033479\U000e0100-\U000e01ef'
$$;

-- Opt-out names (SPEC 5): trimmed; required, at most 50 (zod 4 counts code points, as char_length does), only letters (any script, with their combining
-- marks), spaces, hyphens and apostrophes (straight or curly). _field is 'First' or 'Last'.
create or replace function private.person_name_problem(_value text, _field text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when coalesce(private.js_trim(_value), '') = '' then _field || ' name is required'
    when char_length(private.js_trim(_value)) > 50 then _field || ' name must be less than 50 characters'
    when private.js_trim(_value) !~ ('^[' || private.letter_or_mark_class() || ' ''\u2019-]+$')
      then _field || ' name can only contain letters, spaces, hyphens, and apostrophes'
  end
$$;

-- The Global Privacy Control signal of the request being served: PostgREST passes every request header to
-- SQL as the transaction-local JSON setting request.headers (names lower-cased). GPC is by definition a
-- header the user agent sends (`Sec-GPC: 1`), and no server can verify it more than that: the shop's worker
-- forwards the shopper's header unchanged, and anyone posting here directly is the user agent whose signal
-- it records. What the body claims is never read.
create or replace function private.request_has_gpc()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(
    btrim(nullif(current_setting('request.headers', true), '')::json ->> 'sec-gpc') = '1',
    false
  )
$$;

-- Newsletter (the Wildroot Circle) -------------------------------------------------------------------------

drop policy if exists "Anyone may subscribe to the newsletter" on public.newsletter_subscribers;
drop policy if exists "Only the inserting request sees a new subscriber" on public.newsletter_subscribers;
revoke all on table public.newsletter_subscribers from anon, authenticated;

-- Rows stored before this migration are not re-checked (a project may hold sign-ups the old insert let
-- through; they are the operator's to review), every new or changed row is.
alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_email_as_form
    check (private.newsletter_email_problem(email) is null and email = lower(private.js_trim(email))) not valid;

-- Answers the same for a new address and for a member (nothing, HTTP 204), so the answer reveals no
-- membership; a refused address raises 22023 (HTTP 400) with the form's message. The app shows its welcome
-- only after this returned without error, i.e. after a real store or an existing membership.
create or replace function public.subscribe_to_newsletter(_email text, _source text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _problem text := private.newsletter_email_problem(_email);
begin
  if _problem is not null then
    raise exception '%', _problem using errcode = '22023';
  end if;
  insert into public.newsletter_subscribers (email, source)
  values (
    lower(private.js_trim(_email)),
    -- As the form does: a source it does not know is recorded as the website.
    case when _source in ('home', 'newsletter-page', 'website') then _source else 'website' end
  )
  on conflict (email) do nothing;
end
$$;

comment on function public.subscribe_to_newsletter(text, text) is 'Newsletter sign-up with the form''s rules. Same answer for members and new addresses.';

-- Privacy (opt-out) requests -------------------------------------------------------------------------------

drop policy if exists "Anyone may file a privacy request" on public.privacy_requests;
revoke all on table public.privacy_requests from anon, authenticated;

alter table public.privacy_requests
  add column submission_count integer not null default 1
    constraint privacy_requests_submission_count_positive check (submission_count >= 1),
  add column last_submitted_at timestamptz,
  add column submitted_on date;

update public.privacy_requests
   set last_submitted_at = created_at,
       submitted_on = (created_at at time zone 'UTC')::date;

-- Rows filed before this migration may already repeat one another; fold each day's identical requests into
-- the earliest, as the new unique index requires, keeping how many there were, the latest time and any GPC.
create temporary table _privacy_request_groups on commit drop as
select id,
       row_number() over same_request as position,
       count(*) over same_request_all as submissions,
       max(created_at) over same_request_all as last_at,
       bool_or(gpc) over same_request_all as any_gpc
  from public.privacy_requests
window same_request as (
         partition by lower(email), lower(first_name), lower(last_name), state, opt_out_sale,
                      opt_out_targeted_ads, submitted_on
         order by created_at, id
       ),
       same_request_all as (
         partition by lower(email), lower(first_name), lower(last_name), state, opt_out_sale,
                      opt_out_targeted_ads, submitted_on
       );

update public.privacy_requests p
   set submission_count = g.submissions,
       last_submitted_at = g.last_at,
       gpc = g.any_gpc
  from _privacy_request_groups g
 where p.id = g.id and g.position = 1 and g.submissions > 1;

delete from public.privacy_requests p
 using _privacy_request_groups g
 where p.id = g.id and g.position > 1;

alter table public.privacy_requests
  alter column last_submitted_at set default now(),
  alter column last_submitted_at set not null,
  alter column submitted_on set default ((now() at time zone 'UTC')::date),
  alter column submitted_on set not null;

-- One record per identical request per UTC day: the key of submit_privacy_request()'s ON CONFLICT, so
-- concurrent repeats count up one row rather than racing to insert several.
create unique index privacy_requests_same_request_same_day
  on public.privacy_requests (
    lower(email), lower(first_name), lower(last_name), state, opt_out_sale, opt_out_targeted_ads, submitted_on
  );

alter table public.privacy_requests
  add constraint privacy_requests_first_name_as_form
    check (private.person_name_problem(first_name, 'First') is null and first_name = private.js_trim(first_name)) not valid,
  add constraint privacy_requests_last_name_as_form
    check (private.person_name_problem(last_name, 'Last') is null and last_name = private.js_trim(last_name)) not valid,
  add constraint privacy_requests_email_as_form
    check (private.opt_out_email_problem(email) is null and email = private.js_trim(email)) not valid;

comment on column public.privacy_requests.gpc is 'The request that filed (or repeated) this opt-out carried Sec-GPC: 1, as the user agent sent it. Read from the request headers, never from the body.';
comment on column public.privacy_requests.submission_count is 'How many identical requests (same names, email, state and options) arrived on submitted_on (UTC).';

-- Files an opt-out with the form's rules, checked in the form's order (first name, last name, email, state,
-- options) and refused with its first message (22023, HTTP 400). A repeat of the same request on the same
-- UTC day counts up the existing record. Answers nothing either way (HTTP 204), so it says nothing about
-- earlier requests.
create or replace function public.submit_privacy_request(
  _first_name text,
  _last_name text,
  _email text,
  _state text,
  _opt_out_sale boolean,
  _opt_out_targeted_ads boolean
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _problem text := coalesce(
    private.person_name_problem(_first_name, 'First'),
    private.person_name_problem(_last_name, 'Last'),
    private.opt_out_email_problem(_email),
    case when _state is null or _state not in (
      'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Iowa', 'Montana', 'Nebraska',
      'New Hampshire', 'New Jersey', 'Oregon', 'Tennessee', 'Texas', 'Utah', 'Virginia'
    ) then 'Please select your state' end,
    case when not (coalesce(_opt_out_sale, false) or coalesce(_opt_out_targeted_ads, false))
      then 'Please select at least one opt-out option' end
  );
begin
  if _problem is not null then
    raise exception '%', _problem using errcode = '22023';
  end if;
  insert into public.privacy_requests as existing
    (first_name, last_name, email, state, opt_out_sale, opt_out_targeted_ads, gpc)
  values (
    private.js_trim(_first_name), private.js_trim(_last_name), private.js_trim(_email), _state,
    coalesce(_opt_out_sale, false), coalesce(_opt_out_targeted_ads, false), private.request_has_gpc()
  )
  on conflict (
    lower(email), lower(first_name), lower(last_name), state, opt_out_sale, opt_out_targeted_ads, submitted_on
  ) do update
    set submission_count = existing.submission_count + 1,
        last_submitted_at = now(),
        gpc = existing.gpc or excluded.gpc;
end
$$;

comment on function public.submit_privacy_request(text, text, text, text, boolean, boolean) is 'Opt-out request with the form''s rules; GPC from the request''s Sec-GPC header; same-day repeats counted on one record.';

-- Product copy: the claim rules -----------------------------------------------------------------------------

-- The disease and drug-claim rules of the improve-product-copy edge function
-- (supabase/functions/improve-product-copy/claims.ts, findProhibitedClaims), ported to Postgres regular
-- expressions: same lists, same order, same warnings word for word (tests/integration/supabase-review.test.ts
-- runs both on one list of phrases). Differences of dialect: \y is Postgres' word boundary (\b is a
-- backspace there), and Postgres prefers the longest match unless the whole pattern is made non-greedy, so the
-- lazy rule is wrapped in (?:...){1,1}?. An empty array means no problem.
create or replace function private.copy_claim_problems(_text text)
returns text[]
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  conditions constant text := '(?:diseases?|illness(?:es)?|disorders?|acne|eczema|psoriasis|rosacea|dermatitis|infections?|inflammation|cancers?|tumou?rs?|diabetes|arthritis|hypertension|high blood pressure|depression|anxiety|insomnia|alzheimer''?s|dementia|colds?|flu|influenza|covid(?:-19)?|viruses?|bacteria|fungus|fungal infections?|wounds?|burns?|scars?|pain|migraines?|headaches?|allerg(?:y|ies)|hair loss|baldness|ulcers?|asthma|obesity)';
  actions constant text := '(?:treats?|treating|treatment (?:of|for)|prevents?|preventing|prevention of|heals?|healing|diagnos(?:e|es|ing)|mitigates?|mitigating|relieves?|relieving|eliminates?|eliminating|reverses?|reversing|fights?|fighting|combats?|stops?|ends?|fix(?:es)?)';
  rules constant text[][] := array[
    array['(?<![-\w])(?:cures?|cured|curing)\y(?!\s+(?:for|time|times|period|in|over|until|at|on|racks?)\y)(?:\s+\w+){0,3}', 'disease claim'],
    array['(?:\y' || actions || '\y(?:\s+[\w''-]+){0,4}?\s+' || conditions || '\y){1,1}?', 'disease claim'],
    array['\yFDA[\s-]*(?:approved|approval|cleared|certified|registered)\y|\y(?:approved|cleared) by (?:the )?FDA\y', 'claims FDA approval'],
    array['\y(?:anti-?inflammatory|anti-?bacterial|anti-?microbial|anti-?viral|anti-?fungal|antiseptic|kills? (?:germs|bacteria|viruses)|prescription[\s-]strength|medical[\s-]grade|pharmaceutical[\s-]grade|clinical[\s-]strength|miracle|(?:boosts?|stimulates?|increases?) collagen(?: production)?|regrows? hair|repairs? (?:damaged )?(?:dna|cells)|detox(?:ifies)? (?:your |the )?(?:body|liver|blood)|balances? (?:your )?hormones|lowers? (?:your )?(?:blood pressure|cholesterol|blood sugar))\y', 'drug-like claim']
  ];
  clinical constant text := '\y(?:clinically|scientifically|medically)[\s-](?:proven|tested|shown)\y';
  -- A qualified clinical claim names its evidence: a study or trial, and a number, in the same sentence.
  qualifier constant text := '\y(?:stud(?:y|ies)|trials?)\y';
  -- The FDA disclaimer repeats the forbidden verbs in the negative; it is not a claim.
  disclaimer constant text := 'not (?:been )?intended to diagnose,? treat,? cure,? (?:or|and) prevent any disease';
  cleaned text;
  warnings text[] := '{}';
  seen text[] := '{}';
  phrase text;
  reason text;
  sentence text;
  at integer;
  n integer;
  i integer;
begin
  if _text is null then
    return warnings;
  end if;
  cleaned := regexp_replace(_text, disclaimer, ' ', 'gi');
  for i in 1 .. array_length(rules, 1) loop
    reason := rules[i][2];
    for phrase in select private.js_trim(m[1]) from regexp_matches(cleaned, rules[i][1], 'gi') as m loop
      if not (reason || ':' || lower(phrase)) = any (seen) then
        seen := seen || (reason || ':' || lower(phrase));
        warnings := warnings || format('Claim not allowed for US cosmetics or supplements (%s): "%s"', reason, phrase);
      end if;
    end loop;
  end loop;
  n := 1;
  loop
    at := regexp_instr(cleaned, clinical, 1, n, 0, 'i');
    exit when at = 0;
    phrase := regexp_substr(cleaned, clinical, 1, n, 'i');
    -- The sentence around the match: from after the last '.' or newline before it to the next one after it.
    sentence := regexp_replace(left(cleaned, at - 1), '^.*[.\n]', '')
             || regexp_replace(substr(cleaned, at), '[.\n].*$', '');
    if not (sentence ~* qualifier and sentence ~ '[0-9]') then
      if not ('unqualified clinical claim:' || lower(phrase)) = any (seen) then
        seen := seen || ('unqualified clinical claim:' || lower(phrase));
        warnings := warnings || format('Claim not allowed for US cosmetics or supplements (unqualified clinical claim): "%s"', phrase);
      end if;
    end if;
    n := n + 1;
  end loop;
  return warnings;
end
$$;

comment on function private.copy_claim_problems(text) is 'The edge function''s findProhibitedClaims() in SQL: one warning per disease, FDA, drug-like or unqualified clinical claim.';

-- The copy a product page shows, as the edge function assembles it for its own check.
create or replace function private.override_copy_text(_hook text, _benefits text, _perfect_for text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select concat_ws(E'\n', _hook, _benefits, _perfect_for)
$$;

-- Product copy: only the review function reviews ---------------------------------------------------------------

-- Live copy that breaks the rules (a direct PATCH could put it there before this migration) is taken down
-- first, so the constraint below holds for every row, old ones included.
update public.product_copy_overrides
   set override_active = false
 where override_active
   and private.copy_claim_problems(
         private.override_copy_text(marketing_hook, marketing_benefits, marketing_perfect_for)
       ) <> '{}';

-- The last line of defence, for every writer (service_role, SQL, the review function itself).
alter table public.product_copy_overrides
  add constraint product_copy_overrides_live_copy_makes_no_claims
    check (
      not override_active
      or private.copy_claim_problems(
           private.override_copy_text(marketing_hook, marketing_benefits, marketing_perfect_for)
         ) = '{}'
    );

-- The review state (review_status, override_active, last_reviewed_at, reviewed_by) changes only inside
-- review_product_copy_override(), which turns the transaction-local setting wildroot.reviewing on while it
-- writes. No API role can turn it on: PostgREST runs no SQL of the caller's, and set_config() is not in an
-- exposed schema. New copy starts pending and inactive; reviewed copy is frozen (new copy is generated and
-- reviewed instead). A direct PATCH, even with the service key, is refused with 42501.
create or replace function private.guard_override_review()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(current_setting('wildroot.reviewing', true), '') = 'on' then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.review_status <> 'pending' or new.override_active
       or new.last_reviewed_at is not null or new.reviewed_by is not null then
      raise exception 'New product copy starts pending and inactive'
        using errcode = '42501', hint = 'Review it with review_product_copy_override().';
    end if;
    return new;
  end if;
  if (new.review_status, new.override_active, new.last_reviewed_at, new.reviewed_by)
     is distinct from (old.review_status, old.override_active, old.last_reviewed_at, old.reviewed_by) then
    raise exception 'Only review_product_copy_override() may change the review state of product copy'
      using errcode = '42501';
  end if;
  if old.review_status <> 'pending'
     and (new.product_handle, new.marketing_hook, new.marketing_benefits, new.marketing_perfect_for,
          new.preserved_specs, new.confidence_score)
         is distinct from
         (old.product_handle, old.marketing_hook, old.marketing_benefits, old.marketing_perfect_for,
          old.preserved_specs, old.confidence_score) then
    raise exception 'Reviewed product copy cannot be changed'
      using errcode = '42501', hint = 'Generate new copy and review it.';
  end if;
  return new;
end
$$;

revoke all on function private.guard_override_review() from public;

-- Named to sort first: Postgres fires BEFORE triggers in name order, and nothing else should run for a
-- refused change.
create trigger product_copy_overrides_0_guard_review
  before insert or update on public.product_copy_overrides
  for each row execute function private.guard_override_review();

-- Admins no longer update the table; they review through the function below (SECURITY DEFINER now, so it
-- writes with the owner's rights after its own admin check).
drop policy if exists "Admins review overrides" on public.product_copy_overrides;
revoke update on table public.product_copy_overrides from authenticated;

-- Approve or reject one pending override. Besides the checks of 20261122000000 (admin, known decision,
-- known id, still pending), approval runs the claim rules and refuses copy that makes a claim with PT422
-- (HTTP 422), listing the claims in `details`.
create or replace function public.review_product_copy_override(_id uuid, _decision text)
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
              hint = 'Reject it and generate new copy.';
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
  perform set_config('wildroot.reviewing', '', true);

  return _row;
end
$$;

comment on function public.review_product_copy_override(uuid, text) is 'Admin only, pending overrides only, the only writer of the review state: ''approve'' activates copy that makes no disease or drug claim (retiring the product''s other active one), ''reject'' deactivates it.';

revoke all on function public.review_product_copy_override(uuid, text) from public, anon, authenticated;
grant execute on function public.review_product_copy_override(uuid, text) to authenticated, service_role;

-- Product copy: what the public reads -----------------------------------------------------------------------

-- The product page needs the live copy of one product and nothing else (not who reviewed it, when, or what
-- was rejected). Column grants cannot say that per user: admins are `authenticated` too and read every
-- column. So shoppers, signed in or not, read this view, and the table is for admins (RLS) and service_role.
-- The view runs with its owner's rights on purpose (no security_invoker): it is the one window onto the
-- table for callers who may not read it. security_barrier keeps callers' filters from being evaluated
-- before the view's own `where override_active`.
create view public.live_product_copy
  with (security_barrier = true)
as
select product_handle, marketing_hook, marketing_benefits, marketing_perfect_for
  from public.product_copy_overrides
 where override_active;

comment on view public.live_product_copy is 'The live (approved, active) copy of each product: at most one row per product_handle.';

-- Supabase's default privileges grant ALL on new relations in public, and a simple view is updatable.
revoke all on table public.live_product_copy from public, anon, authenticated, service_role;
grant select on table public.live_product_copy to anon, authenticated, service_role;

drop policy if exists "Active overrides are public" on public.product_copy_overrides;
revoke select on table public.product_copy_overrides from anon;

-- Roles -----------------------------------------------------------------------------------------------------

-- has_role answers only about the caller (auth.uid() from the verified JWT), or anyone for service_role: it
-- no longer confirms that some other id is an admin. anon has no id to ask about and may not call it.
create or replace function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (coalesce(_user_id = auth.uid(), false) or coalesce(auth.role() = 'service_role', false))
     and exists (
       select 1
         from public.user_roles
        where user_id = _user_id
          and role = _role
     )
$$;

comment on function public.has_role(uuid, public.app_role) is 'True when _user_id is the caller (or the caller is service_role) and holds the role.';

revoke all on function public.has_role(uuid, public.app_role) from public, anon, authenticated;
grant execute on function public.has_role(uuid, public.app_role) to authenticated, service_role;

-- Grants ----------------------------------------------------------------------------------------------------

revoke all on function public.subscribe_to_newsletter(text, text) from public, anon, authenticated;
grant execute on function public.subscribe_to_newsletter(text, text) to anon, authenticated, service_role;
revoke all on function public.submit_privacy_request(text, text, text, text, boolean, boolean)
  from public, anon, authenticated;
grant execute on function public.submit_privacy_request(text, text, text, text, boolean, boolean)
  to anon, authenticated, service_role;

-- The helpers stay private, but CHECK constraints call them with the writer's rights (and a SQL function's
-- body is resolved as the caller), so service_role, which writes the tables directly, may look into the
-- schema and execute them. anon and authenticated reach them only inside the SECURITY DEFINER functions.
revoke all on all functions in schema private from public;
grant usage on schema private to service_role;
grant execute on function
  private.js_trim(text),
  char_length(text),
  private.is_form_email(text),
  private.newsletter_email_problem(text),
  private.opt_out_email_problem(text),
  private.letter_or_mark_class(),
  private.person_name_problem(text, text),
  private.copy_claim_problems(text),
  private.override_copy_text(text, text, text)
to service_role;

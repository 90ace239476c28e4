-- The claim rules read copy as a reader sees it. "C\u200bures anxiety" (a zero-width space inside the word)
-- and "Сures anxiety" (a Cyrillic С) show as "Cures anxiety" on the product page but slipped past the rules,
-- in the edge function and here alike, and such copy was approved and went live. Before any rule runs, the
-- copy is now put in NFKC (fullwidth and other compatibility forms become plain letters), stripped of the
-- characters that render as nothing (format characters, Cf, and the other default-ignorable code points), and
-- its look-alike letters (Cyrillic, Greek, Armenian, IPA) are read as the Latin ones they copy: exactly what
-- normaliseClaimText (supabase/functions/_shared/claimText.ts) does for the function and the admin page, so
-- the two still agree warning for warning (tests/integration/supabase-form-rules.test.ts checks both on every
-- character of both lists). Only the check reads the normalised text; the copy is stored as written.
--
-- copy_claim_problems() keeps its name and signature, so everything that calls it (the CHECK that keeps
-- claims from going live, the review and edit functions, the warning merge on insert) reads copy this way now.
-- Then copy that was let through before is dealt with: live copy that now shows a claim is taken down, and
-- pending copy gets the claim warnings it should have carried.

-- The copy as the claim rules read it. The character list is normaliseClaimText's \p{Cf} and
-- \p{Default_Ignorable_Code_Point} written out (Postgres' regular expressions know no Unicode properties),
-- and the translate() pairs are its LOOK_ALIKES, escaped because they cannot be told apart by eye.
create or replace function private.claim_text(_text text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select translate(
    regexp_replace(
      normalize(_text, NFKC),
      '[\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]',
      '', 'g'),
    U&'\0430\03b1\0251\0441\0501\0435\0261\04bb\0570\0456\03b9\0131\0269\0458\03f3\0237\04cf\0578\043e\03bf\0585\0440\03c1\051b\0455\057d\03c5\03bd\051d\0445\03c7\0443\04af\03b3\0410\0391\0412\0392\0421\0415\0395\041d\0397\04ba\0406\0399\04c0\0408\037f\041a\039a\041c\039c\039d\041e\039f\0420\03a1\051a\0405\0422\03a4\051c\0425\03a7\0423\04ae\03a5\0396',
    'aaacdeghhiiiijjjlnoooppqsuuvwxxyyyAABBCEEHHHIIIJJKKMMNOOPPQSTTWXXYYYZ')
$$;

comment on function private.claim_text(text) is 'The copy as the claim rules read it: NFKC, without invisible (Cf and default-ignorable) characters, look-alike letters read as Latin. The edge function''s normaliseClaimText() in SQL.';

-- The rules of 20261123120000, unchanged but for reading private.claim_text(_text).
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
  cleaned := regexp_replace(private.claim_text(_text), disclaimer, ' ', 'gi');
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

comment on function private.copy_claim_problems(text) is 'The edge function''s findProhibitedClaims() in SQL: one warning per disease, FDA, drug-like or unqualified clinical claim, in the copy as a reader sees it (private.claim_text).';

-- Copy the old rules let through. The guard lets only the review and edit functions change these columns;
-- this migration does their work once, as they would.
select set_config('wildroot.reviewing', 'on', true);
select set_config('wildroot.editing', 'on', true);
update public.product_copy_overrides
   set override_active = false
 where override_active
   and private.copy_claim_problems(
         private.override_copy_text(marketing_hook, marketing_benefits, marketing_perfect_for)
       ) <> '{}';
update public.product_copy_overrides
   set validation_warnings = private.merge_copy_warnings(validation_warnings,
         marketing_hook, marketing_benefits, marketing_perfect_for)
 where review_status = 'pending';
select set_config('wildroot.editing', '', true);
select set_config('wildroot.reviewing', '', true);

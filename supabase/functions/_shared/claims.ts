// Claims a cosmetic or a dietary supplement may not make on a US label or in its marketing: disease claims
// (cure, treat, prevent, mitigate a disease), a claimed FDA approval, drug-like claims, and an unqualified
// "clinically proven". The lists are deliberately plain: a warning asks a human to look, it never blocks.
// The rules read the copy as a reader sees it (normaliseClaimText), so an invisible character or a
// look-alike letter cannot hide a claim; a warning quotes the phrase as read.

import {normaliseClaimText} from './claimText.ts';

interface ClaimRule {
  pattern: RegExp;
  reason: string;
}

/** Conditions whose treatment or prevention is a drug claim, not a cosmetic or structure/function one. */
const CONDITIONS = String.raw`(?:diseases?|illness(?:es)?|disorders?|acne|eczema|psoriasis|rosacea|dermatitis|infections?|inflammation|cancers?|tumou?rs?|diabetes|arthritis|hypertension|high blood pressure|depression|anxiety|insomnia|alzheimer'?s|dementia|colds?|flu|influenza|covid(?:-19)?|viruses?|bacteria|fungus|fungal infections?|wounds?|burns?|scars?|pain|migraines?|headaches?|allerg(?:y|ies)|hair loss|baldness|ulcers?|asthma|obesity)`;

const ACTIONS = String.raw`(?:treats?|treating|treatment (?:of|for)|prevents?|preventing|prevention of|heals?|healing|diagnos(?:e|es|ing)|mitigates?|mitigating|relieves?|relieving|eliminates?|eliminating|reverses?|reversing|fights?|fighting|combats?|stops?|ends?|fix(?:es)?)`;

const RULES: readonly ClaimRule[] = [
  // Soap is "cured for six weeks" or "air-cured": a making step, not a claim.
  {
    pattern:
      /(?<![-\w])(?:cures?|cured|curing)\b(?!\s+(?:for|time|times|period|in|over|until|at|on|racks?)\b)(?:\s+\w+){0,3}/gi,
    reason: 'disease claim',
  },
  {
    pattern: new RegExp(String.raw`\b${ACTIONS}\b(?:\s+[\w'-]+){0,4}?\s+${CONDITIONS}\b`, 'gi'),
    reason: 'disease claim',
  },
  {
    pattern:
      /\bFDA[\s-]*(?:approved|approval|cleared|certified|registered)\b|\b(?:approved|cleared) by (?:the )?FDA\b/gi,
    reason: 'claims FDA approval',
  },
  {
    pattern:
      /\b(?:anti-?inflammatory|anti-?bacterial|anti-?microbial|anti-?viral|anti-?fungal|antiseptic|kills? (?:germs|bacteria|viruses)|prescription[\s-]strength|medical[\s-]grade|pharmaceutical[\s-]grade|clinical[\s-]strength|miracle|(?:boosts?|stimulates?|increases?) collagen(?: production)?|regrows? hair|repairs? (?:damaged )?(?:dna|cells)|detox(?:ifies)? (?:your |the )?(?:body|liver|blood)|balances? (?:your )?hormones|lowers? (?:your )?(?:blood pressure|cholesterol|blood sugar))\b/gi,
    reason: 'drug-like claim',
  },
];

const CLINICAL = /\b(?:clinically|scientifically|medically)[\s-](?:proven|tested|shown)\b/gi;
/** A qualified clinical claim names its evidence: a study or trial, with a number (size, length, result). */
const QUALIFIER = /\b(?:stud(?:y|ies)|trials?)\b/i;

/** The FDA disclaimer repeats the forbidden verbs in the negative; it is not a claim. */
const FDA_DISCLAIMER = /not (?:been )?intended to diagnose,? treat,? cure,? (?:or|and) prevent any disease/gi;

function sentenceAround(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('.', index), text.lastIndexOf('\n', index)) + 1;
  const ends = ['.', '\n'].map((mark) => text.indexOf(mark, index)).filter((at) => at !== -1);
  const end = ends.length > 0 ? Math.min(...ends) : text.length;
  return text.slice(start, end);
}

/**
 * One warning per problem phrase in `text`, e.g.
 * `Claim not allowed for US cosmetics or supplements (disease claim): "cure stress forever"`.
 */
export function findProhibitedClaims(text: string): string[] {
  const cleaned = normaliseClaimText(text).replace(FDA_DISCLAIMER, ' ');
  const warnings: string[] = [];
  const seen = new Set<string>();
  const add = (reason: string, phrase: string) => {
    const key = `${reason}:${phrase.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    warnings.push(`Claim not allowed for US cosmetics or supplements (${reason}): "${phrase}"`);
  };

  for (const rule of RULES) {
    for (const match of cleaned.matchAll(rule.pattern)) add(rule.reason, match[0].trim());
  }
  for (const match of cleaned.matchAll(CLINICAL)) {
    const sentence = sentenceAround(cleaned, match.index ?? 0);
    if (!(QUALIFIER.test(sentence) && /\d/.test(sentence))) {
      add('unqualified clinical claim', match[0]);
    }
  }
  return warnings;
}

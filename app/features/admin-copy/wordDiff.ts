/**
 * A word-level difference between the live copy and the proposed one, for the review panel: which words an
 * approval would add and which it would remove. A longest common subsequence over words (whitespace kept
 * with the word before it), small enough for copy (a few hundred words at most).
 */

export type DiffPart = {kind: 'same' | 'added' | 'removed'; text: string};

/** Words with the whitespace that follows each, so joining the parts gives the text back. */
function words(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/** The same word, whatever whitespace follows it. */
const key = (word: string) => word.trimEnd();

/** Longer texts than this are shown as a whole removed and a whole added (the table would be too big). */
const MAX_WORDS = 2000;

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  if (a.length * b.length > MAX_WORDS * MAX_WORDS) {
    return merge([
      ...(before ? [{kind: 'removed' as const, text: before}] : []),
      ...(after ? [{kind: 'added' as const, text: after}] : []),
    ]);
  }
  // lengths[i][j]: the longest common run of a[i..] and b[j..].
  const lengths: number[][] = Array.from({length: a.length + 1}, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] =
        key(a[i]!) === key(b[j]!)
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (key(a[i]!) === key(b[j]!)) {
      parts.push({kind: 'same', text: b[j]!});
      i += 1;
      j += 1;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) {
      parts.push({kind: 'removed', text: a[i]!});
      i += 1;
    } else {
      parts.push({kind: 'added', text: b[j]!});
      j += 1;
    }
  }
  for (; i < a.length; i += 1) parts.push({kind: 'removed', text: a[i]!});
  for (; j < b.length; j += 1) parts.push({kind: 'added', text: b[j]!});
  return merge(parts);
}

/** Neighbouring parts of one kind become one, so a changed phrase reads as one mark. */
function merge(parts: DiffPart[]): DiffPart[] {
  const merged: DiffPart[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (last && last.kind === part.kind) last.text += part.text;
    else merged.push({...part});
  }
  return merged;
}

/** Whether the two texts differ at all, word for word. */
export function hasChanges(parts: readonly DiffPart[]): boolean {
  return parts.some((part) => part.kind !== 'same');
}

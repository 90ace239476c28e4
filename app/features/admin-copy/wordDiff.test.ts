import {describe, expect, it} from 'vitest';
import {hasChanges, wordDiff} from './wordDiff';

describe('wordDiff', () => {
  it('marks a word added and a word removed, keeping the rest', () => {
    expect(wordDiff('A slow creamy lather', 'A rich creamy lather today')).toEqual([
      {kind: 'same', text: 'A '},
      {kind: 'removed', text: 'slow '},
      {kind: 'added', text: 'rich '},
      {kind: 'same', text: 'creamy lather '},
      {kind: 'added', text: 'today'},
    ]);
  });

  it('gives the proposed text back from the same and added parts, and the live text from same and removed', () => {
    const before = 'Softens dry skin\nAbsorbs quickly with no greasy finish';
    const after = 'Softens very dry skin\nAbsorbs fast with no finish at all';
    const parts = wordDiff(before, after);
    const join = (kinds: string[]) => parts.filter((part) => kinds.includes(part.kind)).map((part) => part.text).join('');
    expect(join(['same', 'added']).replace(/\s+/g, ' ')).toBe(after.replace(/\s+/g, ' '));
    expect(join(['same', 'removed']).replace(/\s+/g, ' ').trim()).toBe(before.replace(/\s+/g, ' '));
  });

  it('finds no change in the same words, and everything added when there was nothing', () => {
    expect(hasChanges(wordDiff('Same words here', 'Same words here'))).toBe(false);
    expect(wordDiff('', 'New copy')).toEqual([{kind: 'added', text: 'New copy'}]);
    expect(wordDiff('Old copy', '')).toEqual([{kind: 'removed', text: 'Old copy'}]);
  });
});

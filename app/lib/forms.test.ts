import {describe, expect, it} from 'vitest';
import {ANSWER_AS_DATA, wantsData} from './forms';

describe('wantsData', () => {
  it('reads the one marker from a form or a query', () => {
    const form = new FormData();
    form.append(ANSWER_AS_DATA.name, ANSWER_AS_DATA.value);
    expect(wantsData(form)).toBe(true);
    expect(wantsData(new URLSearchParams('_answer=data'))).toBe(true);
  });

  it('answers a plain post, another value or no form with a page', () => {
    expect(wantsData(new FormData())).toBe(false);
    expect(wantsData(new URLSearchParams('_answer=json'))).toBe(false);
    expect(wantsData(null)).toBe(false);
  });

  it('no longer honours the three markers it replaced', () => {
    const form = new FormData();
    form.append('_enhanced', '1');
    form.append('responseMode', 'json');
    form.append('response', 'json');
    expect(wantsData(form)).toBe(false);
  });
});

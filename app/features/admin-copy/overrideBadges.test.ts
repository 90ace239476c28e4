import {describe, expect, it} from 'vitest';
import {canReview, confidenceLevel, confidencePercent, statusBadge} from './overrideBadges';

describe('statusBadge', () => {
  it('says Active for a live override whatever its status', () => {
    expect(statusBadge({override_active: true, review_status: 'approved'})).toEqual({
      label: 'Active',
      tone: 'active',
    });
  });

  it.each([
    ['pending', 'Pending Review'],
    ['approved', 'Approved'],
    ['rejected', 'Rejected'],
    ['archived', 'archived'],
  ])('labels an inactive %s override %j', (status, label) => {
    expect(statusBadge({override_active: false, review_status: status}).label).toBe(label);
  });
});

describe('confidenceLevel', () => {
  it.each([
    [1, 'High'],
    [0.9, 'High'],
    [0.899, 'Medium'],
    [0.7, 'Medium'],
    [0.699, 'Low'],
    [0, 'Low'],
    ['0.940', 'High'],
    ['0.780', 'Medium'],
  ] as const)('%s is %s', (score, level) => {
    expect(confidenceLevel(score)).toBe(level);
  });

  it('shows the score as a whole percentage, rounded down', () => {
    expect(confidencePercent(0.94)).toBe('94%');
    expect(confidencePercent('0.855')).toBe('85%');
    expect(confidencePercent(0.29)).toBe('29%');
    expect(confidencePercent(1)).toBe('100%');
  });

  // Every score the column can hold (numeric(4,3)), as a number and as PostgREST's string: the figure's
  // own band is the badge's (0.899 was "Medium (90%)" under a 0.900 "High (90%)").
  it('never shows a figure in another band than its badge', () => {
    const band = (percent: number) => (percent >= 90 ? 'High' : percent >= 70 ? 'Medium' : 'Low');
    for (let thousandths = 0; thousandths <= 1000; thousandths += 1) {
      for (const score of [thousandths / 1000, (thousandths / 1000).toFixed(3)]) {
        const percent = Number.parseInt(confidencePercent(score), 10);
        expect(band(percent), `score ${score}: ${confidencePercent(score)}`).toBe(confidenceLevel(score));
      }
    }
  });

  it.each([
    [0.899, 'Medium', '89%'],
    [0.9, 'High', '90%'],
    [0.699, 'Low', '69%'],
    [0.7, 'Medium', '70%'],
    ['0.695', 'Low', '69%'],
  ] as const)('at the boundary %s is %s (%s)', (score, level, percent) => {
    expect(confidenceLevel(score)).toBe(level);
    expect(confidencePercent(score)).toBe(percent);
  });
});

describe('canReview', () => {
  it('offers review only for inactive pending overrides', () => {
    expect(canReview({override_active: false, review_status: 'pending'})).toBe(true);
    expect(canReview({override_active: false, review_status: 'approved'})).toBe(false);
    expect(canReview({override_active: false, review_status: 'rejected'})).toBe(false);
    expect(canReview({override_active: true, review_status: 'approved'})).toBe(false);
  });
});

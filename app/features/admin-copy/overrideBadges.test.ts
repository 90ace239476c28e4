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

  it('shows the score as a percentage', () => {
    expect(confidencePercent(0.94)).toBe('94%');
    expect(confidencePercent('0.855')).toBe('86%');
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

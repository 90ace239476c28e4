/**
 * How the admin page labels a product copy override (SPEC.md 4, "Override review"): its status badge, its
 * confidence badge, and whether it can still be reviewed.
 */

export const CONFIDENCE_THRESHOLDS = {high: 0.9, medium: 0.7} as const;

export type StatusTone = 'active' | 'pending' | 'approved' | 'rejected' | 'other';
export type ConfidenceLevel = 'High' | 'Medium' | 'Low';

export interface ReviewState {
  override_active: boolean;
  review_status: string;
}

/** Active if live; otherwise Pending Review, Approved, Rejected, or the raw status. */
export function statusBadge({override_active, review_status}: ReviewState): {
  label: string;
  tone: StatusTone;
} {
  if (override_active) return {label: 'Active', tone: 'active'};
  switch (review_status) {
    case 'pending':
      return {label: 'Pending Review', tone: 'pending'};
    case 'approved':
      return {label: 'Approved', tone: 'approved'};
    case 'rejected':
      return {label: 'Rejected', tone: 'rejected'};
    default:
      return {label: review_status, tone: 'other'};
  }
}

/**
 * The score in thousandths, as the column stores it (numeric(4,3)); PostgREST may send it as a string.
 * Integers, so no float error decides a band (0.7 * 1000 is 700, while 0.7 * 100 is 70.00000000000001).
 */
function thousandths(score: number | string): number {
  return Math.round(Number(score) * 1000);
}

/** High from 0.9, Medium from 0.7, Low below. */
export function confidenceLevel(score: number | string): ConfidenceLevel {
  const value = thousandths(score);
  if (value >= CONFIDENCE_THRESHOLDS.high * 1000) return 'High';
  if (value >= CONFIDENCE_THRESHOLDS.medium * 1000) return 'Medium';
  return 'Low';
}

/**
 * "94%" for 0.94, rounded down to the whole percent, so the figure never reaches a band its badge does
 * not: 0.899 is "89%" beside Medium, 0.9 "90%" beside High (rounding would show 0.899 as "90%").
 */
export function confidencePercent(score: number | string): string {
  const value = thousandths(score);
  return Number.isFinite(value) ? `${Math.floor(value / 10)}%` : '—';
}

/** Approve and Reject are offered only for inactive, pending overrides. */
export function canReview({override_active, review_status}: ReviewState): boolean {
  return !override_active && review_status === 'pending';
}

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

/** High from 0.9, Medium from 0.7, Low below (PostgREST may send a numeric column as a string). */
export function confidenceLevel(score: number | string): ConfidenceLevel {
  const value = Number(score);
  if (value >= CONFIDENCE_THRESHOLDS.high) return 'High';
  if (value >= CONFIDENCE_THRESHOLDS.medium) return 'Medium';
  return 'Low';
}

/** "94%" for 0.94. */
export function confidencePercent(score: number | string): string {
  const value = Number(score);
  return Number.isFinite(value) ? `${Math.round(value * 100)}%` : '—';
}

/** Approve and Reject are offered only for inactive, pending overrides. */
export function canReview({override_active, review_status}: ReviewState): boolean {
  return !override_active && review_status === 'pending';
}

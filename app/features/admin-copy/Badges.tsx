import {
  confidenceLevel,
  confidencePercent,
  statusBadge,
  type ConfidenceLevel,
  type ReviewState,
  type StatusTone,
} from './overrideBadges';

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

const STATUS_STYLES: Record<StatusTone, string> = {
  active: 'bg-forest-800 text-cream-50 ring-forest-800',
  pending: 'bg-cream-200 text-bark-800 ring-bark-200',
  approved: 'bg-sage-100 text-forest-900 ring-sage-300',
  rejected: 'bg-white text-terracotta-700 ring-terracotta-600/40',
  other: 'bg-bark-100 text-bark-800 ring-bark-200',
};

const CONFIDENCE_STYLES: Record<ConfidenceLevel, string> = {
  High: 'bg-sage-100 text-forest-900 ring-sage-300',
  Medium: 'bg-cream-200 text-bark-800 ring-bark-200',
  Low: 'bg-white text-terracotta-700 ring-terracotta-600/40',
};

export function StatusBadge({override}: {override: ReviewState}) {
  const {label, tone} = statusBadge(override);
  return (
    <span className={`${BADGE} ${STATUS_STYLES[tone]}`} data-testid="status-badge">
      {label}
    </span>
  );
}

export function ConfidenceBadge({score}: {score: number | string}) {
  const level = confidenceLevel(score);
  return (
    <span
      className={`${BADGE} ${CONFIDENCE_STYLES[level]}`}
      data-testid="confidence-badge"
      title={`Confidence ${confidencePercent(score)}`}
    >
      {level} <span className="ml-1 font-normal">({confidencePercent(score)})</span>
    </span>
  );
}

import type {Notice} from '~/lib/notice';

const STYLES: Record<Notice['kind'], string> = {
  success: 'bg-sage-100 text-forest-900 ring-forest-600/30',
  info: 'bg-cream-100 text-bark-800 ring-bark-200',
  error: 'bg-white text-terracotta-700 ring-terracotta-600/40',
};

/** A notice carried over a redirect (flash), rendered in the page so it works without JavaScript. */
export function NoticeBanner({notice}: {notice: Notice}) {
  return (
    <div className="mx-auto mt-4 max-w-7xl px-4 sm:px-6">
      <div
        role={notice.kind === 'error' ? 'alert' : 'status'}
        className={`rounded-xl px-4 py-3 ring-1 ${STYLES[notice.kind]}`}
        data-testid="notice"
      >
        <p className="font-semibold">{notice.title}</p>
        {notice.description ? <p className="mt-1 text-sm">{notice.description}</p> : null}
      </div>
    </div>
  );
}

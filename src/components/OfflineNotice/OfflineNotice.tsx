import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';

const offlineNoticeClass =
  'flex items-center justify-center gap-2 border-t border-border bg-warning-soft px-4 py-2 text-center text-sm font-semibold text-warning-foreground';

export interface OfflineNoticeProps {
  /** Whether the visitor is offline; the notice renders only then. */
  offline: boolean;
  className?: string;
}

/**
 * Tells an offline visitor that saved pages still work (a polite status, announced when it appears).
 * Not atomic: the notice is said when it is added, and its going, back online, is not an empty
 * announcement.
 */
export function OfflineNotice({ offline, className }: OfflineNoticeProps) {
  const { t } = useT();
  return (
    <div role="status" aria-live="polite" aria-atomic="false" data-slot="offline-notice">
      {offline && (
        <p className={cn(offlineNoticeClass, className)}>
          {/* The offline icon inline: the Icon set would add its every path to all pages. */}
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="size-5 shrink-0">
            <path d="M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10 5.2M5 12.9a10 10 0 0 1 4.7-2.6M19 12.9a10 10 0 0 0-2.2-1.6M8.5 16.4a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
          </svg>
          {t('offline.notice')}
        </p>
      )}
    </div>
  );
}

import { cva } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { Icon } from '../Icon';

export const offlineNoticeVariants = cva(
  'flex items-center justify-center gap-2 border-t border-border bg-warning-soft px-4 py-2 text-center text-sm font-semibold text-warning-foreground',
  { variants: {}, defaultVariants: {} },
);

export interface OfflineNoticeProps {
  /** Whether the visitor is offline; the notice renders only then. */
  offline: boolean;
  className?: string;
}

/** Tells an offline visitor that saved pages still work (a polite status, announced when it appears). */
export function OfflineNotice({ offline, className }: OfflineNoticeProps) {
  const { t } = useT();
  return (
    <div role="status" aria-live="polite" data-slot="offline-notice">
      {offline && (
        <p className={cn(offlineNoticeVariants(), className)}>
          <Icon name="offline" className="size-5" />
          {t('offline.notice')}
        </p>
      )}
    </div>
  );
}

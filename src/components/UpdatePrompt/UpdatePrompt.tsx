import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { Button } from '../Button';

const updatePromptClass = [
  'fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-lg flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-background p-4 shadow-overlay',
  // A short window (a phone held sideways, 400 % zoom: 200 px high) keeps most of its height for
  // the page: one compact row, the sentence beside the button.
  '[@media(max-height:30rem)]:inset-x-1 [@media(max-height:30rem)]:bottom-1 [@media(max-height:30rem)]:flex-nowrap [@media(max-height:30rem)]:gap-2 [@media(max-height:30rem)]:p-2 [@media(max-height:30rem)]:text-sm',
].join(' ');

export interface UpdatePromptProps {
  /** Switch to the new version and reload; when undefined, no update is waiting and nothing shows. */
  onReload?: () => void;
  className?: string;
}

/** "A new version is available — Reload": polite, never forced on a learner in the middle of reading. */
export function UpdatePrompt({ onReload, className }: UpdatePromptProps) {
  const { t } = useT();
  return (
    <div role="status" aria-live="polite" data-slot="update-prompt">
      {onReload && (
        <div className={cn(updatePromptClass, className)} data-print="hide">
          <p className="min-w-0 font-semibold">{t('offline.update')}</p>
          <Button onClick={onReload}>{t('offline.reload')}</Button>
        </div>
      )}
    </div>
  );
}

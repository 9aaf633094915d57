import { cn } from '@/lib/cn';
import { Icon } from '../Icon';

export interface LevelPageListProps {
  items: string[];
  className?: string;
}

/** A list of objectives or benefits, each marked with a check (decorative). */
export function LevelPageList({ items, className }: LevelPageListProps) {
  return (
    <ul data-slot="level-list" className={cn('prose-width flex flex-col gap-2 print:max-w-none print:gap-0', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon name="check" className="mt-0.5 size-5 shrink-0 text-accent print:size-4" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

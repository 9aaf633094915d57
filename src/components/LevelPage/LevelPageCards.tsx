import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { Card, CardContent, CardHeader, CardTitle } from '../Card';
import type { LevelInfoCardView } from './types';
import { LangText } from '../LangText';

export const levelCardGridVariants = cva('grid grid-cols-1 gap-4 print:gap-2', {
  variants: {
    /** Two columns suit two or four cards; three suit three, five or six. */
    columns: {
      two: 'md:grid-cols-2 print:grid-cols-2',
      three: 'md:grid-cols-2 lg:grid-cols-3 print:grid-cols-3',
    },
  },
  defaultVariants: { columns: 'three' },
});

/** Two columns for an even count up to four, else three. */
export function cardColumns(count: number): VariantProps<typeof levelCardGridVariants>['columns'] {
  return count === 2 || count === 4 ? 'two' : 'three';
}

const levelListLabelClass = 'text-sm font-semibold uppercase tracking-wide text-muted-foreground print:text-[8pt]';

export interface LevelPageCardsProps {
  cards: LevelInfoCardView[];
  className?: string;
}

/** A grid of information cards: title (h3), an optional paragraph and labelled lists (h4 + list). */
export function LevelPageCards({ cards, className }: LevelPageCardsProps) {
  return (
    <ul data-slot="level-cards" className={cn(levelCardGridVariants({ columns: cardColumns(cards.length) }), className)}>
      {cards.map((card) => (
        <li key={card.id} className="print:break-inside-avoid">
          <Card className="h-full print:border-black print:shadow-none">
            <CardHeader className="print:p-2 print:pb-1">
              <CardTitle size="sm" className="print:text-[10.5pt]">
                {card.title}
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3 print:gap-1 print:px-2 print:pb-2">
              {card.text && (
                <p>
                  <LangText text={card.text} />
                </p>
              )}
              {card.lists?.map((list) => (
                <div key={list.label} className="flex flex-col gap-1 print:gap-0">
                  <h4 className={levelListLabelClass}>{list.label}</h4>
                  <ul className="list-disc ps-5 marker:text-muted-foreground">
                    {list.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs';
import { TopicCard, type TopicCardProps } from '../TopicCard';
import { cn } from '@/lib/cn';

interface ResourceTabCard extends Omit<TopicCardProps, 'headingLevel' | 'className'> {
  /** Unique within its tab. */
  id: string;
}

export interface ResourceTab {
  /** Stable id, used as the tab's value. */
  id: string;
  /** The tab's visible name (also names its panel). */
  label: string;
  /** One sentence at the top of the panel. */
  intro: string;
  /** The panel's cards. */
  cards: ResourceTabCard[];
}

export interface ResourceTabsProps {
  /** Names the row of tabs for screen readers ("Subject areas"). */
  label: string;
  /** The tabs, in display order. */
  tabs: ResourceTab[];
  /** The tab selected at start. @default the first tab */
  defaultValue?: string;
}

/**
 * Resource cards grouped by subject area in Radix tabs: arrow keys, Home and End move between
 * the tabs (WAI-ARIA tabs pattern); the first tab is selected at start, so the prerendered page
 * already shows its cards before JavaScript runs.
 */
export function ResourceTabs({ label, tabs, defaultValue }: ResourceTabsProps) {
  if (tabs.length === 0) return null;
  return (
    <Tabs data-slot="resource-tabs" defaultValue={defaultValue ?? tabs[0]!.id}>
      <TabsList aria-label={label} variant="secondary">
        {tabs.map((tab) => (
          <TabsTrigger
            key={tab.id}
            value={tab.id}
            variant="secondary"
            // Long French and Kinyarwanda labels wrap inside the tab instead of scrolling the row (WCAG 1.4.10 reflow).
            className="max-w-full shrink py-1 text-left whitespace-normal"
          >
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} className="flex flex-col gap-5 rounded-md pt-2">
          <p className="prose-width text-muted-foreground">{tab.intro}</p>
          <ul className={cn('grid grid-cols-1 gap-5 sm:grid-cols-2', tab.cards.length % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}>
            {tab.cards.map(({ id, ...card }) => (
              <li key={id} className="min-w-0">
                <TopicCard {...card} />
              </li>
            ))}
          </ul>
        </TabsContent>
      ))}
    </Tabs>
  );
}

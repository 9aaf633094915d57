import { cva } from 'class-variance-authority';
import { Card, CardContent, CardHeader, CardTitle } from '../Card';
import { Icon } from '../Icon';
import { cn } from '@/lib/cn';
import { initials } from '@/lib/initials';

const teamMemberAvatarVariants = cva('flex size-16 shrink-0 items-center justify-center rounded-full text-xl font-bold forced-colors:border-2', {
  variants: {
    /** Which brand accent fills the avatar (decoration only: the name is always written). */
    tone: {
      sky: 'bg-primary text-primary-foreground',
      green: 'bg-accent text-accent-foreground',
      sun: 'bg-highlight text-highlight-foreground',
    },
  },
  defaultVariants: { tone: 'sky' },
});

interface TeamMemberLink {
  /** The profile's https address. */
  href: string;
  /** Visible text: the network's name ("LinkedIn"). */
  label: string;
  /** Full accessible name, starting with the visible text: "LinkedIn profile of Aline Uwase". */
  accessibleName: string;
}

export interface TeamMemberCardProps {
  /** The person's name; the avatar shows its initials. */
  name: string;
  /** Their role on the team. */
  role: string;
  /** One sentence on what they do. */
  focus?: string;
  /** Social profiles, each named with the person's name so links stay distinct out of context. */
  links: TeamMemberLink[];
  /** Avatar colour. @default 'sky' */
  tone?: 'sky' | 'green' | 'sun';
  /** Heading level of the name. @default 'h3' */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** A team member: initials avatar (no photo, no external image), name, role and social links. */
export function TeamMemberCard({ name, role, focus, links, tone, headingLevel = 'h3', className }: TeamMemberCardProps) {
  const Heading = headingLevel;
  return (
    <Card data-slot="team-member-card" className={cn('h-full', className)}>
      <CardHeader className="flex-row items-center gap-4">
        <span aria-hidden="true" className={teamMemberAvatarVariants({ tone })}>
          {initials(name)}
        </span>
        <div className="flex min-w-0 flex-col">
          <CardTitle asChild>
            <Heading>{name}</Heading>
          </CardTitle>
          <p className="font-semibold text-primary">{role}</p>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {focus && <p className="text-muted-foreground">{focus}</p>}
        {links.length > 0 && (
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-label={link.accessibleName}
                  className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline underline-offset-4 hover:no-underline"
                >
                  {link.label}
                  <Icon name="external" className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

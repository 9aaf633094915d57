import { cva } from 'class-variance-authority';
import { useT } from '@/i18n/useT';
import { cn } from '@/lib/cn';

const processStepNumberVariants = cva('flex size-10 shrink-0 items-center justify-center rounded-full text-lg font-bold forced-colors:border-2', {
  variants: {
    variant: {
      default: 'bg-primary text-primary-foreground',
      secondary: 'bg-accent text-accent-foreground',
    },
  },
  defaultVariants: { variant: 'default' },
});

interface ProcessStep {
  /** Stable id. */
  id: string;
  /** Short name of the step. */
  title: string;
  /** What happens in it. */
  description: string;
}

export interface ProcessStepsProps {
  /** The steps, in order. */
  steps: ProcessStep[];
  /** Heading level of each step's title. @default 'h3' */
  headingLevel?: 'h3' | 'h4';
  /** Colour of the numbers. @default 'default' */
  variant?: 'default' | 'secondary';
  className?: string;
}

/**
 * A numbered process. An ordered list, so screen readers announce "1 of 4"; the drawn number
 * is decoration and hidden from them.
 */
export function ProcessSteps({ steps, headingLevel = 'h3', variant, className }: ProcessStepsProps) {
  const { formatNumber } = useT();
  const Heading = headingLevel;
  return (
    <ol data-slot="process-steps" className={cn('grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4', className)}>
      {steps.map((step, index) => (
        <li key={step.id} className="flex gap-4 lg:flex-col">
          <span aria-hidden="true" className={processStepNumberVariants({ variant })}>
            {formatNumber(index + 1)}
          </span>
          <div className="flex flex-col gap-1">
            <Heading className="text-lg font-bold">{step.title}</Heading>
            <p className="text-muted-foreground">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

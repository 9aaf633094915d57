import * as React from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { selectContentClass, selectItemClass, selectTriggerClass } from './variants';
import { cn } from '@/lib/cn';

/** Radix Select root. */
function Select(props: React.ComponentProps<typeof SelectPrimitive.Root>) {
  return <SelectPrimitive.Root data-slot="select" {...props} />;
}

/**
 * The chosen value's text. Pass the text as children: Radix renders nothing on the server
 * otherwise, and the prerendered trigger would be empty.
 */
function SelectValue(props: React.ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

/** The button that opens the list. */
function SelectTrigger({ className, children, ...props }: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger data-slot="select-trigger" className={cn(selectTriggerClass, className)} {...props}>
      {/* The whole value, on two lines if it must (never cut with an ellipsis: WCAG 1.4.12 at 320 px). */}
      <span className="min-w-0 py-2 [overflow-wrap:anywhere]">{children}</span>
      <SelectPrimitive.Icon asChild>
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5 shrink-0">
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/**
 * What `position="popper"` would add: Radix's popper placement, which the site does not build in
 * (./popper-free.tsx), and the props that only it reads.
 */
type PopperOnlyProps =
  | 'position'
  | 'side'
  | 'sideOffset'
  | 'align'
  | 'alignOffset'
  | 'arrowPadding'
  | 'avoidCollisions'
  | 'collisionBoundary'
  | 'collisionPadding'
  | 'sticky'
  | 'hideWhenDetached'
  | 'updatePositionStrategy';

/**
 * The list, portalled to the body and placed item-aligned, as a native select: over the trigger,
 * the chosen option over the trigger's text, within the viewport (Radix's default placement).
 */
function SelectContent({ className, children, ...props }: Omit<React.ComponentProps<typeof SelectPrimitive.Content>, PopperOnlyProps>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content data-slot="select-content" position="item-aligned" className={cn(selectContentClass, className)} {...props}>
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

/** One option. */
function SelectItem({ className, children, ...props }: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item data-slot="select-item" className={cn(selectItemClass, className)} {...props}>
      <span className="absolute left-2 flex size-5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" className="size-4">
            <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps {
  /** Visible label, tied to the trigger. */
  label: string;
  /** Chosen value; '' for none. */
  value: string;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  /** Text shown while nothing is chosen. */
  placeholder: string;
  /** Disable the whole select. @default false */
  disabled?: boolean;
  /** Hint under the label (e.g. why it is disabled). */
  hint?: string;
  id?: string;
  className?: string;
}

/**
 * A labelled select: the label, an optional hint, and a Radix Select whose trigger always
 * shows text (the chosen option's label or the placeholder), so prerendered HTML is complete.
 */
export function SelectField({ label, value, onValueChange, options, placeholder, disabled = false, hint, id, className }: SelectFieldProps) {
  const generatedId = React.useId();
  const triggerId = id ?? `select-${generatedId}`;
  const spokenLabelId = `${triggerId}-spoken-label`;
  const valueId = `${triggerId}-value`;
  const hintId = hint ? `${triggerId}-hint` : undefined;
  const chosen = options.find((option) => option.value === value);
  return (
    <div data-slot="select-field" className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={triggerId} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {/* The label as the trigger's name starts: with a comma, so that a screen reader pauses before the value. */}
      <span id={spokenLabelId} hidden>{`${label},`}</span>
      <Select value={chosen ? value : ''} onValueChange={onValueChange} disabled={disabled}>
        {/* Named by the label and the shown value ("Class, Senior 2"): a combobox takes no name from its content. */}
        <SelectTrigger id={triggerId} aria-labelledby={`${spokenLabelId} ${valueId}`} aria-describedby={hintId}>
          <SelectValue id={valueId} placeholder={placeholder}>
            {chosen ? chosen.label : placeholder}
          </SelectValue>
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

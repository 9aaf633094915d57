import * as React from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';

const searchFieldInputClass = [
  'block w-full min-h-11 rounded-md border-2 border-input bg-background pl-10 pr-12 text-base text-foreground',
  'placeholder:text-muted-foreground',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
  '[&::-webkit-search-cancel-button]:appearance-none',
].join(' ');

export interface SearchFieldProps extends Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** Visible label. */
  label: string;
  /** Current text (controlled). */
  value: string;
  /** Called with the new text on every keystroke, and with '' on clear. */
  onValueChange: (value: string) => void;
  /** Hint under the label, linked with aria-describedby. */
  hint?: string;
  /** Show the label visually. Set false only where a heading right above says the same. @default true */
  showLabel?: boolean;
  className?: string;
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A search box with a visible label and a clear button. Escape clears the text; clearing
 * returns focus to the input so the visitor can type again at once.
 */
export function SearchField({ label, value, onValueChange, hint, showLabel = true, className, id, onKeyDown, ref, ...props }: SearchFieldProps) {
  const { t } = useT();
  const generatedId = React.useId();
  const inputId = id ?? `search-${generatedId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const inputRef = React.useRef<HTMLInputElement>(null);

  const clear = () => {
    onValueChange('');
    inputRef.current?.focus();
  };

  return (
    <div data-slot="search-field" className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className={cn('font-semibold', !showLabel && 'sr-only')}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground">
          <SearchIcon />
        </span>
        <input
          ref={(node) => {
            inputRef.current = node;
            // The caller's ref too (the site search moves focus between the field and its results).
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          id={inputId}
          type="search"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={value}
          aria-describedby={hintId}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value !== '') {
              event.preventDefault();
              event.stopPropagation();
              onValueChange('');
            }
            onKeyDown?.(event);
          }}
          className={searchFieldInputClass}
          {...props}
        />
        {value !== '' && (
          <button
            type="button"
            onClick={clear}
            aria-label={t('search.clear')}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-3 focus-visible:outline-ring"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5">
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
    </div>
  );
}

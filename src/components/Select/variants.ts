export const selectTriggerClass = [
  'flex w-full min-h-11 items-center justify-between gap-2 rounded-md border-2 border-input bg-background px-3 text-left text-base',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'data-[placeholder]:text-muted-foreground',
  'data-[disabled]:cursor-not-allowed data-[disabled]:border-border data-[disabled]:bg-muted data-[disabled]:text-muted-foreground',
  'aria-[invalid=true]:border-destructive',
].join(' ');

export const selectContentClass = [
  // Item-aligned: Radix sizes the list (at least the trigger's width, within the viewport).
  'relative z-50',
  'overflow-hidden rounded-md border border-border bg-background text-foreground shadow-overlay',
].join(' ');

export const selectItemClass = [
  'relative flex min-h-11 cursor-pointer select-none items-center rounded-sm py-2 pl-9 pr-3 text-base outline-none',
  'data-[highlighted]:bg-secondary data-[highlighted]:text-secondary-foreground',
  'data-[state=checked]:font-semibold',
  'data-[disabled]:cursor-not-allowed data-[disabled]:text-muted-foreground',
  'forced-colors:data-[highlighted]:outline-2 forced-colors:data-[highlighted]:outline-[Highlight]',
].join(' ');

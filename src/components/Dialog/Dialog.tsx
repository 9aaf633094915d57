import * as React from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { isKeyFromBefore } from '@/lib/keys-from-before';
import { useT } from '@/i18n/useT';
import { DialogBody } from './DialogBody';

/** Radix Dialog root: traps focus while open and returns it to the trigger on close. */
export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

/** The element that opens the dialog (use `asChild` with a Button). */
export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Closes the dialog (use `asChild` with a Button or a link). */
export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

const dialogOverlayClass = 'fixed inset-0 z-40 bg-black/60 forced-colors:bg-[Canvas]';

/** The dimmed backdrop; a click on it closes the dialog. */
function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay data-slot="dialog-overlay" className={cn(dialogOverlayClass, className)} {...props} />;
}

const dialogContentVariants = cva('fixed z-50 flex flex-col bg-background text-foreground shadow-overlay focus:outline-none forced-colors:border-2', {
  variants: {
    /** Where the panel sits: centred, or a sheet from the right edge (mobile menu). */
    placement: {
      center: 'left-1/2 top-1/2 w-[90vw] max-w-[600px] max-h-[80vh] -translate-x-1/2 -translate-y-1/2 rounded-lg',
      right: 'inset-y-0 right-0 h-full w-[min(20rem,85vw)]',
    },
  },
  defaultVariants: { placement: 'center' },
});

export interface DialogContentProps
  // No `ref`: the panel's own ref marks each opening (see panelRef).
  extends Omit<React.ComponentProps<typeof DialogPrimitive.Content>, 'title' | 'ref'>, VariantProps<typeof dialogContentVariants> {
  /** The dialog's accessible name, rendered as its heading. Required: a dialog without a title is unusable by screen reader. */
  title: React.ReactNode;
  /**
   * What the body holds, for its name when it is a Tab stop of its own (it scrolls with nothing
   * focusable inside): "Details of Gold", "Search results". Not the dialog's title again.
   */
  bodyLabel: string;
  /** A sentence under the title, announced with it. */
  description?: React.ReactNode;
  /** Keep the title for assistive technology only. @default false */
  hideTitle?: boolean;
  /** Show the close (×) button in the corner. @default true */
  showCloseButton?: boolean;
}

/**
 * The dialog panel with its backdrop, title, optional description and close button.
 * Escape, the close button and a backdrop click close it; focus returns to the trigger.
 * The body scrolls on its own when the content is taller than the panel (see DialogBody).
 */
export function DialogContent({
  className,
  children,
  title,
  bodyLabel,
  description,
  hideTitle = false,
  showCloseButton = true,
  placement,
  ...props
}: DialogContentProps) {
  const { t } = useT();
  // When the panel last opened, and the keys it dropped since (see isKeyFromBefore): a key pressed
  // on the page while the dialog was still opening must not land on its Close button and undo the
  // opening. Set when the panel's element appears: Radix mounts it at each opening, while this
  // component may stay mounted between openings.
  const openedAt = React.useRef(Number.POSITIVE_INFINITY);
  const dropped = React.useRef(new Set<string>());
  const panelRef = React.useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    openedAt.current = performance.now();
    dropped.current.clear();
  }, []);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ placement }), className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        ref={panelRef}
        onKeyDownCapture={(event) => {
          if (!isKeyFromBefore(event, openedAt.current)) return props.onKeyDownCapture?.(event);
          dropped.current.add(event.key);
          event.preventDefault();
          event.stopPropagation();
        }}
        onKeyUpCapture={(event) => {
          // Space activates a button on key-up: its key-up goes with the dropped key-down.
          if (!dropped.current.delete(event.key)) return props.onKeyUpCapture?.(event);
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div className={cn('flex items-start gap-3 p-5 pb-2', hideTitle && 'justify-end')}>
          <DialogPrimitive.Title data-slot="dialog-title" className={cn('flex-1 text-2xl font-bold', hideTitle && 'sr-only')}>
            {title}
          </DialogPrimitive.Title>
          {showCloseButton && (
            <DialogPrimitive.Close
              data-slot="dialog-close"
              aria-label={t('dialog.close')}
              className="-mr-2 -mt-1 flex size-11 shrink-0 items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-6">
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              </svg>
            </DialogPrimitive.Close>
          )}
        </div>
        {description && (
          <DialogPrimitive.Description data-slot="dialog-description" className="px-5 text-muted-foreground">
            {description}
          </DialogPrimitive.Description>
        )}
        <DialogBody label={bodyLabel}>{children}</DialogBody>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

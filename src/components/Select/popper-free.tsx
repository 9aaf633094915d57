import * as React from 'react';
import { Slot } from '@radix-ui/react-slot';

/**
 * What Radix Select needs of `@radix-ui/react-popper` when its list is placed `item-aligned` (over
 * the trigger, the chosen option over the trigger's text, as a native select does): a scope for its
 * contexts, a root, and an anchor that is its trigger. vite.config.ts resolves
 * `@radix-ui/react-popper` to this module (only Radix Select imports it), so the site does not ship
 * Floating UI and Radix's popper (about 8.8 KiB of brotli, nine tenths of the paper selects' code)
 * for a placement it never uses. `SelectContent` takes no `position` (./Select.tsx); `Content` and
 * `Arrow`, which only `position="popper"` renders, say so if anything ever renders them.
 */

interface ScopeHook {
  (scope?: unknown): Record<string, never>;
}

/** A popper scope with no contexts: Radix Select composes it into its own scope. */
export function createPopperScope(): ScopeHook {
  return () => ({});
}
createPopperScope.scopeName = 'Popper';

interface ScopedProps {
  __scopePopper?: unknown;
  children?: React.ReactNode;
}

/** The popper's root: it holds no anchor or placement here, only its children. */
export function Root({ children }: ScopedProps) {
  return children;
}
export { Root as Popper };

type AnchorProps = React.ComponentPropsWithoutRef<'div'> & ScopedProps & { asChild?: boolean; virtualRef?: unknown };

/** The trigger as the anchor: Radix Select passes it as the only child (`asChild`), with its ref. */
export const Anchor = React.forwardRef<HTMLDivElement, AnchorProps>(function Anchor({ __scopePopper: _scope, virtualRef: _virtual, asChild, ...props }, ref) {
  return asChild ? <Slot ref={ref} {...props} /> : <div ref={ref} {...props} />;
});
export { Anchor as PopperAnchor };

function notBuiltIn(): never {
  throw new Error("Select: position='popper' is not built in (src/components/Select/popper-free.tsx): the list opens item-aligned.");
}

/** Only `position="popper"` renders it: not built in. */
export const Content = React.forwardRef<HTMLDivElement, ScopedProps>(notBuiltIn);
/** Only `position="popper"` renders it: not built in. */
export const Arrow = React.forwardRef<SVGSVGElement, ScopedProps>(notBuiltIn);
export { Content as PopperContent, Arrow as PopperArrow };

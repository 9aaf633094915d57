import * as React from 'react';

type AnyProps = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

/** Sets one ref; returns the cleanup a callback ref may give (React 19). */
function setRef<T>(ref: React.Ref<T> | undefined, value: T | null): void | (() => void) {
  if (typeof ref === 'function') return ref(value) ?? undefined;
  if (ref) ref.current = value;
}

/** One callback ref that sets both, and cleans both up as React 19 does a callback ref's. */
function composeRefs<T>(a: React.Ref<T>, b: React.Ref<T>): React.RefCallback<T> {
  return (node) => {
    const cleanups = [setRef(a, node), setRef(b, node)];
    return () => {
      cleanups.forEach((cleanup, i) => (cleanup ? cleanup() : setRef(i ? b : a, null)));
    };
  };
}

export interface SlotProps extends React.HTMLAttributes<HTMLElement> {
  ref?: React.Ref<HTMLElement>;
}

/**
 * Renders its only child with the slot's props merged in, as Radix's Slot does for `asChild`: the
 * child's props win, except that both event handlers run (the child's first), styles merge,
 * classes join, and both refs are set. Button and CardTitle use it: Radix's Slot (0.9 KiB of
 * brotli, with its Slottable) was in the entry chunk of every page for this alone. Radix's own
 * parts keep theirs.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  if (!React.isValidElement<AnyProps>(children)) return React.Children.count(children) > 1 ? (React.Children.only(null) as null) : null;
  const childProps = children.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const [key, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[key] = (...args: unknown[]) => {
        const result = (childValue as Handler)(...args);
        (slotValue as Handler)(...args);
        return result;
      };
    } else if (key === 'style') merged[key] = { ...(slotValue as object), ...(childValue as object) };
    else if (key === 'className') merged[key] = [slotValue, childValue].filter(Boolean).join(' ');
  }
  const childRef = childProps.ref as React.Ref<HTMLElement> | undefined;
  merged.ref = ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef);
  return React.cloneElement(children, merged);
}

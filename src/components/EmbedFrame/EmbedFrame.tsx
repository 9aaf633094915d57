import type * as React from 'react';
import { cn } from '@/lib/cn';

const embedFrameClass = 'block w-full border-0 bg-background';

export interface EmbedFrameProps extends Omit<React.ComponentProps<'iframe'>, 'title' | 'src' | 'children'> {
  /**
   * Names the frame for assistive technology (WCAG 4.1.2 Name, Role, Value; axe `frame-title`).
   * Required: a frame without a title does not compile.
   */
  title: string;
  /** The page to embed. */
  src: string;
  /** Load only when the frame nears the viewport, to spare metered data. @default 'lazy' */
  loading?: 'lazy' | 'eager';
  /** What the embedded site learns about the page it sits in. @default 'no-referrer' */
  referrerPolicy?: React.HTMLAttributeReferrerPolicy;
  /** Sandbox tokens; keep them as few as the embedded page needs. @default 'allow-scripts allow-same-origin' */
  sandbox?: string;
}

/**
 * An iframe for third-party content that is lazy, private and sandboxed by default, and that must be
 * given a `title`.
 */
export function EmbedFrame({
  title,
  src,
  className,
  loading = 'lazy',
  referrerPolicy = 'no-referrer',
  sandbox = 'allow-scripts allow-same-origin',
  ...props
}: EmbedFrameProps) {
  return (
    <iframe
      data-slot="embed-frame"
      title={title}
      src={src}
      loading={loading}
      referrerPolicy={referrerPolicy}
      sandbox={sandbox}
      className={cn(embedFrameClass, className)}
      {...props}
    />
  );
}

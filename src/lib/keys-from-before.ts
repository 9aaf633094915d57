/**
 * A key pressed before a dialog opened was meant for what was there before: on a slow phone, a
 * learner presses Enter on a tile and then Space (or Enter again) while the first is still being
 * answered; the second key is handled after the dialog has opened, on its focused Close button,
 * and would close what the first key opened. Such a key is dropped when it would activate a
 * control (Enter, Space), not when it types into a field or is Escape.
 */
export function isKeyFromBefore(event: { key: string; timeStamp: number; target: unknown }, openedAt: number): boolean {
  if (event.timeStamp >= openedAt) return false;
  if (event.key !== 'Enter' && event.key !== ' ') return false;
  const target = event.target as { closest?: (selector: string) => unknown } | null;
  return !target?.closest?.('input, textarea, select, [contenteditable]:not([contenteditable="false"])');
}

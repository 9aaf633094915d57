/**
 * Opens a URL in a new window or tab, without giving the new page a handle on ours, and says
 * whether it opened.
 *
 * Why not `window.open(url, '_blank', 'noopener')`: with the `noopener` feature the HTML standard
 * makes `window.open` return null whether or not a window opened, so a blocked popup could not be
 * told apart from a successful one. Opening normally and cutting `opener` at once, before the new
 * document can run any script, gives the same protection (the opened page cannot reach or
 * redirect ours) and keeps the return value, so a blocked popup falls back to a link.
 *
 * Returns false when the browser refused (popup blocker) or threw; never throws.
 */
export function openWithoutOpener(url: string, target: Pick<Window, 'open'> | undefined = globalThis.window): boolean {
  if (!target) return false;
  let opened: Window | null;
  try {
    opened = target.open(url, '_blank');
  } catch {
    return false;
  }
  if (!opened) return false;
  try {
    opened.opener = null;
  } catch {
    // A cross-origin window may refuse the write; it has no opener access we can cut anyway.
  }
  return true;
}

/** The shape of an injected opener: true when a window opened. */
export type WindowOpener = (url: string) => boolean;

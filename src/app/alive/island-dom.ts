/**
 * DOM helpers for islands (app/alive/island.tsx): a part of the page that is static HTML until the
 * learner reaches for it, then rendered afresh with the same markup. What the learner did to the
 * static HTML meanwhile is found again in the new markup by position: the path of element indices
 * from the part's root.
 */

/**
 * The wrapper of the island named `name` in `scope` (the document while the page hydrates, the
 * static markup of the island around it once that one goes live): the one element with that
 * `data-island`, or undefined when there is none, or more than one. Names are unique in the code
 * (tests/unit/island-names.test.ts), but one island rendered twice on a page puts two wrappers of
 * one name in the document, and the first match would hand the second part the first one's HTML:
 * neither takes any then, and both render live.
 */
export function islandWrapper(scope: ParentNode, name: string): Element | undefined {
  const found = scope.querySelectorAll(`[data-island="${name}"]`);
  if (found.length > 1 && import.meta.env.DEV)
    console.error(`${found.length} islands named "${name}" on this page: each renders live, without its prerendered HTML.`);
  return found.length === 1 ? found[0] : undefined;
}

/** Element indices from a root down to a node (an element or text inside it), or undefined outside it. */
export type NodePath = number[];

export function pathTo(root: Element, node: Node | null): NodePath | undefined {
  const path: NodePath = [];
  let current: Node | null = node && node.nodeType !== Node.ELEMENT_NODE ? node.parentElement : node;
  while (current && current !== root) {
    const parent: Element | null = current.parentElement;
    if (!parent) return undefined;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current === root ? path : undefined;
}

export function nodeAt(root: Element, path: NodePath): Element | null {
  let current: Element | undefined = root;
  for (const index of path) {
    current = current.children[index];
    if (!current) return null;
  }
  return current;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Text typed (or a box ticked) in the static markup, set on the same field of the new markup as
 * the learner's typing would: the native setter, then an input event (a click for a box), so
 * React's state follows. Call it outside React's commit (React restores a controlled field it
 * hears of mid-commit to its old value) and before the learner can type again (the same task).
 */
export function syncFormFields(from: Element, to: Element): void {
  for (const field of from.querySelectorAll<Field>('input, textarea, select')) {
    const path = pathTo(from, field);
    const twin = path && nodeAt(to, path);
    if (!twin || twin.tagName !== field.tagName) continue;
    const target = twin as Field;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if ((target as HTMLInputElement).checked !== field.checked) (target as HTMLInputElement).click();
      continue;
    }
    if (target.value === field.value) continue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set?.call(target, field.value);
    target.dispatchEvent(new Event('input', { bubbles: true }));
    if (field instanceof HTMLInputElement && target instanceof HTMLInputElement && field.selectionStart !== null) {
      target.setSelectionRange(field.selectionStart, field.selectionEnd);
    }
  }
}

/** Keys that move within a widget (arrows, Home, End, Page Up/Down): held until the part is live, then replayed. */
export function heldKey(event: Pick<KeyboardEvent, 'key' | 'target'>): boolean {
  if (!/^(Arrow(Up|Down|Left|Right)|Home|End|PageUp|PageDown)$/.test(event.key)) return false;
  // In a text field these keys move the caret natively.
  const target = event.target as Element | null;
  return !(target && target.closest('input, textarea, [contenteditable="true"]'));
}

/** A held key pressed again on whatever has focus now (down, then up). */
export function replayKey(event: KeyboardEvent): void {
  const target = document.activeElement ?? document.body;
  const init: KeyboardEventInit = {
    key: event.key,
    code: event.code,
    shiftKey: event.shiftKey,
    ctrlKey: event.ctrlKey,
    altKey: event.altKey,
    metaKey: event.metaKey,
    bubbles: true,
    cancelable: true,
    composed: true,
  };
  target.dispatchEvent(new KeyboardEvent('keydown', init));
  target.dispatchEvent(new KeyboardEvent('keyup', init));
}

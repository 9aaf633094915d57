type Listener = () => void;
let update: (() => void) | undefined;
const listeners = new Set<Listener>();

/** How to switch to a waiting new version, or undefined when none is waiting. */
export function waitingUpdate(): (() => void) | undefined {
  return update;
}

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the service-worker module when a new version is waiting. */
export function setWaitingUpdate(next: () => void): void {
  update = next;
  for (const listener of listeners) listener();
}

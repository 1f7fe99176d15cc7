/**
 * The server refused a request for want of a session (401): signed out elsewhere, expired, or the
 * account deactivated. The data adapter reports it; the session provider signs the user out.
 */
const listeners = new Set<() => void>();

export function reportSessionEnded(): void {
  for (const listener of listeners) listener();
}

export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

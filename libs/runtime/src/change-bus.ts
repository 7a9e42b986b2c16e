// In-process change bus: the projector announces committed changes, the socket gateway relays them.
import type { ChangePublisher } from './tokens';

type ChangeListener = (orgId: string, message: { collection: string; ids: string[]; position: string }) => void;

export class InProcessChangeBus implements ChangePublisher {
  private readonly listeners = new Set<ChangeListener>();

  publish(orgId: string, message: { collection: string; ids: string[]; position: string }) {
    for (const listener of this.listeners) listener(orgId, message);
  }

  /** Returns the unsubscribe function. */
  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

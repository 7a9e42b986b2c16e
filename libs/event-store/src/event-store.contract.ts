// The event store contract: behaviour every adapter of the port shows, as one jest suite per adapter.
import type { EventStore } from './event-store.port';
import { describeAppendSize } from './contract/append-size.contract';
import { describeAppending } from './contract/appending.contract';
import { describeIdempotence } from './contract/idempotence.contract';
import { describeReading } from './contract/reading.contract';
import { describeStreamMetadata } from './contract/stream-metadata.contract';
import { describeSubscribing } from './contract/subscribing.contract';

export interface StoreUnderTest {
  store: EventStore;
  cleanup(): Promise<void>;
}

/**
 * Runs the whole contract against a fresh store per test. Pass `describe.skip` as `describeAdapter`
 * when the adapter's server is not configured: the suite is then reported as skipped, not absent.
 */
export function describeEventStoreContract(
  name: string,
  makeStore: () => Promise<StoreUnderTest>,
  describeAdapter: jest.Describe = describe,
): void {
  describeAdapter(`event store contract: ${name}`, () => {
    let current: StoreUnderTest;
    beforeEach(async () => (current = await makeStore()));
    afterEach(async () => current.cleanup());
    const store = () => current.store;

    describeAppending(store);
    describeIdempotence(store);
    describeAppendSize(store);
    describeReading(store);
    describeSubscribing(store);
    describeStreamMetadata(store);
  });
}

// The event store contract: behaviour every adapter of the port shows, as one jest suite per adapter.
import { describeAppendSize } from './contract/append-size.contract';
import { describeAppending } from './contract/appending.contract';
import type { Capability, StoreUnderTest } from './contract/contract-fixtures';
import { describeDeletedStreams } from './contract/deleted-streams.contract';
import { describeIdempotence } from './contract/idempotence.contract';
import { describeReading } from './contract/reading.contract';
import { describeRestart } from './contract/restart.contract';
import { describeStreamMetadata } from './contract/stream-metadata.contract';
import { describeSubscribing } from './contract/subscribing.contract';

export type { Capability, StoreUnderTest } from './contract/contract-fixtures';

/**
 * Runs the whole contract against a fresh store per test. Pass `describe.skip` as `describeAdapter`
 * when the adapter's server is not configured: the suite is then reported as skipped, not absent.
 * `capabilities` names what every StoreUnderTest of the suite provides beyond the port; the tests that
 * need one it lacks are reported as skipped, saying what they need.
 */
export function describeEventStoreContract(
  name: string,
  makeStore: () => Promise<StoreUnderTest>,
  describeAdapter: jest.Describe = describe,
  capabilities: readonly Capability[] = [],
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
    describeDeletedStreams(() => current, capabilities);
    describeRestart(() => current, capabilities);
  });
}

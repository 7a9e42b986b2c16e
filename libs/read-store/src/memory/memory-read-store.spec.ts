// Runs the read store contract against the memory adapter.
import { describeReadStoreContract } from '../read-store.contract';
import { createMemoryReadStore } from './memory-read-store';

describeReadStoreContract('memory', () => createMemoryReadStore());

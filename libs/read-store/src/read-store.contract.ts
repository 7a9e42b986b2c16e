// The read store contract: one suite every adapter passes (memory always, MongoDB when MONGODB_URL is set).
import { describeCommits } from './contract/commit.contract';
import { describeQueries } from './contract/query.contract';
import { describeReplaceCollection } from './contract/replace.contract';
import { MakeReadStore, useFreshStore } from './contract/store-fixture';
import { describeTenancy } from './contract/tenancy.contract';
import { describeWrites } from './contract/write.contract';

export type { MakeReadStore } from './contract/store-fixture';

export function describeReadStoreContract(name: string, makeStore: MakeReadStore, run: typeof describe = describe): void {
  run(`read store contract: ${name}`, () => {
    const fixture = useFreshStore(makeStore);
    describeQueries(fixture);
    describeWrites(fixture);
    describeCommits(fixture);
    describeReplaceCollection(fixture);
    describeTenancy(fixture);
  });
}

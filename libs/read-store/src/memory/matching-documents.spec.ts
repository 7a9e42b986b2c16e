// Which documents a filter selects from one organization's partition: its own organization is not tested again, another's finds nothing.
import { conditionsWithin, matchingDocuments } from './matching-documents';
import { Partition, arraySource } from './partition';

const partitionOf = (orgId: string, ...ids: string[]) => {
  const partition = new Partition(orgId);
  for (const id of ids) partition.documents.set(id, { _id: id, orgId, status: id === 'b' ? 'CANCELLED' : 'PLANNED' });
  return partition;
};
const idsOf = (documents: Iterable<{ _id?: unknown }>) => [...documents].map((document) => document._id);

describe('matching documents of a partition', () => {
  it('given the scoped filter of the partition’s organization, when its conditions are taken, then only the others are left to test', () => {
    expect(conditionsWithin(partitionOf('org_a'), { orgId: 'org_a', status: 'PLANNED' })).toEqual({ status: 'PLANNED' });
    expect(conditionsWithin(partitionOf('org_a'), { orgId: 'org_b', status: 'PLANNED' })).toEqual({ orgId: 'org_b', status: 'PLANNED' });
    expect(conditionsWithin(arraySource([]), { orgId: 'org_a' })).toEqual({ orgId: 'org_a' });
    expect(conditionsWithin(new Partition(), { orgId: 'org_a' })).toEqual({ orgId: 'org_a' });
  });

  it('given a partition of organization A, when scanned with A’s filter alone, then every document; with another condition, those that meet it', () => {
    const partition = partitionOf('org_a', 'a', 'b', 'c');
    expect(idsOf(matchingDocuments(partition, { orgId: 'org_a' }))).toEqual(['a', 'b', 'c']);
    expect(idsOf(matchingDocuments(partition, { orgId: 'org_a', status: { $ne: 'CANCELLED' } }))).toEqual(['a', 'c']);
  });

  it('given a partition of organization A, when scanned with organization B’s filter, then nothing', () => {
    expect(idsOf(matchingDocuments(partitionOf('org_a', 'a', 'b'), { orgId: 'org_b' }))).toEqual([]);
  });
});

// Specifies the MongoDB adapter's translation to physical `_id`s, which runs without a server.
import { Aggregator } from 'mingo';
import { DuplicateKeyError, UnsupportedOperationError } from '../read-store.port';
import { toPortError } from './mongo-errors';
import { toMongoOperation } from './mongo-operations';
import { logicalIdStage, toLogicalDocument, toPhysicalFilter } from './physical-ids';

describe('physical ids', () => {
  it('prefixes _id equality, $in and ranges with the organization, also inside $and/$or/$nor', () => {
    expect(
      toPhysicalFilter('org_a', {
        _id: 'day',
        orgId: 'org_a',
        $or: [{ _id: { $in: ['t1', 't2'] } }, { _id: { $gt: 't3', $exists: true } }],
        $nor: [{ _id: { $ne: 'x' } }],
        name: 'day',
      }),
    ).toEqual({
      _id: 'org_a:day',
      orgId: 'org_a',
      $or: [{ _id: { $in: ['org_a:t1', 'org_a:t2'] } }, { _id: { $gt: 'org_a:t3', $exists: true } }],
      $nor: [{ _id: { $ne: 'org_a:x' } }],
      name: 'day',
    });
  });

  it('maps a stored _id back to the organization\'s own', () => {
    expect(toLogicalDocument('org_a', { _id: 'org_a:day', orgId: 'org_a' })).toEqual({ _id: 'day', orgId: 'org_a' });
    expect(toLogicalDocument('org_a', { _id: 'org_a:org_a:x' })).toEqual({ _id: 'org_a:x' });
    expect(toLogicalDocument('org_a', { name: 'no id' })).toEqual({ name: 'no id' });
  });

  it('turns stored _ids back into logical ones at the start of a pipeline', () => {
    const stored = [{ _id: 'org_a:t:1', orgId: 'org_a' }, { _id: 'org_a:é', orgId: 'org_a' }];
    expect(new Aggregator([logicalIdStage('org_a')]).run(stored)).toEqual([
      { _id: 't:1', orgId: 'org_a' },
      { _id: 'é', orgId: 'org_a' },
    ]);
  });

  it('gives upserted replacements the physical _id of their filter', () => {
    expect(
      toMongoOperation('org_b', { replaceOne: { filter: { _id: 'day', orgId: 'org_b' }, replacement: { start: '08:00', orgId: 'org_b' }, upsert: true } }),
    ).toEqual({
      replaceOne: { filter: { _id: 'org_b:day', orgId: 'org_b' }, replacement: { _id: 'org_b:day', start: '08:00', orgId: 'org_b' }, upsert: true },
    });
    expect(
      toMongoOperation('org_b', { updateOne: { filter: { _id: { $eq: 'd' }, orgId: 'org_b' }, update: { $inc: { n: 1 } }, upsert: true } }),
    ).toEqual({ updateOne: { filter: { _id: { $eq: 'org_b:d' }, orgId: 'org_b' }, update: { $inc: { n: 1 } }, upsert: true } });
  });

  it('reports duplicate keys and immutable _id changes as the port\'s errors', () => {
    const bulkError = Object.assign(new Error('E11000 duplicate key error'), { code: 11000, writeErrors: [{ code: 11000 }] });
    expect(toPortError(bulkError)).toBeInstanceOf(DuplicateKeyError);
    expect(toPortError(Object.assign(new Error('immutable'), { code: 66 }))).toBeInstanceOf(UnsupportedOperationError);
    const other = new Error('network');
    expect(toPortError(other)).toBe(other);
  });
});

// The members and invitations read models: one document each, kept with its status, and replays change nothing.
import type { RecordedEvent } from '@tourops/event-store';
import type { MemberDirectoryEvent } from '@tourops/domain';
import { foldBatch, keyOf } from '../batch';
import type { ReadModelDocument } from '../projection';
import { INVITATIONS_COLLECTION, MEMBERS_COLLECTION, USER_PROJECTIONS } from './index';

let position = 0n;
const recorded = (event: MemberDirectoryEvent, orgId = 'acme'): RecordedEvent => ({
  id: `e${++position}`,
  streamName: `members-${orgId}.directory`,
  type: event.type,
  revision: Number(position),
  position,
  data: event.data,
  metadata: { orgId, actorId: 'ada', correlationId: 'c', causationId: 'c', occurredAt: '2025-06-01T09:00:00.000Z', schemaVersion: 1 },
});

const at = '2025-06-01T09:00:00.000Z';
const events = [
  recorded({ type: 'MemberJoined', data: { userId: 'ada', fullName: 'Ada', email: 'ada@example.com', role: 'org:admin', joinedAt: at } }),
  recorded({ type: 'InvitationSent', data: { invitationId: 'i1', email: 'bob@example.com', role: 'org:auditor', invitedBy: 'ada', invitedAt: at } }),
  recorded({ type: 'InvitationAccepted', data: { invitationId: 'i1', userId: 'bob', acceptedAt: at } }),
  recorded({ type: 'MemberJoined', data: { userId: 'bob', fullName: 'Bob', email: 'bob@example.com', role: 'org:auditor', joinedAt: at, invitationId: 'i1' } }),
  recorded({ type: 'MemberRoleChanged', data: { userId: 'bob', role: 'org:member', previousRole: 'org:auditor' } }),
  recorded({ type: 'MemberRemoved', data: { userId: 'ada' } }),
];

const documentsOf = (writes: ReturnType<typeof foldBatch>['writes'], collection: string) =>
  writes
    .filter((write) => write.collection === collection)
    .flatMap((write) => write.operations.map((operation) => (operation as unknown as { replaceOne: { replacement: ReadModelDocument } }).replaceOne.replacement));

describe('the members and invitations read models', () => {
  const { writes, changes } = foldBatch(USER_PROJECTIONS, events, new Map());

  it('keeps one document per member with role, status and sign-in, and one per invitation with its status', () => {
    const members = documentsOf(writes, MEMBERS_COLLECTION);
    expect(members).toEqual([
      expect.objectContaining({ _id: 'ada', role: 'org:admin', status: 'removed', lastSignInAt: at }),
      expect.objectContaining({ _id: 'bob', role: 'org:member', status: 'active', email: 'bob@example.com', fullName: 'Bob' }),
    ]);
    expect(documentsOf(writes, INVITATIONS_COLLECTION)).toEqual([expect.objectContaining({ _id: 'i1', status: 'accepted', role: 'org:auditor' })]);
  });

  it('announces changes of the members and invitations collections', () => {
    expect(changes).toEqual([
      { orgId: 'acme', collection: MEMBERS_COLLECTION, ids: ['ada', 'bob'] },
      { orgId: 'acme', collection: INVITATIONS_COLLECTION, ids: ['i1'] },
    ]);
  });

  it('changes nothing when the same events are applied again', () => {
    const loaded = new Map<string, ReadModelDocument | null>();
    for (const write of writes)
      for (const operation of write.operations) {
        const replacement = (operation as unknown as { replaceOne: { replacement: ReadModelDocument } }).replaceOne.replacement;
        loaded.set(keyOf({ orgId: write.orgId, collection: write.collection, id: replacement._id }), replacement);
      }
    expect(foldBatch(USER_PROJECTIONS, events, loaded).writes).toEqual([]);
  });
});

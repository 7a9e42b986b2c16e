// Specifications of creating and revoking shared links, and of opening one: revoked, expired, open, and the view it records.
import { deciderSpecification } from '../shared/decider-specification';
import { evolveSharedLink, initialSharedLinkState, sharedLinkAccess, sharedLinkViewed, type SharedLinkEvent } from './shared-link';
import { sharedLinkDecider, type SharedLinkCommand, type SharedLinkContext } from './shared-link-commands';

const linkId = 'link-1';
const tourId = 'tour-1';
const tokenHash = 'b'.repeat(64);
const now = '2026-06-10T08:00:00.000Z';
const tourAtRevision7: SharedLinkContext = { now, tour: { status: 'present', revision: 7, deleted: false } };
const given = deciderSpecification(sharedLinkDecider, tourAtRevision7);

const create = (overrides: Partial<Extract<SharedLinkCommand, { type: 'CreateSharedLink' }>['data']> = {}): SharedLinkCommand => ({
  type: 'CreateSharedLink',
  data: { linkId, tourId, tokenHash, sections: ['itinerary', 'travelers'], pinned: false, organization: { name: 'Open Road Tours', imageUrl: '' }, ...overrides },
});
const created = (overrides: Partial<Extract<SharedLinkEvent, { type: 'SharedLinkCreated' }>['data']> = {}): SharedLinkEvent => ({
  type: 'SharedLinkCreated',
  data: { linkId, tourId, tokenHash, sections: ['itinerary', 'travelers'], mode: 'live', pinnedRevision: null, createdAt: now, expiresAt: '2026-07-10T08:00:00.000Z', organization: { name: 'Open Road Tours', imageUrl: '' }, ...overrides },
});
const revoked = (revokedAt = '2026-06-11T08:00:00.000Z'): SharedLinkEvent => ({ type: 'SharedLinkRevoked', data: { linkId, tourId, revokedAt } });
const revoke: SharedLinkCommand = { type: 'RevokeSharedLink', data: { linkId } };

describe('CreateSharedLink', () => {
  it('records a live link that expires 30 days after now by default', () => {
    given().when(create()).then(created());
  });

  it('names the organization that shares, with its logo only from an https address', () => {
    const logo = 'https://img.example.org/open-road.png';
    given().when(create({ organization: { name: '  Open Road Tours ', imageUrl: logo } })).then(created({ organization: { name: 'Open Road Tours', imageUrl: logo } }));
    given().when(create({ organization: { name: 'Open Road Tours', imageUrl: 'javascript:alert(1)' } })).then(created());
    given().when(create({ organization: { name: 'Open Road Tours', imageUrl: 'http://img.example.org/plain.png' } })).then(created());
  });

  it('pins the link to the revision the tour is at', () => {
    given().when(create({ pinned: true })).then(created({ mode: 'pinned', pinnedRevision: 7 }));
  });

  it('keeps the sections in their own order, each once', () => {
    given().when(create({ sections: ['notes', 'itinerary', 'notes', 'staff'] })).then(created({ sections: ['itinerary', 'staff', 'notes'] }));
  });

  it('takes an expiry with an offset and records it in UTC', () => {
    given().when(create({ expiresAt: '2026-06-12T10:00:00+02:00' })).then(created({ expiresAt: '2026-06-12T08:00:00.000Z' }));
  });

  it.each([
    ['in the past', '2026-06-10T07:59:00Z', 'Must be in the future.'],
    ['now', now, 'Must be in the future.'],
    ['beyond a year', '2027-06-11T08:00:00Z', 'At most 365 days from now.'],
    ['without an offset', '2026-06-20T08:00', 'Must be an ISO-8601 date and time with its offset.'],
    ['not a date', 'next week', 'Must be an ISO-8601 date and time with its offset.'],
  ])('refuses an expiry %s', (_, expiresAt, message) => {
    given().when(create({ expiresAt })).thenThrows({ code: 'invalid', message: /./, fields: { expiresAt: message } });
  });

  it('refuses a link that shares nothing', () => {
    given().when(create({ sections: [] })).thenThrows({ code: 'invalid', message: 'Choose at least one section to share.', fields: { sections: expect.any(String) } });
  });

  it('refuses a token that is not hashed', () => {
    given().when(create({ tokenHash: 'the-token-itself' })).thenThrows({ code: 'invalid', message: /SHA-256/, fields: { tokenHash: 'Must be 64 lower-case hex digits.' } });
  });

  it('refuses a tour that does not exist, or is deleted', () => {
    deciderSpecification(sharedLinkDecider, { now, tour: { status: 'absent' } })().when(create()).thenThrows({ code: 'not_found', message: 'Tour not found.' });
    deciderSpecification(sharedLinkDecider, { now, tour: { status: 'present', revision: 3, deleted: true } })()
      .when(create())
      .thenThrows({ code: 'conflict', message: /deleted/ });
  });

  it('refuses a link id already used', () => {
    given(created()).when(create()).thenThrows({ code: 'conflict', message: 'A shared link with this id already exists.' });
  });
});

describe('RevokeSharedLink', () => {
  it('records the revocation with the time', () => {
    given(created()).when(revoke).then({ type: 'SharedLinkRevoked', data: { linkId, tourId, revokedAt: now } });
  });

  it('changes nothing for a link already revoked', () => {
    given(created(), revoked()).when(revoke).thenNothingHappened();
  });

  it('refuses an unknown link', () => {
    given().when(revoke).thenThrows({ code: 'not_found', message: 'Shared link not found.' });
  });
});

describe('opening a link', () => {
  const fold = (...events: SharedLinkEvent[]) => events.reduce(evolveSharedLink, initialSharedLinkState);

  it('is unknown when no link was created', () => {
    expect(sharedLinkAccess(fold(), now)).toEqual({ kind: 'unknown' });
  });

  it('is open until its expiry instant, and gone as expired from it on', () => {
    const state = fold(created());
    expect(sharedLinkAccess(state, '2026-07-10T07:59:59.999Z')).toMatchObject({ kind: 'open', link: { linkId, revokedAt: null } });
    expect(sharedLinkAccess(state, '2026-07-10T08:00:00.000Z')).toEqual({ kind: 'gone', reason: 'expired', at: '2026-07-10T08:00:00.000Z' });
  });

  it('is gone as revoked once revoked, even after its expiry', () => {
    const state = fold(created(), revoked());
    expect(sharedLinkAccess(state, now)).toEqual({ kind: 'gone', reason: 'revoked', at: '2026-06-11T08:00:00.000Z' });
    expect(sharedLinkAccess(state, '2027-01-01T00:00:00Z')).toMatchObject({ reason: 'revoked' });
  });

  it('records each view with the revision of the tour it showed and when', () => {
    const state = fold(created({ mode: 'pinned', pinnedRevision: 4 }));
    if (state.status !== 'present') throw new Error('created');
    expect(sharedLinkViewed(state.link, 4, now)).toEqual({ type: 'SharedLinkViewed', data: { linkId, tourId, mode: 'pinned', revision: 4, viewedAt: now } });
  });
});

// Shared links' streams: creating and revoking a link, and opening one by its token, which records the view with the revision shown.
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  sharedLinkAccess,
  sharedLinkDecider,
  sharedLinkStreamName,
  sharedLinkTokenStreamName,
  sharedLinkViewed,
  sharedLinkViewsStreamName,
  tourDecider,
  tourStreamName,
  type SharedLinkCommand,
  type SharedLinkTokenEvent,
} from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import type { CreatedSharedLinkView, CreateSharedLinkBody, SharedItineraryView, WriteResult } from '@tourops/contracts';
import { Clock, CommandPath, EVENT_STORE, loadFolded, writeResultOf } from '@tourops/runtime';
import type { Caller } from '../identity/auth.guard';
import { GoneError } from '../http/errors';
import { SettingsReader } from '../settings/settings.reader';
import { TourPeopleReader } from './tour-people.reader';
import { hashSharedLinkToken, isSharedLinkToken, newSharedLinkToken } from './shared-link-token';
import { sharedItinerary } from './shared-itinerary';

const UNKNOWN = 'This link does not lead to an itinerary; check that it was copied whole.';
const GONE = {
  revoked: 'This link has been withdrawn by the tour operator; ask them for a new one.',
  expired: 'This link has expired; ask the tour operator for a new one.',
} as const;
const WITHDRAWN = 'The tour of this link is no longer shared; ask the tour operator for a new link.';
/** Who opens a link: nobody signed in, so the views' actor is this fixed name. */
export const SHARE_VISITOR = 'share-visitor';

@Injectable()
export class SharedLinks {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly commands: CommandPath,
    private readonly clock: Clock,
    private readonly people: TourPeopleReader,
    private readonly settings: SettingsReader,
  ) {}

  private run(caller: Caller, linkId: string, command: SharedLinkCommand, tourId: string | null) {
    return this.commands.run({
      streamName: sharedLinkStreamName(caller.orgId, linkId),
      decider: sharedLinkDecider,
      command,
      caller: { orgId: caller.orgId, actorId: caller.userId },
      context: async (_state, now) => {
        if (tourId === null) return { now, tour: { status: 'absent' as const } };
        const { state, revision } = await loadFolded(this.eventStore, tourStreamName(caller.orgId, tourId), tourDecider);
        if (state.status === 'absent' || state.tour.purged) return { now, tour: { status: 'absent' as const } };
        return { now, tour: { status: 'present' as const, revision, deleted: state.tour.deleted } };
      },
      resultId: linkId,
    });
  }

  /** Records the link, then the token's index entry, so that an opening finds the link only once it exists. */
  async create(caller: Caller, body: CreateSharedLinkBody): Promise<CreatedSharedLinkView> {
    const linkId = randomUUID();
    const token = newSharedLinkToken();
    const tokenHash = hashSharedLinkToken(token);
    const { tourId, sections, expiresAt, pinned } = body;
    const organization = { name: caller.orgName || caller.orgSlug || caller.orgId, imageUrl: caller.orgImageUrl };
    const outcome = await this.run(caller, linkId, { type: 'CreateSharedLink', data: { linkId, tourId, tokenHash, sections, expiresAt, pinned, organization } }, tourId);
    const created = outcome.events[0];
    const indexed: SharedLinkTokenEvent = { type: 'SharedLinkTokenIndexed', data: { tokenHash, orgId: caller.orgId, linkId } };
    const [recorded] = await this.eventStore.readStream(sharedLinkStreamName(caller.orgId, linkId), { maxCount: 1 });
    await this.eventStore.appendToStream(sharedLinkTokenStreamName(tokenHash), [{ ...indexed, metadata: { ...recorded.metadata, causationId: recorded.id } }], {
      expectedRevision: 'no_stream',
    });
    return {
      id: linkId,
      token,
      path: `/share/${token}`,
      expiresAt: created.type === 'SharedLinkCreated' ? created.data.expiresAt : '',
      revision: outcome.revision,
      position: outcome.position,
    };
  }

  async revoke(caller: Caller, linkId: string): Promise<WriteResult> {
    return writeResultOf(await this.run(caller, linkId, { type: 'RevokeSharedLink', data: { linkId } }, null));
  }

  /** Where a token leads now: its open link and the tour's stream as it stands, or the 404 or 410 it answers. */
  private async openLink(token: string) {
    if (!isSharedLinkToken(token)) throw new NotFoundException(UNKNOWN);
    const [entry] = await this.eventStore.readStream(sharedLinkTokenStreamName(hashSharedLinkToken(token)), { maxCount: 1 });
    if (!entry) throw new NotFoundException(UNKNOWN);
    const { orgId, linkId } = entry.data as SharedLinkTokenEvent['data'];
    const { state } = await loadFolded(this.eventStore, sharedLinkStreamName(orgId, linkId), sharedLinkDecider);
    const now = this.clock.now().toISOString();
    const access = sharedLinkAccess(state, now);
    if (access.kind === 'unknown') throw new NotFoundException(UNKNOWN);
    if (access.kind === 'gone') throw new GoneError(GONE[access.reason], access.reason);
    const { link } = access;
    const current = await loadFolded(this.eventStore, tourStreamName(orgId, link.tourId), tourDecider);
    if (current.state.status === 'absent' || current.state.tour.purged || current.state.tour.deleted) throw new GoneError(WITHDRAWN, 'revoked');
    return { orgId, linkId, causationId: entry.id, link, current, now };
  }

  /** Whether a token leads to an itinerary now, recording nothing: the status its page is answered with. */
  async check(token: string): Promise<void> {
    await this.openLink(token);
  }

  /** The itinerary a token leads to, as its sections allow; the view is recorded before it is answered. */
  async open(token: string): Promise<SharedItineraryView> {
    const { orgId, linkId, causationId, link, current, now } = await this.openLink(token);
    const shown = link.pinnedRevision === null ? current : await loadFolded(this.eventStore, tourStreamName(orgId, link.tourId), tourDecider, { toRevision: link.pinnedRevision });
    if (shown.state.status === 'absent') throw new GoneError(WITHDRAWN, 'revoked');
    const people = await this.people.of(orgId, link.tourId, link.sections);
    const viewed = sharedLinkViewed(link, shown.revision, now);
    await this.eventStore.appendToStream(
      sharedLinkViewsStreamName(orgId, linkId),
      [{ ...viewed, metadata: { orgId, actorId: SHARE_VISITOR, correlationId: randomUUID(), causationId, occurredAt: now, schemaVersion: 1 } }],
      { expectedRevision: 'any' },
    );
    const { notifications } = await this.settings.forDisplay(orgId);
    return sharedItinerary(shown.state.tour, shown.revision, link, people, now, notifications.emergencyPhone);
  }
}

// Records a device's position report: decide against the recent history, append to the bounded position stream.
import { Inject, Injectable } from '@nestjs/common';
import { POSITION_STREAM_MAX_COUNT, positionReportDecider, positionStreamName, type StaffPosition } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import type { PositionsAcceptedView } from '@tourops/contracts';
import { Clock, EVENT_STORE } from '@tourops/runtime';
import type { ReportingDevice } from './device-token.guard';
import { loadFolded } from '../shared/folded-stream';
import { commandMetadata } from '../shared/handle-command';

/** Events read to rebuild a member's recent history when it is not cached (the state remembers 1,000 instants). */
const HISTORY_TAIL_EVENTS = 20;
/** Position streams this process knows carry $maxCount; beyond it the set starts over (a re-check is one small read). */
const KNOWN_BOUNDED_STREAMS_MAX = 100_000;

@Injectable()
export class PositionIngestion {
  private readonly bounded = new Set<string>();

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly clock: Clock,
  ) {}

  async report(device: ReportingDevice, positions: StaffPosition[]): Promise<PositionsAcceptedView> {
    const streamName = positionStreamName(device.orgId, device.staffId);
    const now = this.clock.now().toISOString();
    const history = await loadFolded(this.eventStore, streamName, positionReportDecider, HISTORY_TAIL_EVENTS);
    const events = positionReportDecider.decide({ type: 'ReportPositions', data: { staffId: device.staffId, tokenId: device.tokenId, positions } }, history.state, { now });
    const accepted = events.reduce((count, event) => count + event.data.positions.length, 0);
    if (events.length === 0) return { accepted: 0, duplicates: positions.length, position: history.position.toString() };
    await this.ensureBounded(streamName);
    const metadata = { ...commandMetadata(device.orgId, `device:${device.tokenId}`, now), schemaVersion: 1 };
    const result = await this.eventStore.appendToStream(
      streamName,
      events.map((event) => ({
        type: event.type,
        data: event.data,
        metadata,
      })),
      { expectedRevision: 'any' },
    );
    return { accepted, duplicates: positions.length - accepted, position: result.position.toString() };
  }

  /** Sets $maxCount on a position stream before its first event; checked once per stream and process. */
  private async ensureBounded(streamName: string): Promise<void> {
    if (this.bounded.has(streamName)) return;
    const metadata = await this.eventStore.getStreamMetadata(streamName);
    if (metadata.maxCount === undefined) await this.eventStore.setStreamMetadata(streamName, { ...metadata, maxCount: POSITION_STREAM_MAX_COUNT });
    if (this.bounded.size >= KNOWN_BOUNDED_STREAMS_MAX) this.bounded.clear();
    this.bounded.add(streamName);
  }
}

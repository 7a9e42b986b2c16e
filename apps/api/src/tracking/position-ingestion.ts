// Records a device's position report through the command path: decided against the recent history, on the bounded position stream.
import { Injectable } from '@nestjs/common';
import { POSITION_STREAM_MAX_COUNT, positionReportDecider, positionStreamName, type StaffPosition } from '@tourops/domain';
import type { PositionsAcceptedView } from '@tourops/contracts';
import { CommandPath } from '@tourops/runtime';
import type { ReportingDevice } from './device-token.guard';

/** Events read to rebuild a member's recent history when it is not cached (the state remembers 1,000 instants). */
const HISTORY_TAIL_EVENTS = 20;

@Injectable()
export class PositionIngestion {
  constructor(private readonly commands: CommandPath) {}

  async report(device: ReportingDevice, positions: StaffPosition[]): Promise<PositionsAcceptedView> {
    const { events, position } = await this.commands.run({
      streamName: positionStreamName(device.orgId, device.staffId),
      decider: positionReportDecider,
      command: { type: 'ReportPositions', data: { staffId: device.staffId, tokenId: device.tokenId, positions } },
      caller: { orgId: device.orgId, actorId: `device:${device.tokenId}` },
      context: (_state, now) => ({ now }),
      resultId: device.staffId,
      tail: HISTORY_TAIL_EVENTS,
      maxCount: POSITION_STREAM_MAX_COUNT,
    });
    const accepted = events.reduce((count, event) => count + event.data.positions.length, 0);
    return { accepted, duplicates: positions.length - accepted, position };
  }
}

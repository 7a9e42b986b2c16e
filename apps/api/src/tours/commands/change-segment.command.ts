// Changing a segment; a flight's airports bring their time zones.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SegmentRequest } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { AirportZoneResolver } from '../../places/airport-zones';
import { TourStream } from '../tours.stream';

export class ChangeSegmentCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly tourId: string,
    readonly dayId: string,
    readonly segmentId: string,
    readonly changes: Partial<SegmentRequest>,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(ChangeSegmentCommand)
export class ChangeSegmentHandler implements ICommandHandler<ChangeSegmentCommand, WriteResult> {
  constructor(
    private readonly tours: TourStream,
    private readonly airportZones: AirportZoneResolver,
  ) {}

  execute({ caller, tourId, dayId, segmentId, changes, expectedRevision }: ChangeSegmentCommand): Promise<WriteResult> {
    const airportZones = this.airportZones.zonesOf(changes.flight);
    return this.tours.run(caller, tourId, { type: 'ChangeSegment', data: { dayId, segmentId, changes, airportZones } }, segmentId, expectedRevision);
  }
}

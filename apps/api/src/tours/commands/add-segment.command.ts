// Adding a segment to a day; a flight's airports bring their time zones. The segment's id is the client's, or made here.
import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SegmentRequest } from '@tourops/domain';
import type { WriteResult } from '@tourops/contracts';
import type { Caller } from '../../identity/auth.guard';
import { AirportZoneResolver } from '../../places/airport-zones';
import { TourStream } from '../tours.stream';

export class AddSegmentCommand extends Command<WriteResult> {
  constructor(
    readonly caller: Caller,
    readonly tourId: string,
    readonly dayId: string,
    readonly segmentId: string | undefined,
    readonly segment: SegmentRequest,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}

@CommandHandler(AddSegmentCommand)
export class AddSegmentHandler implements ICommandHandler<AddSegmentCommand, WriteResult> {
  constructor(
    private readonly tours: TourStream,
    private readonly airportZones: AirportZoneResolver,
  ) {}

  execute({ caller, tourId, dayId, segmentId = randomUUID(), segment, expectedRevision }: AddSegmentCommand): Promise<WriteResult> {
    const airportZones = this.airportZones.zonesOf(segment.flight);
    return this.tours.run(caller, tourId, { type: 'AddSegment', data: { dayId, segmentId, segment, airportZones } }, segmentId, expectedRevision);
  }
}

// Tracking: device tokens, position reports, latest positions and trails.
import { Module } from '@nestjs/common';
import { DeviceTokenGuard } from './device-token.guard';
import { DeviceTokens } from './device-tokens';
import { PositionIngestion } from './position-ingestion';
import { StaffPositionsReader } from './staff-positions.reader';
import { TrackingController } from './tracking.controller';

@Module({
  controllers: [TrackingController],
  providers: [DeviceTokenGuard, DeviceTokens, PositionIngestion, StaffPositionsReader],
})
export class TrackingModule {}

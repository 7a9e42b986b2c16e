// Tracking: device tokens, position reports, latest positions and trails.
import { Module } from '@nestjs/common';

@Module({})
export class TrackingModule {}

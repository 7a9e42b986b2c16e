// Travelers: register, change, search, import and export, and tour manifests.
import { Module } from '@nestjs/common';

@Module({})
export class TravelersModule {}

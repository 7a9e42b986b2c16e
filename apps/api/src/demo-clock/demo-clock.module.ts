// The demo clock slice of the API: what `npm run seed:demo` steers on a development server (DEMO_CLOCK=steered).
import { Module } from '@nestjs/common';
import { DemoClockController } from './demo-clock.controller';

@Module({ controllers: [DemoClockController] })
export class DemoClockModule {}

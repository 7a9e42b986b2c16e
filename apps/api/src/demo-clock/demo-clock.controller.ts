// HTTP routes of the demo clock (development servers started with DEMO_CLOCK=steered, admins): read, steer and release the clock, and run one monitor look at its time.
import { Body, Controller, Delete, Get, HttpCode, Inject, NotFoundException, Optional, Post, Put } from '@nestjs/common';
import type { z } from 'zod';
import { steerClockBody, type DemoClockView, type MonitorLookView } from '@tourops/contracts';
import type { EventStore } from '@tourops/event-store';
import { APP_CONFIG, Clock, EVENT_STORE, MONITOR_LOOKS, READ_MODEL_PROGRESS, SteeredClock, type AppConfig, type MonitorLooks, type ReadModelProgress } from '@tourops/runtime';
import { AllowRoles } from '../identity/auth.guard';
import { validBody } from '../http/zod-validation.pipe';

/** The longest wait for the read models to show every event before a look (the watch list reads them). */
const CATCH_UP_MS = 30_000;

@Controller('api/dev')
@AllowRoles('org:admin')
export class DemoClockController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_MODEL_PROGRESS) private readonly progress: ReadModelProgress,
    @Optional() @Inject(MONITOR_LOOKS) private readonly looks?: MonitorLooks,
  ) {}

  @Get('clock')
  read(): DemoClockView {
    return this.viewOf(this.steeredClock());
  }

  @Put('clock')
  steer(@Body(validBody(steerClockBody)) body: z.output<typeof steerClockBody>): DemoClockView {
    const clock = this.steeredClock();
    clock.steerTo(new Date(body.now));
    return this.viewOf(clock);
  }

  @Delete('clock')
  release(): DemoClockView {
    const clock = this.steeredClock();
    clock.release();
    return this.viewOf(clock);
  }

  /** Waits until the read models show every event so far (the watch list reads them), then looks once and waits for the checks. */
  @Post('monitoring/look')
  @HttpCode(200)
  async look(): Promise<MonitorLookView> {
    const clock = this.steeredClock();
    if (!this.looks) throw new NotFoundException('No monitor runs in this process: a look needs the standalone server.');
    await this.progress.waitFor(await this.eventStore.headPosition(), CATCH_UP_MS);
    const at = clock.now().toISOString();
    const checks = await this.looks.lookAndSettle();
    return { at, checks, position: (await this.eventStore.headPosition()).toString() };
  }

  private steeredClock(): SteeredClock {
    if (this.config.production || this.config.demoClock !== 'steered' || !(this.clock instanceof SteeredClock))
      throw new NotFoundException('The demo clock is for development servers started with DEMO_CLOCK=steered (npm run seed:demo starts one).');
    return this.clock;
  }

  private viewOf(clock: SteeredClock): DemoClockView {
    return { now: clock.now().toISOString(), steered: clock.steered };
  }
}

// HTTP routes of organization settings: all five documents, one by name, saving one (admins), and the backtest of draft thresholds.
import { Body, Controller, Get, Headers, HttpCode, NotFoundException, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { defaultSettings, isSettingsName, type SettingsName } from '@tourops/domain';
import { notificationBacktestBody, settingsBodies } from '@tourops/contracts';
import { AllowRoles, CurrentCaller, type Caller } from '../identity/auth.guard';
import { parseIfMatch } from '../http/if-match';
import { ZodValidationPipe, validBody } from '../http/zod-validation.pipe';
import { ChangeSettingsCommand } from './commands/change-settings.command';
import { NotificationBacktestQueries } from './notification-backtest.queries';
import { SettingsReader } from './settings.reader';

function settingsName(name: string): SettingsName {
  if (!isSettingsName(name)) throw new NotFoundException(`There are no settings named '${name}'; use api, day, editor, notifications or ai.`);
  return name;
}

@Controller('api/settings')
export class SettingsController {
  constructor(
    private readonly reader: SettingsReader,
    private readonly commandBus: CommandBus,
    private readonly backtests: NotificationBacktestQueries,
  ) {}

  /** A query sent as a POST for its body: every role may run it, and it writes nothing. */
  @Post('notifications/backtest')
  @HttpCode(200)
  backtest(@CurrentCaller() caller: Caller, @Body(validBody(notificationBacktestBody)) body: z.output<typeof notificationBacktestBody>) {
    const { sms, ...thresholds } = body.thresholds;
    const draft = { ...defaultSettings().notifications, ...thresholds, ...(sms ? { sms } : {}), phone: '' };
    return this.backtests.run(caller.orgId, draft, body.days);
  }

  @Get()
  all(@CurrentCaller() caller: Caller) {
    return this.reader.forDisplay(caller.orgId);
  }

  @Get(':name')
  async one(@CurrentCaller() caller: Caller, @Param('name') name: string) {
    return (await this.reader.forDisplay(caller.orgId))[settingsName(name)];
  }

  @Put(':name')
  @AllowRoles('org:admin')
  save(@CurrentCaller() caller: Caller, @Param('name') name: string, @Body() body: unknown, @Headers('if-match') ifMatch?: string) {
    const validName = settingsName(name);
    const values = new ZodValidationPipe(settingsBodies[validName]).transform(body) as Record<string, unknown>;
    return this.commandBus.execute(new ChangeSettingsCommand(caller, validName, values, parseIfMatch(ifMatch)));
  }
}

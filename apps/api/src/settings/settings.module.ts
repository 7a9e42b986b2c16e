// The settings slice of the API (documents, saving, the backtest of draft thresholds); its reader is what other slices use to follow an organization's settings.
import { Module } from '@nestjs/common';
import { ChangeSettingsHandler } from './commands/change-settings.command';
import { NotificationBacktestQueries } from './notification-backtest.queries';
import { SettingsController } from './settings.controller';
import { SettingsReader } from './settings.reader';

@Module({
  controllers: [SettingsController],
  providers: [
    SettingsReader,
    ChangeSettingsHandler,
    NotificationBacktestQueries,
  ],
  exports: [SettingsReader],
})
export class SettingsModule {}

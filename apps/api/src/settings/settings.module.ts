// The settings slice of the API; its reader is what other slices use to follow an organization's settings.
import { Module } from '@nestjs/common';
import { ChangeSettingsHandler } from './commands/change-settings.command';
import { SettingsController } from './settings.controller';
import { SettingsReader } from './settings.reader';

@Module({
  controllers: [SettingsController],
  providers: [
    SettingsReader,
    ChangeSettingsHandler,
  ],
  exports: [SettingsReader],
})
export class SettingsModule {}

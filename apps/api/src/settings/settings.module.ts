// The settings slice of the API; its reader is what other slices use to follow an organization's settings.
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@tourops/runtime';
import { ChangeSettingsHandler } from './commands/change-settings.command';
import { SecretBox } from './secret-box';
import { SettingsController } from './settings.controller';
import { SettingsReader } from './settings.reader';

@Module({
  controllers: [SettingsController],
  providers: [
    { provide: SecretBox, inject: [APP_CONFIG], useFactory: (config: AppConfig) => SecretBox.open(config.settingsEncryptionKey, config.dataDir) },
    SettingsReader,
    ChangeSettingsHandler,
  ],
  exports: [SettingsReader, SecretBox],
})
export class SettingsModule {}

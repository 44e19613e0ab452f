import { Module } from '@nestjs/common';
import { SettingReader } from './setting-reader';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';

/** Settings storage and reads; the HTTP routes are added by SettingsApiModule (the worker has no HTTP). */
@Module({
  providers: [SettingsRepository, SettingsService, SettingReader],
  exports: [SettingReader, SettingsService],
})
export class SettingsModule {}

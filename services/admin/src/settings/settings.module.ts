import { Module } from '@nestjs/common';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';

/** Settings storage; the HTTP routes are added by SettingsApiModule (the worker has no HTTP). Reads go through @strongs/db's SystemSettingsReader. */
@Module({
  providers: [SettingsRepository, SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}

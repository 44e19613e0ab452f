import { Module } from '@nestjs/common';
import { PublicSettingsController } from './public-settings.controller';
import { SettingsController } from './settings.controller';
import { SettingsModule } from './settings.module';

@Module({ imports: [SettingsModule], controllers: [PublicSettingsController, SettingsController] })
export class SettingsApiModule {}

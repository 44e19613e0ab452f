import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PublicSettings } from '@strongs/contracts';
import { SettingsService } from './settings.service';

@ApiTags('system settings')
@Controller('api/system-settings/public')
export class PublicSettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** Open to everyone: the web app and the other services read their settings here. */
  @Get()
  read(): Promise<PublicSettings> {
    return this.settings.publicSettings();
  }
}

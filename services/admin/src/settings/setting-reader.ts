import { Injectable } from '@nestjs/common';
import { SettingsRepository } from './settings.repository';

/** Typed reads of settings for the admin service's own work (bot interval, mail sender, ...). */
@Injectable()
export class SettingReader {
  constructor(private readonly settings: SettingsRepository) {}

  async text(key: string, fallback: string): Promise<string> {
    return (await this.settings.find(key))?.value || fallback;
  }

  async number(key: string, fallback: number): Promise<number> {
    const value = Number((await this.settings.find(key))?.value);
    return Number.isFinite(value) ? value : fallback;
  }

  async flag(key: string, fallback: boolean): Promise<boolean> {
    const value = (await this.settings.find(key))?.value;
    return value === undefined ? fallback : value === 'true';
  }
}

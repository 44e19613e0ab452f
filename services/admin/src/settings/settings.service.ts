import { Injectable } from '@nestjs/common';
import {
  checkSettingRule,
  PROTECTED_VALUE_MASK,
  SETTING_RULES,
  PUBLIC_SETTING_KEYS,
  type PublicSettings,
  type SystemSetting,
} from '@strongs/contracts';
import { SystemSettingsReader } from '@strongs/db';
import { NotFoundError } from '@strongs/scripture';
import type { CreateSettingDto } from './dto/settings.dto';
import { normaliseSettingValue } from './setting-value';
import { InvalidSettingValueError, SettingExistsError, SystemSettingDeleteError } from './settings.errors';
import { SettingsRepository } from './settings.repository';

const masked = (s: SystemSetting): SystemSetting =>
  s.isProtected
    ? {
        ...s,
        value: PROTECTED_VALUE_MASK,
        defaultValue: s.defaultValue ? PROTECTED_VALUE_MASK : s.defaultValue,
      }
    : s;

@Injectable()
export class SettingsService {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly reader: SystemSettingsReader,
  ) {}

  /** The public subset, typed: protected values are never part of it. */
  async publicSettings(): Promise<PublicSettings> {
    const out: Record<string, unknown> = {};
    for (const s of await this.settings.findPublic(PUBLIC_SETTING_KEYS)) {
      if (s.isProtected) continue;
      out[s.key] =
        s.dataType === 'number'
          ? Number(s.value)
          : s.dataType === 'boolean'
            ? s.value === 'true'
            : s.dataType === 'json'
              ? JSON.parse(s.value)
              : s.value;
    }
    return out as PublicSettings;
  }

  categories(): Promise<string[]> {
    return this.settings.categories();
  }

  async inCategory(category: string): Promise<SystemSetting[]> {
    return (await this.settings.inCategory(category)).map(masked);
  }

  /**
   * A protected value is kept unless a new one is typed: the editor never holds the stored secret, so an
   * empty value (or the mask) means "unchanged", not "erase".
   */
  async update(key: string, value: unknown): Promise<SystemSetting> {
    const setting = await this.require(key);
    if (setting.isProtected && (value === '' || value === PROTECTED_VALUE_MASK || value === null))
      return masked(setting);
    const stored = normaliseSettingValue(setting.label, setting.dataType, value, setting.options);
    // A rule judges a number as it was written: normalised, '1e1' would already read as '10'.
    await this.checkRule(
      key,
      setting.label,
      setting.dataType === 'number' && typeof value === 'string' ? value.trim() : stored,
    );
    const updated = await this.settings.updateValue(key, stored);
    this.reader.forget();
    return masked(updated);
  }

  async create(dto: CreateSettingDto): Promise<SystemSetting> {
    // System settings are the site's own (from migrations): one added here could never be deleted again.
    if (dto.isSystem)
      throw new InvalidSettingValueError(
        'Only the site defines system settings; an added setting can be deleted',
      );
    const options = dto.options?.length ? dto.options : null;
    const value = normaliseSettingValue(dto.label, dto.dataType, dto.value, options);
    const defaultValue =
      dto.defaultValue === undefined || dto.defaultValue === ''
        ? null
        : normaliseSettingValue(`${dto.label} (default)`, dto.dataType, dto.defaultValue, options);
    const created = await this.settings.insert({
      key: dto.key,
      value,
      category: dto.category,
      dataType: dto.dataType,
      label: dto.label,
      description: dto.description ?? null,
      defaultValue,
      options,
      isProtected: dto.isProtected,
      isSystem: dto.isSystem,
    });
    if (!created) throw new SettingExistsError(dto.key);
    this.reader.forget();
    return masked(created);
  }

  async delete(key: string): Promise<void> {
    const setting = await this.require(key);
    if (setting.isSystem) throw new SystemSettingDeleteError(key);
    await this.settings.delete(key);
    this.reader.forget();
  }

  private async checkRule(key: string, label: string, value: string): Promise<void> {
    const installed =
      SETTING_RULES[key]?.kind === 'installed-version' ? await this.settings.installedVersions() : undefined;
    const problem = checkSettingRule(key, label, value, installed);
    if (problem) throw new InvalidSettingValueError(problem);
  }

  private async require(key: string): Promise<SystemSetting> {
    const setting = await this.settings.find(key);
    if (!setting) throw new NotFoundError(`No setting with the key ${key}`);
    return setting;
  }
}

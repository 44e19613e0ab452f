import { BadRequestException, ConflictException } from '@nestjs/common';

/** A value that does not fit its setting's data type or options (400). */
export class InvalidSettingValueError extends BadRequestException {
  override name = 'InvalidSettingValueError';
}

export class SettingExistsError extends ConflictException {
  override name = 'SettingExistsError';
  constructor(key: string) {
    super(`A setting with the key ${key} already exists`);
  }
}

export class SystemSettingDeleteError extends BadRequestException {
  override name = 'SystemSettingDeleteError';
  constructor(key: string) {
    super(`System settings cannot be deleted (${key})`);
  }
}

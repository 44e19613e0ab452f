import type { SettingDataType } from '@strongs/contracts';
import { InvalidSettingValueError } from './settings.errors';

/**
 * Checks a value against its setting's data type and returns the stored text: numbers as written,
 * booleans as 'true'/'false', json re-serialised after parsing, strings within their options.
 */
export function normaliseSettingValue(
  label: string,
  dataType: SettingDataType,
  value: unknown,
  options: readonly string[] | null,
): string {
  switch (dataType) {
    case 'number': {
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
      if (text === '' || !Number.isFinite(Number(text)))
        throw new InvalidSettingValueError(`${label} must be a number`);
      return String(Number(text));
    }
    case 'boolean': {
      if (value === true || value === 'true') return 'true';
      if (value === false || value === 'false') return 'false';
      throw new InvalidSettingValueError(`${label} must be true or false`);
    }
    case 'json': {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      try {
        return JSON.stringify(JSON.parse(text));
      } catch {
        throw new InvalidSettingValueError(`${label} must be valid JSON`);
      }
    }
    case 'string': {
      if (typeof value !== 'string') throw new InvalidSettingValueError(`${label} must be text`);
      if (options?.length && !options.includes(value)) {
        throw new InvalidSettingValueError(`${label} must be one of: ${options.join(', ')}`);
      }
      return value;
    }
  }
}

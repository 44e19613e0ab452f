import { PROTECTED_VALUE_MASK, type SettingDataType, type SystemSetting } from '@strongs/contracts';

/** Spec §4, §9: a string setting longer than this is edited in a multi-line box. */
export const LONG_STRING_LENGTH = 50;

export type SettingEditor = 'switch' | 'select' | 'number' | 'textarea' | 'text' | 'secret';

/** Which control edits a setting: switch for boolean, dropdown for options, numeric input, multi-line for long text and JSON. */
export function settingEditor(
  setting: Pick<SystemSetting, 'dataType' | 'options' | 'value' | 'isProtected'>,
): SettingEditor {
  switch (setting.dataType) {
    case 'boolean':
      return 'switch';
    case 'number':
      return 'number';
    case 'json':
      return 'textarea';
    case 'string':
      if (setting.options?.length) return 'select';
      if (setting.isProtected) return 'secret';
      return setting.value.length > LONG_STRING_LENGTH ? 'textarea' : 'text';
  }
}

/** What the list shows: the mask for protected values, Enabled/Disabled for booleans. */
export function displaySettingValue(
  setting: Pick<SystemSetting, 'dataType' | 'value' | 'isProtected'>,
): string {
  if (setting.isProtected) return PROTECTED_VALUE_MASK;
  if (setting.dataType === 'boolean') return setting.value === 'true' ? 'Enabled' : 'Disabled';
  return setting.value;
}

/** The editor's first value: never the mask of a protected setting, which would be saved as its value. */
export function initialDraft(setting: Pick<SystemSetting, 'dataType' | 'value' | 'isProtected'>): string {
  if (setting.isProtected) return setting.dataType === 'boolean' ? 'false' : '';
  if (setting.dataType === 'boolean') return setting.value === 'true' ? 'true' : 'false';
  return setting.value;
}

/** The same checks as the server's, so the common mistakes are caught before a round trip; null when fine. */
export function checkSettingValue(
  label: string,
  dataType: SettingDataType,
  value: string,
  options: readonly string[] | null,
): string | null {
  switch (dataType) {
    case 'number':
      return value.trim() === '' || !Number.isFinite(Number(value)) ? `${label} must be a number` : null;
    case 'boolean':
      return value === 'true' || value === 'false' ? null : `${label} must be true or false`;
    case 'json':
      try {
        JSON.parse(value);
        return null;
      } catch {
        return `${label} must be valid JSON`;
      }
    case 'string':
      return options?.length && !options.includes(value)
        ? `${label} must be one of: ${options.join(', ')}`
        : null;
  }
}

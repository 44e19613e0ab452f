import type { SettingDataType } from '@strongs/contracts';

/**
 * A row of `system_settings`, one setting an administrator may change: the admin service writes it, every
 * service reads values through `SystemSettingsReader`.
 */
export interface SystemSettingsRow {
  key: string;
  /** As text, whatever `data_type` says: readers parse it. */
  value: string;
  category: string;
  data_type: SettingDataType;
  label: string;
  description: string | null;
  default_value: string | null;
  options: string[] | null;
  is_protected: boolean;
  is_system: boolean;
  updated_at: Date;
}

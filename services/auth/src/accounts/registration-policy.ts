import { Inject, Injectable } from '@nestjs/common';
import { SystemSettingsReader } from '@strongs/db';
import { APP_CONFIG } from '@strongs/nest-common';
import type { AuthConfig } from '../auth.config';

export const REGISTRATION_POLICY = Symbol('REGISTRATION_POLICY');

/** Whether visitors may register. */
export interface RegistrationPolicy {
  isOpen(): Promise<boolean>;
}

/** REGISTRATION_OPEN=false closes sign-up for the deployment whatever the settings say; otherwise the administrator's `registration_open` decides. */
@Injectable()
export class SettingRegistrationPolicy implements RegistrationPolicy {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
    private readonly settings: SystemSettingsReader,
  ) {}

  async isOpen(): Promise<boolean> {
    return this.config.REGISTRATION_OPEN && (await this.settings.flag('registration_open', true));
  }
}

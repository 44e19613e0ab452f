import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@strongs/nest-common';
import type { AuthConfig } from '../auth.config';

export const REGISTRATION_POLICY = Symbol('REGISTRATION_POLICY');

/** Whether visitors may register. A system setting can replace this provider without touching the flow. */
export interface RegistrationPolicy {
  isOpen(): Promise<boolean>;
}

@Injectable()
export class ConfigRegistrationPolicy implements RegistrationPolicy {
  constructor(@Inject(APP_CONFIG) private readonly config: AuthConfig) {}

  async isOpen(): Promise<boolean> {
    return this.config.REGISTRATION_OPEN;
  }
}

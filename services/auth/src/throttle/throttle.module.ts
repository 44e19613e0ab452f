import { Module } from '@nestjs/common';
import { LoginThrottle } from './login-throttle';

@Module({ providers: [LoginThrottle], exports: [LoginThrottle] })
export class ThrottleModule {}

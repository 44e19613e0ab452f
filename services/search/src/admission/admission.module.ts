import { Global, Module } from '@nestjs/common';
import { ReadAdmission } from './read-admission';
import { ReadLaneInterceptor } from './read-lane.interceptor';

@Global()
@Module({ providers: [ReadAdmission, ReadLaneInterceptor], exports: [ReadAdmission, ReadLaneInterceptor] })
export class AdmissionModule {}

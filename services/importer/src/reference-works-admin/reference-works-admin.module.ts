import { Module } from '@nestjs/common';
import { ReferenceWorksAdminController } from './reference-works-admin.controller';
import { ReferenceWorksAdminRepository } from './reference-works-admin.repository';
import { ReferenceWorksAdminService } from './reference-works-admin.service';

@Module({
  controllers: [ReferenceWorksAdminController],
  providers: [ReferenceWorksAdminService, ReferenceWorksAdminRepository],
})
export class ReferenceWorksAdminModule {}

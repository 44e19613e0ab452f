import { Module } from '@nestjs/common';
import { WebErrorsController } from './web-errors.controller';
import { WebErrorsRepository } from './web-errors.repository';
import { WebErrorsService } from './web-errors.service';

@Module({
  controllers: [WebErrorsController],
  providers: [WebErrorsRepository, WebErrorsService],
})
export class WebErrorsModule {}

import { Module } from '@nestjs/common';
import { StaticStrongsController } from './static-strongs.controller';
import { StaticStrongsService } from './static-strongs.service';

@Module({
  controllers: [StaticStrongsController],
  providers: [StaticStrongsService],
  exports: [StaticStrongsService],
})
export class StaticStrongsModule {}

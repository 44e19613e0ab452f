import { Module } from '@nestjs/common';
import { VersesModule } from '../verses/verses.module';
import { VersionsModule } from '../versions/versions.module';
import { InterlinearController } from './interlinear.controller';
import { InterlinearRepository } from './interlinear.repository';
import { InterlinearService } from './interlinear.service';

@Module({
  imports: [VersionsModule, VersesModule],
  controllers: [InterlinearController],
  providers: [InterlinearService, InterlinearRepository],
})
export class InterlinearModule {}

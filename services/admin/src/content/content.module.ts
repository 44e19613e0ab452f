import { Module } from '@nestjs/common';
import { AdvertisementsController } from './advertisements.controller';
import { ContentBoxesController } from './content-boxes.controller';
import {
  AdvertisementsRepository,
  ContentBoxesRepository,
  CustomPagesRepository,
} from './content.repository';
import { ContentService } from './content.service';
import { PagesController } from './pages.controller';

@Module({
  controllers: [AdvertisementsController, ContentBoxesController, PagesController],
  providers: [AdvertisementsRepository, ContentBoxesRepository, CustomPagesRepository, ContentService],
})
export class ContentModule {}

import { Module } from '@nestjs/common';
import { BotCoreModule } from './bot-core.module';
import { BotController } from './bot.controller';

@Module({ imports: [BotCoreModule], controllers: [BotController] })
export class BotModule {}

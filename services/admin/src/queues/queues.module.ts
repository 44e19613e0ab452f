import { Global, Module } from '@nestjs/common';
import { BotQueues } from './bot-queues';

@Global()
@Module({ providers: [BotQueues], exports: [BotQueues] })
export class QueuesModule {}

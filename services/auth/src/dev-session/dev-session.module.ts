import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { DevSessionController } from './dev-session.controller';
import { DevSessionService } from './dev-session.service';

/** Imported by AppModule only when NODE_ENV=development: elsewhere the route does not exist. */
@Module({
  imports: [UsersModule],
  controllers: [DevSessionController],
  providers: [DevSessionService],
})
export class DevSessionModule {}

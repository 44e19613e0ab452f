import { DynamicModule, Module } from '@nestjs/common';
import { DbModule } from '@strongs/db';
import { CommonModule } from '@strongs/nest-common';
import { ImporterConfig } from './importer.config';

@Module({})
export class AppModule {
  static forRoot(config: ImporterConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CommonModule.forService('importer', config), DbModule.forRoot({ poolSize: 4 })],
    };
  }
}

import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, BaseConfig, HealthRegistry } from '@strongs/nest-common';
import { DataSource } from 'typeorm';
import { createDataSource, parseReadUrls } from './data-source';
import { ReadDatabase } from './read-database';
import { SystemSettingsReader } from './system-settings-reader';

/**
 * Provides one initialised TypeORM DataSource per service process (writes and fresh reads, on the primary),
 * `ReadDatabase` (reads that may be a second stale, on a replica when configured), a `database` health
 * check and the settings reader.
 */
@Global()
@Module({})
export class DbModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** `statementTimeoutMs` overrides DATABASE_STATEMENT_TIMEOUT_MS (workers pass JOB_STATEMENT_TIMEOUT_MS). */
  static forRoot(options: { poolSize?: number; statementTimeoutMs?: number } = {}): DynamicModule {
    return {
      module: DbModule,
      providers: [
        {
          provide: DataSource,
          inject: [APP_CONFIG, HealthRegistry],
          useFactory: async (config: BaseConfig, health: HealthRegistry) => {
            const dataSource = createDataSource({
              url: config.DATABASE_URL,
              readUrls: parseReadUrls(config.DATABASE_READ_URLS),
              poolSize: options.poolSize,
              applicationName: 'strongs',
              statementTimeoutMs: options.statementTimeoutMs ?? config.DATABASE_STATEMENT_TIMEOUT_MS,
            });
            await dataSource.initialize();
            health.register({
              name: 'database',
              check: async () => void (await dataSource.query('SELECT 1')),
            });
            return dataSource;
          },
        },
        ReadDatabase,
        SystemSettingsReader,
      ],
      exports: [DataSource, ReadDatabase, SystemSettingsReader],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

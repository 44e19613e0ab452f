import { VersionEntity } from './version.entity';

export { VersionEntity };
export type { VersionKind } from './version.entity';

/**
 * The services read and write through SQL (repositories over `DataSource.query` / `ReadDatabase`), not
 * entities. The one entity left is the `versions` row the read-replica spec saves and finds through a
 * TypeORM repository, proving where repository reads and writes go with DATABASE_READ_URLS.
 */
export const ENTITIES = [VersionEntity];

import { BookEntity } from './book.entity';
import { ImportEntity } from './import.entity';
import { LexiconEntryEntity } from './lexicon-entry.entity';
import { VerseEntity } from './verse.entity';
import { VersionEntity } from './version.entity';

export { BookEntity, ImportEntity, LexiconEntryEntity, VerseEntity, VersionEntity };
export type { ImportStatus } from './import.entity';
export type { VersionKind } from './version.entity';

export const ENTITIES = [BookEntity, VersionEntity, VerseEntity, LexiconEntryEntity, ImportEntity];

import { Column, Entity, PrimaryColumn } from 'typeorm';

export type VersionKind = 'translation' | 'original' | 'derived';

@Entity('versions')
export class VersionEntity {
  @PrimaryColumn({ type: 'text' })
  code: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  abbreviation: string;

  @Column({ type: 'text' })
  language: string;

  @Column({ type: 'text' })
  direction: 'ltr' | 'rtl';

  @Column({ type: 'text' })
  kind: VersionKind;

  @Column({ type: 'text' })
  licence: string;

  @Column({ type: 'text' })
  source: string;

  @Column({ type: 'text', nullable: true })
  credit: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'has_strongs', type: 'boolean' })
  hasStrongs: boolean;

  /** Why the source's Strong's numbers are not shown (machine-aligned tagging), when withheld. */
  @Column({ name: 'strongs_note', type: 'text', nullable: true })
  strongsNote: string | null;

  @Column({ type: 'boolean' })
  installed: boolean;

  @Column({ name: 'verse_count', type: 'integer' })
  verseCount: number;

  @Column({ type: 'text' })
  versification: string;

  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder: number;

  @Column({ type: 'text', nullable: true })
  checksum: string | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** Bumped by every import, rollback and uninstall of the text (see version-generations in the importer). */
  @Column({ type: 'integer' })
  generation: number;
}

import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('verses')
export class VerseEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'version_code', type: 'text' })
  versionCode: string;

  @Column({ type: 'smallint' })
  book: number;

  @Column({ type: 'smallint' })
  chapter: number;

  @Column({ type: 'smallint' })
  verse: number;

  /** Canonical order: book * 1e6 + chapter * 1e3 + verse. */
  @Column({ type: 'integer' })
  ord: number;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'jsonb' })
  markup: unknown;

  @Column({ type: 'text', nullable: true })
  heading: string | null;
}

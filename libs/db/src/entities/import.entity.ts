import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type ImportStatus = 'queued' | 'active' | 'completed' | 'failed' | 'skipped';

@Entity('imports')
export class ImportEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'job_id', type: 'text' })
  jobId: string;

  @Column({ type: 'text' })
  kind: string;

  @Column({ name: 'version_code', type: 'text', nullable: true })
  versionCode: string | null;

  @Column({ type: 'text' })
  source: string;

  @Column({ type: 'text', nullable: true })
  checksum: string | null;

  @Column({ type: 'text' })
  status: ImportStatus;

  @Column({ type: 'integer' })
  progress: number;

  @Column({ name: 'verses_imported', type: 'integer' })
  versesImported: number;

  @Column({ name: 'total_verses', type: 'integer', nullable: true })
  totalVerses: number | null;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}

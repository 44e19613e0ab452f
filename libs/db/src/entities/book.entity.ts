import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('books')
export class BookEntity {
  @PrimaryColumn({ type: 'smallint' })
  number: number;

  @Column({ type: 'text' })
  osis: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  abbreviation: string;

  @Column({ type: 'text' })
  testament: 'OT' | 'NT';

  @Column({ type: 'smallint' })
  chapters: number;
}

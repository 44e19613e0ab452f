import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('lexicon_entries')
export class LexiconEntryEntity {
  @PrimaryColumn({ type: 'text' })
  strongs: string;

  @Column({ type: 'text' })
  language: 'hebrew' | 'greek';

  @Column({ type: 'integer' })
  number: number;

  @Column({ type: 'text' })
  lemma: string;

  @Column({ name: 'lemma_plain', type: 'text' })
  lemmaPlain: string;

  @Column({ type: 'text' })
  transliteration: string;

  @Column({ name: 'transliteration_plain', type: 'text' })
  transliterationPlain: string;

  @Column({ type: 'text' })
  pronunciation: string;

  @Column({ type: 'text' })
  definition: string;

  @Column({ type: 'text' })
  origin: string;

  @Column({ type: 'text' })
  usage: string;

  @Column({ name: 'part_of_speech', type: 'text', nullable: true })
  partOfSpeech: string | null;

  @Column({ type: 'boolean' })
  aramaic: boolean;

  @Column({ type: 'text' })
  source: string;
}

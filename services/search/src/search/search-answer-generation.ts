import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { ReadDatabase, SystemSettingsReader } from '@strongs/db';
import { defaultPerPage } from '../common/paging';
import { TopicMatches } from '../topics/topic-matches';
import { VersionsService } from '../versions/versions.service';
import { DictionaryGeneration } from './dictionary-generation';

/**
 * What a visitor's word-search answer is made of besides its URL, read from the same sources (and the same brief
 * caches) the search itself uses, the answer cache's key: each version's generation and the generation its index
 * serves, which texts visitors see, the topics' generation and the last dictionary import, the settings a request may leave out (default version
 * and page size), and the newest migration (a deploy that changes what an answer holds migrates before it
 * starts). Its hash is the ETag's generation (see answerFromGeneration).
 */
@Injectable()
export class SearchAnswerGeneration {
  private schema?: Promise<string>;
  /** The last parts and their hash: they change only with an import, a setting or a deploy. */
  private last = { parts: '', hash: '' };

  constructor(
    private readonly versions: VersionsService,
    private readonly topics: TopicMatches,
    private readonly settings: SystemSettingsReader,
    private readonly reads: ReadDatabase,
    private readonly dictionary: DictionaryGeneration,
  ) {}

  async current(): Promise<string> {
    const versions = await this.versions.list();
    const parts = [
      VersionsService.answerGeneration(...versions),
      versions
        .filter((v) => v.installed)
        .map((v) => v.code)
        .join(','),
      await this.topics.generation(),
      await this.dictionary.current(),
      await this.settings.text('default_version', 'kjv'),
      await defaultPerPage(this.settings),
      await this.schemaVersion(),
    ];
    const joined = JSON.stringify(parts);
    if (joined !== this.last.parts)
      this.last = { parts: joined, hash: createHash('sha1').update(joined).digest('base64url').slice(0, 12) };
    return this.last.hash;
  }

  /** Read once: a new migration comes with a new process. */
  private schemaVersion(): Promise<string> {
    this.schema ??= this.reads
      .query(`SELECT coalesce(max(timestamp), 0)::text AS at FROM migrations`)
      .then(([row]: { at: string }[]) => row.at);
    this.schema.catch(() => (this.schema = undefined));
    return this.schema;
  }
}

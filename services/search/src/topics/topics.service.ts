import { Injectable } from '@nestjs/common';
import {
  TOPIC_REFERENCES_PER_PAGE,
  TOPIC_VERSES_PER_REFERENCE,
  VERSE_TOPICS_LIMIT,
  type TopicListResponse,
  type TopicResponse,
  type TopicVerseReference,
  type TopicWorkCredit,
  type VersionDetails,
  type VerseTopic,
  type VerseTopicsResponse,
} from '@strongs/contracts';
import {
  assembleAligned,
  formatReference,
  NotFoundError,
  verseExists,
  verseOrd,
  type BookInfo,
} from '@strongs/scripture';
import { AnswerCache } from '../common/answer-cache';
import { lastPageWhenPast, totalPages } from '../common/paging';
import { AlignedVersesRepository } from '../verses/aligned-verses.repository';
import { VersionsService } from '../versions/versions.service';
import { TOPICS_PER_PAGE, type TopicListQueryDto, type TopicQueryDto } from './dto/topics.dto';
import { pageSubTopics, rangeVerses, verseReference } from './topic-page';
import { TopicalWork } from './topical-work';
import { UnknownTopicError } from './topics.errors';
import { TopicsRepository, type TopicRow } from './topics.repository';

/** Nave's Topical Bible: the A–Z list, a topic's pages with verse texts, the topics citing a verse. */
@Injectable()
export class TopicsService {
  constructor(
    private readonly work: TopicalWork,
    private readonly repository: TopicsRepository,
    private readonly versions: VersionsService,
    private readonly aligned: AlignedVersesRepository,
    private readonly cache: AnswerCache,
  ) {}

  async list(dto: TopicListQueryDto): Promise<TopicListResponse> {
    const work = await this.work.required();
    const query = (dto.q ?? '').trim().replace(/\s+/g, ' ');
    const letter = dto.letter ? dto.letter.toUpperCase() : null;
    const perPage = dto.perPage ?? TOPICS_PER_PAGE;
    const key = JSON.stringify([
      'topics:list',
      work.code,
      work.generation,
      query.toLowerCase(),
      letter,
      dto.page,
      perPage,
    ]);
    return this.cache.through(key, () =>
      lastPageWhenPast(dto.page ?? 1, (page) => this.listPage(work, query, letter, page, perPage)),
    );
  }

  private async listPage(
    work: TopicWorkCredit,
    query: string,
    letter: string | null,
    page: number,
    perPage: number,
  ): Promise<TopicListResponse> {
    const filter = {
      words: query ? query.toLowerCase() : null,
      letter: letter ? letter.toLowerCase() : null,
    };
    const [{ total, rows }, letters] = await Promise.all([
      this.repository.list(work.code, filter, perPage, (page - 1) * perPage),
      this.repository.letters(work.code),
    ]);
    return {
      topics: rows.map((r) => ({
        slug: r.slug,
        name: r.name,
        subTopicCount: r.sub_topic_count,
        referenceCount: r.reference_count,
      })),
      total,
      totalPages: totalPages(total, perPage),
      currentPage: page,
      perPage,
      query,
      letter,
      letters,
      work,
    };
  }

  async topic(slug: string, dto: TopicQueryDto): Promise<TopicResponse> {
    const work = await this.work.required();
    const version = await this.versions.resolveInstalled(dto.version);
    const key = JSON.stringify([
      'topics:topic',
      work.code,
      work.generation,
      VersionsService.answerGeneration(version),
      slug,
      dto.page,
    ]);
    return this.cache.through(key, async () => {
      const topic = await this.repository.bySlug(work.code, slug);
      if (!topic) throw new UnknownTopicError(slug);
      return lastPageWhenPast(dto.page ?? 1, (page) => this.topicPage(work, version, topic, page));
    });
  }

  private async topicPage(
    work: TopicWorkCredit,
    version: VersionDetails,
    topic: TopicRow,
    page: number,
  ): Promise<TopicResponse> {
    const from = (page - 1) * TOPIC_REFERENCES_PER_PAGE;
    const to = from + TOPIC_REFERENCES_PER_PAGE;
    const [subTopics, refs] = await Promise.all([
      this.repository.subTopics(topic.id, from, to),
      this.repository.verseRefs(topic.id, from, to),
    ]);
    const links = await this.repository.links(
      topic.id,
      subTopics.map((s) => s.position),
    );
    const ords = refs.flatMap((r) => rangeVerses(r.start_ord, r.end_ord, TOPIC_VERSES_PER_REFERENCE).ords);
    const texts = assembleAligned(await this.aligned.byKjvOrds(version.code, [...new Set(ords)]));
    const references = new Map<number, TopicVerseReference[]>();
    for (const ref of refs) {
      const list = references.get(ref.sub_topic_position) ?? [];
      list.push(verseReference(ref, TOPIC_VERSES_PER_REFERENCE, (ord) => texts.get(ord)?.text ?? ''));
      references.set(ref.sub_topic_position, list);
    }
    return {
      slug: topic.slug,
      name: topic.name,
      version: version.code,
      subTopics: pageSubTopics(subTopics, references, links, from),
      subTopicCount: topic.sub_topic_count,
      referenceCount: topic.reference_count,
      currentPage: page,
      totalPages: totalPages(topic.unit_count, TOPIC_REFERENCES_PER_PAGE),
      work,
    };
  }

  async byVerse(book: BookInfo, chapter: number, verse: number): Promise<VerseTopicsResponse> {
    const reference = formatReference({ book: book.number, chapter, verse });
    if (!verseExists(book.number, chapter, verse))
      throw new NotFoundError(`Reference not found: ${reference}`);
    const work = await this.work.required();
    const ord = verseOrd(book.number, chapter, verse);
    const key = JSON.stringify(['topics:verse', work.code, work.generation, ord]);
    return this.cache.through(key, async () => {
      const topics: VerseTopic[] = [];
      for (const row of await this.repository.citing(work.code, ord)) {
        let topic = topics.at(-1);
        if (!topic || topic.slug !== row.slug) {
          topic = { slug: row.slug, name: row.name, subTopics: [] };
          topics.push(topic);
        }
        topic.subTopics.push({ position: row.position, label: row.label });
      }
      return { reference, topics: topics.slice(0, VERSE_TOPICS_LIMIT), total: topics.length, work };
    });
  }
}

import { ReaderError } from '../errors';
import { impEntries } from '../readers/imp-entries';
import type { LineSource } from '../readers/line-source';
import { parseNaveEntry, type UnresolvedSubTopic } from './nave-entry';
import type { TopicRecord } from './topic-record';
import { topicLinkResolver } from './topic-links';
import { uniqueSlugs } from './topic-slug';

/**
 * Reads Nave's Topical Bible as SWORD's mod2imp exports it (`$$$LOVE`, then one `<entryFree>` line) into
 * topics in file order, every "See" link matched to a topic of the file. The whole file at once: links point
 * forwards as well as back. A key repeated (the file has two SIN and two REVERENCE entries) is a second
 * topic with its own slug, as the source keeps both.
 */
export async function readNaveTopics(lines: LineSource): Promise<TopicRecord[]> {
  const slugOf = uniqueSlugs();
  const read: { name: string; slug: string; subTopics: UnresolvedSubTopic[] }[] = [];
  let line = 0;
  try {
    for await (const entry of impEntries(lines)) {
      line = entry.line;
      if (!entry.body.includes('<entryFree')) throw new ReaderError(line, `${entry.key} has no <entryFree>`);
      const name = entry.key.replace(/\s+/g, ' ').trim();
      read.push({ name, slug: slugOf(name), subTopics: parseNaveEntry(entry.body) });
    }
  } catch (error) {
    if (error instanceof ReaderError) throw error;
    throw new ReaderError(line, error instanceof Error ? error.message : String(error));
  }
  const resolve = topicLinkResolver(read);
  return read.map((topic) => ({
    ...topic,
    subTopics: topic.subTopics.map((sub) => ({
      ...sub,
      links: sub.links.map((link) => ({ ...link, slug: resolve(link.target) })),
    })),
  }));
}

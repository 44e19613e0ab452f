import { SaxesParser } from 'saxes';
import { ReaderError } from '../errors';
import type { LineSource } from './line-source';

export type XmlEvent =
  | { type: 'open'; name: string; attrs: Record<string, string>; line: number; selfClosing: boolean }
  | { type: 'close'; name: string; line: number }
  | { type: 'text'; text: string; line: number };

/**
 * Streams XML chunks through saxes and yields element and text events; a malformed document
 * becomes a ReaderError with the parser's line. Namespaces are not resolved: names are as written.
 */
export async function* xmlEvents(chunks: LineSource): AsyncGenerator<XmlEvent> {
  for await (const batch of xmlEventBatches(chunks)) yield* batch;
}

/** The same events, a chunk's worth at a time: a whole Bible is millions of events, too many to await one by one. */
export async function* xmlEventBatches(chunks: LineSource): AsyncGenerator<XmlEvent[]> {
  const parser = new SaxesParser({ xmlns: false });
  let queue: XmlEvent[] = [];
  parser.on('opentag', (tag) => {
    // Without namespace processing saxes gives every attribute as its string value.
    const attrs = tag.attributes as Record<string, string>;
    queue.push({ type: 'open', name: tag.name, attrs, line: parser.line, selfClosing: tag.isSelfClosing });
  });
  parser.on('closetag', (tag) => queue.push({ type: 'close', name: tag.name, line: parser.line }));
  parser.on('text', (text) => queue.push({ type: 'text', text, line: parser.line }));
  parser.on('cdata', (text) => queue.push({ type: 'text', text, line: parser.line }));
  parser.on('error', (error) => {
    throw new ReaderError(parser.line, error.message.replace(/^[^:]*:\d+:\d+: /, ''));
  });
  const flush = (): XmlEvent[] => {
    const events = queue;
    queue = [];
    return events;
  };
  try {
    for await (const chunk of chunks as AsyncIterable<string>) {
      parser.write(typeof chunk === 'string' ? chunk : String(chunk));
      yield flush();
    }
    parser.close();
    yield flush();
  } catch (error) {
    if (error instanceof ReaderError) throw error;
    throw new ReaderError(parser.line, error instanceof Error ? error.message : String(error));
  }
}

import type { CommentaryBlock, CommentaryRun } from '@strongs/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { readerPath } from '../../lib/books';

function RunView({ run }: { run: CommentaryRun }) {
  let content: ReactNode = run.text;
  if (run.link)
    content = <Link to={readerPath(run.link.book, run.link.chapter, run.link.verse)}>{content}</Link>;
  else if (run.strongs)
    content = (
      <Link
        to={`/dictionary/${run.strongs}`}
        className="commentary-strongs"
        title={`Strong's ${run.strongs}`}
      >
        {content}
      </Link>
    );
  if (run.italic) content = <em>{content}</em>;
  if (run.bold) content = <strong>{content}</strong>;
  return <>{content}</>;
}

function Runs({ runs }: { runs: CommentaryRun[] }) {
  return runs.map((run, i) => <RunView key={i} run={run} />);
}

/**
 * A comment as our own structure: headings, paragraphs and list items of text runs; references open the
 * reader and Strong's-tagged words the dictionary. Nothing from the source is rendered as HTML.
 */
export function CommentaryBlocks({ blocks }: { blocks: CommentaryBlock[] }) {
  return blocks.map((block, i) => {
    if (block.kind === 'heading')
      return (
        <h4 key={i} className="commentary-heading">
          <Runs runs={block.runs} />
        </h4>
      );
    if (block.kind === 'item')
      return (
        <p key={i} className={`commentary-item indent-${block.indent ?? 1}`}>
          <Runs runs={block.runs} />
        </p>
      );
    return (
      <p key={i}>
        <Runs runs={block.runs} />
      </p>
    );
  });
}

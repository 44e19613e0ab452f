import type { CommentarySection, CommentaryWork } from '@strongs/contracts';
import { useId, useState } from 'react';
import { Spinner } from '../ui';
import { errorMessage } from '../../lib/request';
import { useCommentariesByVerse, useCommentaryPages } from '../../lib/api/get-commentaries';
import { CommentaryBlocks } from './commentary-blocks';
import './commentaries-section.css';

/** A preview longer than this many characters is shown cut, with "Read more". */
const PREVIEW_CHARS = 700;

const charactersOf = (section: CommentarySection) =>
  section.blocks.reduce((sum, b) => sum + b.runs.reduce((n, r) => n + r.text.length, 0), 0);

function FullSection({ section }: { section: CommentarySection }) {
  const pages = useCommentaryPages({
    work: section.work,
    book: section.book,
    chapter: section.chapter,
    verse: section.verse,
  });
  if (pages.isPending) return <Spinner label="Loading the whole comment…" />;
  if (pages.isError)
    return <p role="alert">{errorMessage(pages.error, 'The comment could not be loaded.')}</p>;
  const blocks = pages.data.pages.flatMap(
    (page) => page.sections.find((s) => s.key === section.key)?.blocks ?? [],
  );
  return (
    <>
      <CommentaryBlocks blocks={blocks} />
      {pages.hasNextPage && (
        <button
          type="button"
          className="link-button"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage
            ? 'Loading…'
            : `Read on (${blocks.length} of ${section.blockCount} parts shown)`}
        </button>
      )}
    </>
  );
}

function SectionView({ work, section }: { work: CommentaryWork; section: CommentarySection }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const long = section.blockCount > section.blocks.length || charactersOf(section) > PREVIEW_CHARS;
  return (
    <div className="commentary-section" data-work={work.code}>
      <p className="commentary-range small muted">On {section.reference}</p>
      <div id={bodyId} className={`commentary-body${long && !open ? ' is-collapsed' : ''}`}>
        {open && section.blockCount > section.blocks.length ? (
          <FullSection section={section} />
        ) : (
          <CommentaryBlocks blocks={section.blocks} />
        )}
      </div>
      {long && (
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Show less' : 'Read more'}
        </button>
      )}
    </div>
  );
}

/**
 * Beside a verse: what each commentary says on it (Matthew Henry's comment on the passage, Scofield's note,
 * the Treasury of David on a psalm), long comments cut with "Read more", each work credited.
 */
export function CommentariesSection({
  book,
  chapter,
  verse,
  enabled = true,
}: {
  book: number;
  chapter: number;
  verse: number;
  enabled?: boolean;
}) {
  const titleId = useId();
  const query = useCommentariesByVerse(book, chapter, verse, enabled);
  const data = query.data;
  return (
    <section className="card commentaries" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        Commentaries
      </h2>
      {query.isPending && <Spinner label="Loading commentaries…" />}
      {query.isError && <p role="alert">{errorMessage(query.error, 'Commentaries could not be loaded.')}</p>}
      {data && data.works.length === 0 && <p className="muted">No commentary on {data.reference}.</p>}
      {data?.works.map(({ work, sections }) => (
        <article key={work.code} className="commentary-work" aria-label={work.name}>
          <h3 className="commentary-work-title">{work.shortName}</h3>
          {sections.map((section) => (
            <SectionView key={section.key} work={work} section={section} />
          ))}
          <p className="commentary-credit small muted">
            {work.name}. {work.licence}.
          </p>
        </article>
      ))}
    </section>
  );
}

import type { ContentBox } from '@strongs/contracts';
import { SafeHtml } from '../safe-html';

export function ContentBoxCard({ box }: { box: ContentBox }) {
  return (
    <section className="card content-box">
      <h2 className="card-title">{box.title}</h2>
      <SafeHtml className="content-box-body" html={box.content} />
    </section>
  );
}

import { CONTENT_BOX_POSITIONS, type ContentBoxPosition } from '@strongs/contracts';
import { ContentTab, type ContentTabConfig } from './content-tab';

const CONTENT_BOXES: ContentTabConfig<'content-boxes'> = {
  kind: 'content-boxes',
  title: 'Content Boxes',
  noun: 'content box',
  intro: 'Active content boxes are shown on the public page of their position, with their HTML sanitised.',
  emptyText: 'No content boxes created yet',
  activeLabel: 'Active',
  shape: { positions: CONTENT_BOX_POSITIONS },
  columns: [{ header: 'Position', cell: (box) => box.position }],
  toInput: (v) => ({
    title: v.title.trim(),
    content: v.content,
    position: v.position as ContentBoxPosition,
    active: v.active,
  }),
  toValues: (box) => ({
    title: box.title,
    content: box.content,
    position: box.position,
    linkUrl: '',
    slug: '',
    active: box.active,
  }),
};

export function ContentBoxesTab() {
  return <ContentTab config={CONTENT_BOXES} />;
}

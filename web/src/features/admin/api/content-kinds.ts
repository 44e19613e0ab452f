import type { Advertisement, ContentBox, CustomPage } from '@strongs/contracts';

/** The three kinds of site content the admin writes, each under /api/admin/{path}. */
export interface ContentItems {
  advertisements: Advertisement;
  'content-boxes': ContentBox;
  pages: CustomPage;
}
export type ContentKind = keyof ContentItems;

export const contentItemsKey = (kind: ContentKind) => ['admin', 'content', kind] as const;
export const contentPath = (kind: ContentKind, id?: number) =>
  `/api/admin/${kind}${id === undefined ? '' : `/${id}`}`;

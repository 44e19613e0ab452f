import { ContentTab, type ContentTabConfig } from './content-tab';

const CUSTOM_PAGES: ContentTabConfig<'pages'> = {
  kind: 'pages',
  title: 'Custom Pages',
  noun: 'page',
  intro: 'A published page is served at /pages/{slug}; an unpublished one is not found there.',
  emptyText: 'No custom pages created yet',
  activeLabel: 'Published',
  shape: { withSlug: true },
  columns: [
    {
      header: 'Address',
      cell: (page) =>
        page.active ? <a href={`/pages/${page.slug}`}>/pages/{page.slug}</a> : `/pages/${page.slug}`,
    },
  ],
  toInput: (v) => ({ title: v.title.trim(), slug: v.slug.trim(), content: v.content, active: v.active }),
  toValues: (page) => ({
    title: page.title,
    content: page.content,
    position: '',
    linkUrl: '',
    slug: page.slug,
    active: page.active,
  }),
};

export function CustomPagesTab() {
  return <ContentTab config={CUSTOM_PAGES} />;
}

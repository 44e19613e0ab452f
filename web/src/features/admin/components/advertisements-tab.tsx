import { AD_POSITIONS, type AdPosition } from '@strongs/contracts';
import { ContentTab, type ContentTabConfig } from './content-tab';

const ADVERTISEMENTS: ContentTabConfig<'advertisements'> = {
  kind: 'advertisements',
  title: 'Advertisements',
  noun: 'advertisement',
  intro: 'Active advertisements are shown in their position on the public site, with their HTML sanitised.',
  emptyText: 'No advertisements created yet',
  activeLabel: 'Active',
  shape: { positions: AD_POSITIONS, withLink: true },
  columns: [
    { header: 'Position', cell: (ad) => ad.position },
    { header: 'Link', cell: (ad) => ad.linkUrl ?? '—' },
  ],
  toInput: (v) => ({
    title: v.title.trim(),
    content: v.content,
    position: v.position as AdPosition,
    linkUrl: v.linkUrl.trim() || null,
    active: v.active,
  }),
  toValues: (ad) => ({
    title: ad.title,
    content: ad.content,
    position: ad.position,
    linkUrl: ad.linkUrl ?? '',
    slug: '',
    active: ad.active,
  }),
};

export function AdvertisementsTab() {
  return <ContentTab config={ADVERTISEMENTS} />;
}

import { Injectable } from '@nestjs/common';
import {
  AD_POSITIONS,
  CONTENT_BOX_POSITIONS,
  type Advertisement,
  type ContentBox,
  type CustomPage,
} from '@strongs/contracts';
import { NotFoundError } from '@strongs/scripture';
import {
  AdvertisementsRepository,
  ContentBoxesRepository,
  CustomPagesRepository,
} from './content.repository';
import { SlugTakenError, UnknownPositionError, UnsafeLinkUrlError } from './content.errors';
import type { AdvertisementDto, ContentBoxDto, CustomPageDto } from './dto/content.dto';
import { isSafeLinkUrl, sanitizeContentHtml } from './html-sanitizer';

/** Cleaned on the way out as well as on the way in. */
const clean = <T extends { content: string }>(item: T): T => ({
  ...item,
  content: sanitizeContentHtml(item.content),
});

function checkPosition(position: string | undefined, allowed: readonly string[]): void {
  if (position !== undefined && !allowed.includes(position)) throw new UnknownPositionError(allowed);
}

function found<T>(item: T | null, what: string): T {
  if (!item) throw new NotFoundError(`${what} not found`);
  return item;
}

@Injectable()
export class ContentService {
  constructor(
    private readonly ads: AdvertisementsRepository,
    private readonly boxes: ContentBoxesRepository,
    private readonly pages: CustomPagesRepository,
  ) {}

  async listAds(position?: string, activeOnly = false): Promise<Advertisement[]> {
    checkPosition(position, AD_POSITIONS);
    return (activeOnly ? await this.ads.listActive(position) : await this.ads.list({ position })).map(clean);
  }

  async saveAd(dto: AdvertisementDto, id?: number): Promise<Advertisement> {
    if (dto.linkUrl && !isSafeLinkUrl(dto.linkUrl)) throw new UnsafeLinkUrlError();
    const fields = { ...dto, linkUrl: dto.linkUrl ?? null, content: sanitizeContentHtml(dto.content) };
    const saved = id === undefined ? await this.ads.insert(fields) : await this.ads.update(id, fields);
    return clean(found(saved, 'Advertisement'));
  }

  async deleteAd(id: number): Promise<void> {
    found((await this.ads.delete(id)) || null, 'Advertisement');
  }

  async listBoxes(position?: string, activeOnly = false): Promise<ContentBox[]> {
    checkPosition(position, CONTENT_BOX_POSITIONS);
    return (activeOnly ? await this.boxes.listActive(position) : await this.boxes.list({ position })).map(
      clean,
    );
  }

  async saveBox(dto: ContentBoxDto, id?: number): Promise<ContentBox> {
    const fields = { ...dto, content: sanitizeContentHtml(dto.content) };
    const saved = id === undefined ? await this.boxes.insert(fields) : await this.boxes.update(id, fields);
    return clean(found(saved, 'Content box'));
  }

  async deleteBox(id: number): Promise<void> {
    found((await this.boxes.delete(id)) || null, 'Content box');
  }

  async listPages(): Promise<CustomPage[]> {
    return (await this.pages.list()).map(clean);
  }

  async publishedPage(slug: string): Promise<CustomPage> {
    const page = await this.pages.findActiveBySlug(slug);
    if (!page) throw new NotFoundError('Page not found');
    return clean(page);
  }

  async savePage(dto: CustomPageDto, id?: number): Promise<CustomPage> {
    const other = await this.pages.findBy('slug', dto.slug);
    if (other && other.id !== id) throw new SlugTakenError(dto.slug);
    const fields = { ...dto, content: sanitizeContentHtml(dto.content) };
    const saved = id === undefined ? await this.pages.insert(fields) : await this.pages.update(id, fields);
    return clean(found(saved, 'Page'));
  }

  async deletePage(id: number): Promise<void> {
    found((await this.pages.delete(id)) || null, 'Page');
  }
}

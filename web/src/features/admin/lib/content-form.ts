/** The fields of the three content forms (advertisement, content box, custom page) and their checks. */
export interface ContentFormValues {
  title: string;
  content: string;
  position: string;
  linkUrl: string;
  slug: string;
  active: boolean;
}

export type ContentFormErrors = Partial<Record<keyof ContentFormValues, string>>;

export interface ContentFormShape {
  positions?: readonly string[];
  withLink?: boolean;
  withSlug?: boolean;
}

/** As the admin service's CustomPageDto: lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_RULE = 'Slug may contain only lower-case letters, digits and single hyphens (a-z, 0-9, -)';

export const EMPTY_CONTENT_FORM: ContentFormValues = {
  title: '',
  content: '',
  position: '',
  linkUrl: '',
  slug: '',
  active: true,
};

/** Spec §5: title, content and (for ads and boxes) position, or (for pages) slug, are required. */
export function validateContentForm(values: ContentFormValues, shape: ContentFormShape): ContentFormErrors {
  const errors: ContentFormErrors = {};
  if (!values.title.trim()) errors.title = 'Title is required';
  if (shape.withSlug) {
    const slug = values.slug.trim();
    if (!slug) errors.slug = 'Slug is required';
    else if (!SLUG_PATTERN.test(slug)) errors.slug = SLUG_RULE;
  }
  if (!values.content.trim()) errors.content = 'Content is required';
  if (shape.positions && !values.position) errors.position = 'Position is required';
  return errors;
}

import type { EmailPreview, EmailTemplateName } from '@strongs/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const emailPreviewKey = (name: EmailTemplateName) => ['admin', 'email', 'preview', name] as const;

/** GET /api/admin/email/templates/{name}/preview → {templateName, subject, html, text}, from the sending renderer. */
export function getEmailPreview(name: EmailTemplateName, signal?: AbortSignal): Promise<EmailPreview> {
  return request<EmailPreview>(`/api/admin/email/templates/${encodeURIComponent(name)}/preview`, { signal });
}

export const emailPreviewQueryOptions = (name: EmailTemplateName) =>
  queryOptions({
    queryKey: emailPreviewKey(name),
    queryFn: ({ signal }) => getEmailPreview(name, signal),
    retry: false,
  });

export function useEmailPreview(name: EmailTemplateName) {
  return useQuery(emailPreviewQueryOptions(name));
}

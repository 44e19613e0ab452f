import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConvertTextToSqlResponse } from '@strongs/contracts';
import { ApiError, UNEXPECTED_ERROR } from '../../../lib/request';
import { CONVERTED_FILES_KEY } from './get-converted-files';
import { UNREADABLE_SHOWN, type ConversionResult, type UnreadableLine } from './types';

export interface ConvertTextRequest {
  file: File;
  tableName: string;
}

/** The unreadable lines report: `skippedLines` counts them all, `errors` lists the first 20 with line numbers. */
function unreadableOf(body: Record<string, unknown>): { count: number; lines: UnreadableLine[] } {
  const listed = Array.isArray(body.errors) ? body.errors : [];
  const lines = listed
    .map((item): UnreadableLine | null => {
      if (!item || typeof item !== 'object') return null;
      const o = item as Record<string, unknown>;
      const line = Number(o.line);
      return Number.isFinite(line) ? { line, text: String(o.message ?? o.text ?? '') } : null;
    })
    .filter((l): l is UnreadableLine => l !== null)
    .slice(0, UNREADABLE_SHOWN);
  const declared = Number(body.skippedLines);
  return { count: Number.isFinite(declared) && declared >= lines.length ? declared : lines.length, lines };
}

export function normaliseConversion(body: Partial<ConvertTextToSqlResponse> | unknown): ConversionResult {
  const o = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const { count: unreadableCount, lines: unreadableLines } = unreadableOf(o);
  return {
    success: o.success === true,
    message: typeof o.message === 'string' ? o.message : '',
    count: Number(o.count) || 0,
    outputFile: typeof o.outputFile === 'string' ? o.outputFile : '',
    unreadableCount,
    unreadableLines,
  };
}

/**
 * POST /api/converter/convert-text-to-sql (multipart textFile, tableName). A 4xx answer with a
 * conversion body (success false, unreadable lines) is a result, not an exception.
 */
export async function convertTextToSql({ file, tableName }: ConvertTextRequest): Promise<ConversionResult> {
  const form = new FormData();
  form.append('textFile', file);
  form.append('tableName', tableName);
  let response: Response;
  try {
    response = await fetch('/api/converter/convert-text-to-sql', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(UNEXPECTED_ERROR, 0);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON
  }
  if (!response.ok) {
    const o = (body && typeof body === 'object' ? body : {}) as { message?: unknown; success?: unknown };
    if (o.success === false) return normaliseConversion(body);
    const message =
      typeof o.message === 'string' && o.message
        ? o.message
        : Array.isArray(o.message)
          ? o.message.join(', ')
          : response.statusText;
    throw new ApiError(message || UNEXPECTED_ERROR, response.status);
  }
  return normaliseConversion(body);
}

export function useConvertText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertTextToSql,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERTED_FILES_KEY }),
  });
}

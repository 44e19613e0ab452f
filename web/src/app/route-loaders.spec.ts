import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { serveJson } from '../test/serve-json';
import { chapterLoader, entryLoader } from './route-loaders';

const args = (url: string, params: Record<string, string>) =>
  ({ request: { url: `http://localhost${url}` }, params }) as unknown as LoaderFunctionArgs;

describe('route loaders', () => {
  it('asks for the chapter in the version of the URL before the reader has rendered, without waiting for it', async () => {
    const asked = serveJson({ '/api/bible/chapter/John/3/web': { reference: 'John 3' } });
    const client = new QueryClient();
    expect(
      chapterLoader(client)(args('/bible/John/3?version=WEB', { book: 'John', chapter: '3' })),
    ).toBeNull();
    expect(asked).toEqual(['/api/bible/chapter/John/3/web']);
    await waitFor(() =>
      expect(client.getQueryData(['bible', 'chapter', 'John', 3, 'web'])).toEqual({ reference: 'John 3' }),
    );
  });

  it('asks for the dictionary entry under its normalised number, and for nothing when the number is not one', () => {
    const asked = serveJson({});
    const client = new QueryClient();
    entryLoader(client)(args('/dictionary/h07225', { strongsNumber: 'h07225' }));
    entryLoader(client)(args('/dictionary/love', { strongsNumber: 'love' }));
    expect(asked).toEqual(['/api/dictionary/H7225']);
  });

  it('leaves a failed request to the page, which shows its own error', async () => {
    serveJson({});
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    chapterLoader(client)(args('/bible/Nowhere/1', { book: 'Nowhere', chapter: '1' }));
    await waitFor(() =>
      expect(client.getQueryState(['bible', 'chapter', 'Nowhere', 1, 'kjv'])?.status).toBe('error'),
    );
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

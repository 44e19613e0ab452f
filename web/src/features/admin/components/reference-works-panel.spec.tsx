import type { AdminReferenceWork } from '@strongs/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ReferenceWorksPanel } from './reference-works-panel';

const respond = (status: number, body: unknown) => ({
  ok: status < 300,
  status,
  statusText: status < 300 ? 'OK' : 'Conflict',
  json: () => Promise.resolve(body),
  text: () => Promise.resolve(JSON.stringify(body)),
});

const work = (fields: Partial<AdminReferenceWork> & Pick<AdminReferenceWork, 'code' | 'name'>) => ({
  kind: 'commentary' as const,
  shortName: fields.code.toUpperCase(),
  source: 'CrossWire SWORD',
  licence: 'Public Domain',
  published: true,
  generation: 4,
  entryCount: 4059,
  checksum: 'abc',
  updatedAt: '2026-11-28T00:00:00.000Z',
  generations: [],
  ...fields,
});
const WORKS: AdminReferenceWork[] = [
  work({
    code: 'mhcc',
    name: "Matthew Henry's Concise Commentary",
    generations: [
      {
        generation: 3,
        entryCount: 4057,
        checksum: 'old',
        published: true,
        archivedAt: '2026-11-27T00:00:00.000Z',
      },
    ],
  }),
  work({ code: 'nave', name: "Nave's Topical Bible", kind: 'topics', entryCount: 5322, published: false }),
];

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((url: string, init?: RequestInit) => {
    if (url.endsWith('/unpublish'))
      return Promise.resolve(
        respond(409, {
          statusCode: 409,
          message: 'mhcc changed since you looked: generation 5 is live, not 4',
        }),
      );
    if (init?.method === 'POST')
      return Promise.resolve(respond(200, { success: true, message: 'Done', work: WORKS[0] }));
    return Promise.resolve(respond(200, { works: WORKS }));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderPanel() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ReferenceWorksPanel />
    </QueryClientProvider>,
  );
}

const bodyOf = (path: string) =>
  JSON.parse((fetchMock.mock.calls.find(([url]) => url === path) as [string, RequestInit])[1].body as string);

describe('ReferenceWorksPanel', () => {
  it('shows the server’s refusal of an unpublish under the work it names', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Unpublish mhcc' }));
    const item = screen.getByText("Matthew Henry's Concise Commentary").closest('li')!;
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'mhcc changed since you looked: generation 5 is live, not 4',
    );
    expect(bodyOf('/api/admin/reference-works/mhcc/unpublish')).toEqual({ expectedGeneration: 4 });
  });

  it('publishes an unpublished work and rolls a work back after a confirmation naming the generation', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish nave' }));
    await waitFor(() =>
      expect(bodyOf('/api/admin/reference-works/nave/publish')).toEqual({ expectedGeneration: 4 }),
    );
    expect(screen.queryByRole('button', { name: 'Roll back nave' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Roll back mhcc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll back mhcc to generation 3?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() =>
      expect(bodyOf('/api/admin/reference-works/mhcc/rollback')).toEqual({
        expectedGeneration: 4,
        generation: 3,
      }),
    );
  });
});

import type { AdminVersion } from '@strongs/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { VersionsPanel } from './versions-panel';

const respond = (status: number, body: unknown) => ({
  ok: status < 300,
  status,
  statusText: 'OK',
  json: () => Promise.resolve(body),
  text: () => Promise.resolve(JSON.stringify(body)),
});

const slot = (fields: Partial<AdminVersion> & Pick<AdminVersion, 'code' | 'name'>): AdminVersion => ({
  kind: 'translation',
  licence: 'Public domain',
  source: 'Somewhere',
  credit: null,
  versification: 'kjv',
  installed: true,
  verseCount: 31102,
  checksum: 'abc',
  updatedAt: '2026-11-28T00:00:00.000Z',
  metadataEdited: false,
  generation: 2,
  previous: null,
  generations: [],
  uninstallBlockedBy: null,
  published: true,
  coverage: null,
  ...fields,
});
const VERSIONS = [
  slot({ code: 'asv', name: 'American Standard Version' }),
  slot({
    code: 'net',
    name: 'NET',
    verseCount: 85,
    published: false,
    coverage: 'Ruth only, 85 verses',
    licence: 'Imported by an administrator from ruth.txt: licence not yet recorded',
  }),
];

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((url: string, init?: RequestInit) => {
    if (init?.method === 'POST')
      return Promise.resolve(respond(200, { success: true, message: 'Published NET (Ruth)', version: {} }));
    return Promise.resolve(respond(200, { versions: VERSIONS }));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderPanel() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <VersionsPanel />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('VersionsPanel publication', () => {
  it('marks an unpublished upload with its coverage and publishes it with what visitors will read', async () => {
    renderPanel();
    expect(await screen.findByText('Ruth only, 85 verses')).toBeInTheDocument();
    expect(screen.getByText('unpublished')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish asv' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Publish net' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish net' });
    expect(within(dialog).getByLabelText('Coverage')).toHaveValue('Ruth only, 85 verses');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'NET (Ruth)' } });
    fireEvent.change(within(dialog).getByLabelText('Licence'), { target: { value: 'Used by permission' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/versions/net/publish',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/admin/versions/net/publish') as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'NET (Ruth)',
      source: 'Somewhere',
      licence: 'Used by permission',
      coverage: 'Ruth only, 85 verses',
    });
  });

  it('offers to take a published translation back from visitors', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Unpublish asv' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/versions/asv/unpublish',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });
});

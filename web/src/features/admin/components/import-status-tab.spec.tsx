import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { ImportStatusTab } from './import-status-tab';

function respond(status: number, body: unknown) {
  return {
    ok: status < 300,
    status,
    statusText: 'OK',
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(JSON.stringify(body)),
  };
}

const uploaded = (name: string, originalName: string) => ({
  name,
  version: 'net',
  path: name,
  uploaded: '2026-11-28T02:00:00.000Z',
  originalName,
  size: 2048,
});
const FILES = [
  uploaded('net_20261128020000_a1b2c3.tsv', 'ruth.tsv'),
  uploaded('net_20261128020100_d4e5f6.imp', 'ruth.imp'),
];

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((url: string, init?: RequestInit) => {
    if (init?.method === 'DELETE')
      return Promise.resolve(respond(200, { success: true, message: 'Deleted ruth.tsv' }));
    if (url.startsWith('/api/admin/import-status'))
      return Promise.resolve(
        respond(200, { activeImports: [], availableFiles: FILES, completedImports: [] }),
      );
    if (url.startsWith('/api/admin/reference-works')) return Promise.resolve(respond(200, { works: [] }));
    return Promise.resolve(respond(200, { versions: [] }));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('ImportStatusTab', () => {
  it('deletes an uploaded .tsv file after a confirmation, as it does any other upload', async () => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    render(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <ImportStatusTab />
        </ToastProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Delete ruth.imp' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete ruth.tsv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete uploaded file' });
    expect(dialog).toHaveTextContent('Delete ruth.tsv (net)? This action cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/uploaded-files/net_20261128020000_a1b2c3.tsv',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
    expect(await screen.findByText('Deleted ruth.tsv')).toBeInTheDocument();
  });
});

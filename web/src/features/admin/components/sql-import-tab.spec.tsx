import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { PROGRESS_RESET_MS, SqlImportTab } from './sql-import-tab';

function respond(status: number, body: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status >= 400 ? 'Bad Request' : 'OK',
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(JSON.stringify(body)),
  };
}

function renderTab() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SqlImportTab />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const progress = () =>
  screen.queryByRole('progressbar', { name: 'SQL import progress' })?.getAttribute('aria-valuenow') ?? null;

let answerImport: (status: number, body: unknown) => void;
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('SqlImportTab', () => {
  it("says 'No SQL files found' for an empty list", async () => {
    fetchMock.mockResolvedValueOnce(respond(200, { files: [] }));
    renderTab();
    expect(await screen.findByText('No SQL files found')).toBeInTheDocument();
  });

  it('requires a file and a table name, with the spec text', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, { files: ['KJV.sql'] }));
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Import SQL File' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a SQL file and specify a table name');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('defaults the table name and shows progress 10, 90, 100, then 0 after 3 s', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, { files: ['KJV.sql'] }));
    renderTab();
    fireEvent.change(await screen.findByLabelText('SQL file'), { target: { value: 'KJV.sql' } });
    expect(screen.getByLabelText('Table name')).toHaveValue('bible_verses_kjv');

    jest.useFakeTimers();
    try {
      fetchMock.mockImplementationOnce(
        () => new Promise((resolve) => (answerImport = (status, body) => resolve(respond(status, body)))),
      );
      fetchMock.mockResolvedValue(respond(200, { files: ['KJV.sql'] }));
      fireEvent.click(screen.getByRole('button', { name: /Import SQL File|Importing/ }));
      expect(progress()).toBe('10');
      await act(async () => undefined);
      const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
      expect(url).toBe('/api/import-sql');
      expect(JSON.parse(String(init.body))).toEqual({ filename: 'KJV.sql', tableName: 'bible_verses_kjv' });
      expect(progress()).toBe('10');
      await act(async () =>
        answerImport(200, {
          success: true,
          count: 31102,
          message: 'Imported 31102 rows into bible_verses_kjv',
        }),
      );
      expect(progress()).toBe('100');
      expect(screen.getAllByText(/Imported 31102 rows/).length).toBeGreaterThan(0);
      await act(async () => jest.advanceTimersByTime(PROGRESS_RESET_MS));
      expect(progress()).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows 'Import Failed' with the server's message naming the statement", async () => {
    fetchMock.mockResolvedValueOnce(respond(200, { files: ['evil.sql'] }));
    renderTab();
    fireEvent.change(await screen.findByLabelText('SQL file'), { target: { value: 'evil.sql' } });
    fetchMock.mockResolvedValueOnce(respond(400, { message: 'Line 3: DROP TABLE is not allowed' }));
    fetchMock.mockResolvedValue(respond(200, { files: ['evil.sql'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Import SQL File' }));
    expect(await screen.findByText('Import Failed', { selector: '.toast-title' })).toBeInTheDocument();
    expect(screen.getAllByText('Line 3: DROP TABLE is not allowed').length).toBeGreaterThan(0);
  });
});

import {
  BOT_DIRECTIVE_VOCABULARY,
  type BotErrorReport,
  type BotLog,
  type BotRepair,
} from '@strongs/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderAdmin, type Routes } from '../test/admin-test-kit';
import { AdminBotTab } from './admin-bot-tab';

const repair = (r: Partial<BotRepair> & Pick<BotRepair, 'id' | 'status'>): BotRepair => ({
  elementType: 'search index',
  location: 'kjv',
  issue: 'The engine holds 31000 verses of 31102',
  remedy: 'Reindex kjv',
  executable: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...r,
});
const report: BotErrorReport = {
  id: 7,
  errorType: 'web error',
  url: '/dictionary/H7225',
  message: 'TypeError: x is undefined',
  resolution: null,
  status: 'pending',
  createdAt: '2026-11-01T10:00:00.000Z',
};
const resumption: BotLog = {
  id: 3,
  action: 'BOT RESUMPTION',
  details: 'I Am Back On Mission SIR!',
  status: 'success',
  createdAt: '2026-11-02T08:30:00.000Z',
};

function serve(extra: Routes = {}) {
  return fakeApi({
    'GET /api/admin/bot/instructions': [200, []],
    'GET /api/admin/bot/logs': [200, []],
    'GET /api/admin/bot/repairs': [
      200,
      [repair({ id: 1, status: 'pending' }), repair({ id: 2, status: 'completed', location: 'rstne' })],
    ],
    'GET /api/admin/bot/errors': [200, [report]],
    ...extra,
  });
}

const open = async (tab: string) => fireEvent.click(await screen.findByRole('tab', { name: tab }));

describe('AdminBotTab', () => {
  it("shows 'Bot Resumption Detected' with its time when the log holds the bot's return", async () => {
    serve({ 'GET /api/admin/bot/logs': [200, [resumption]] });
    renderAdmin(<AdminBotTab />);
    const banner = await screen.findByText('Bot Resumption Detected');
    expect(banner.parentElement?.querySelector('time')).toHaveAttribute('dateTime', resumption.createdAt);
  });

  it('shows no banner without a resumption entry', async () => {
    serve({ 'GET /api/admin/bot/logs': [200, [{ ...resumption, action: 'SWEEP' }]] });
    renderAdmin(<AdminBotTab />);
    await open('Log');
    expect(await screen.findByText('SWEEP')).toBeInTheDocument();
    expect(screen.queryByText('Bot Resumption Detected')).not.toBeInTheDocument();
  });

  it('lists pending and completed repairs; only a pending one has Fix, and a blank remedy is refused', async () => {
    const api = serve();
    renderAdmin(<AdminBotTab />);
    await open('Live Repairs');
    expect(await screen.findAllByRole('button', { name: /^Fix/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Fix search index at kjv' }));
    const remedy = screen.getByLabelText('Remedy');
    expect(remedy).toHaveValue('Reindex kjv');
    fireEvent.change(remedy, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark fixed' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Remedy is required');
    expect(remedy).toHaveFocus();
    expect(api.writes()).toEqual([]);
  });

  it("sends a remedy as completed and shows the server's refusal", async () => {
    const api = serve({
      'PUT /api/admin/bot/repairs/1': [400, { statusCode: 400, message: 'Remedy is required' }],
    });
    renderAdmin(<AdminBotTab />);
    await open('Live Repairs');
    fireEvent.click(await screen.findByRole('button', { name: 'Fix search index at kjv' }));
    fireEvent.change(screen.getByLabelText('Remedy'), { target: { value: 'Reindexed by hand' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark fixed' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'PUT',
          url: '/api/admin/bot/repairs/1',
          body: { remedy: 'Reindexed by hand', status: 'completed' },
        },
      ]),
    );
    const form = screen.getByLabelText('Remedy').closest('form') as HTMLFormElement;
    expect(await within(form).findByRole('alert')).toHaveTextContent('Remedy is required');
  });

  it('refuses a blank resolution, then resolves the report', async () => {
    const api = serve({ 'PUT /api/admin/bot/errors/7': (body) => [200, { ...report, ...(body as object) }] });
    renderAdmin(<AdminBotTab />);
    await open('Error Reports');
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve web error #7' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark resolved' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Resolution is required');
    expect(api.writes()).toEqual([]);
    fireEvent.change(screen.getByLabelText('Resolution'), { target: { value: 'Fixed in the reader' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark resolved' }));
    await waitFor(() =>
      expect(api.writes()[0]).toEqual({
        method: 'PUT',
        url: '/api/admin/bot/errors/7',
        body: { resolution: 'Fixed in the reader', status: 'resolved' },
      }),
    );
  });

  it('shows the empty states of repairs and error reports', async () => {
    serve({ 'GET /api/admin/bot/repairs': [200, []], 'GET /api/admin/bot/errors': [200, []] });
    renderAdmin(<AdminBotTab />);
    await open('Live Repairs');
    expect(
      await screen.findByText('No repair tasks detected. All systems functioning properly.'),
    ).toBeInTheDocument();
    await open('Error Reports');
    expect(
      await screen.findByText('No error reports detected. All systems functioning properly.'),
    ).toBeInTheDocument();
  });

  it('adds a directive with priority 50 by default, refuses a blank one and toggles isActive', async () => {
    const instruction = {
      id: 4,
      directive: 'mute alerts for lexicon',
      priority: 80,
      isActive: true,
      createdAt: '2026-11-01T10:00:00.000Z',
    };
    const api = serve({
      'GET /api/admin/bot/instructions': [200, [instruction]],
      'POST /api/admin/bot/instructions': (body) => [201, { ...instruction, id: 5, ...(body as object) }],
      'PUT /api/admin/bot/instructions/4': (body) => [200, { ...instruction, ...(body as object) }],
    });
    renderAdmin(<AdminBotTab />);
    expect(screen.getByLabelText('Priority (0–100)')).toHaveValue(50);
    expect(screen.getByText(new RegExp(BOT_DIRECTIVE_VOCABULARY[0]))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Instruction' }));
    expect(screen.getByText('Directive is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Directive'), { target: { value: 'disable check redis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Instruction' }));
    await waitFor(() =>
      expect(api.writes()[0]).toEqual({
        method: 'POST',
        url: '/api/admin/bot/instructions',
        body: { directive: 'disable check redis', priority: 50 },
      }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Disable “mute alerts for lexicon”' }));
    await waitFor(() =>
      expect(api.writes()[1]).toEqual({
        method: 'PUT',
        url: '/api/admin/bot/instructions/4',
        body: { isActive: false },
      }),
    );
  });

  it('shows the spec alert when a list fails to load', async () => {
    serve({ 'GET /api/admin/bot/repairs': [500, { statusCode: 500, message: 'Internal server error' }] });
    renderAdmin(<AdminBotTab />);
    await open('Live Repairs');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load ADMIN BOT repair tasks. Please try again.',
    );
  });
});

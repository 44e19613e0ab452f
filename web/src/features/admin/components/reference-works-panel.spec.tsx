import type { AdminReferenceWork } from '@strongs/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderAdmin, type Routes } from '../test/admin-test-kit';
import { ReferenceWorksPanel } from './reference-works-panel';

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

const LIST = 'GET /api/admin/reference-works';
const done: [number, unknown] = [200, { success: true, message: 'Done', work: WORKS[0] }];

function renderPanel(routes: Routes) {
  const api = fakeApi({ [LIST]: [200, { works: WORKS }], ...routes });
  renderAdmin(<ReferenceWorksPanel />);
  return api;
}

describe('ReferenceWorksPanel', () => {
  it('shows the server’s refusal of an unpublish under the work it names', async () => {
    const api = renderPanel({
      'POST /api/admin/reference-works/mhcc/unpublish': [
        409,
        { statusCode: 409, message: 'mhcc changed since you looked: generation 5 is live, not 4' },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Unpublish mhcc' }));
    const item = screen.getByText("Matthew Henry's Concise Commentary").closest('li')!;
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'mhcc changed since you looked: generation 5 is live, not 4',
    );
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/admin/reference-works/mhcc/unpublish', body: { expectedGeneration: 4 } },
    ]);
  });

  it('publishes an unpublished work and rolls a work back after a confirmation naming the generation', async () => {
    const api = renderPanel({
      'POST /api/admin/reference-works/nave/publish': done,
      'POST /api/admin/reference-works/mhcc/rollback': done,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish nave' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Roll back nave' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Roll back mhcc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll back mhcc to generation 3?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes().map((w) => [w.url, w.body])).toEqual([
      ['/api/admin/reference-works/nave/publish', { expectedGeneration: 4 }],
      ['/api/admin/reference-works/mhcc/rollback', { expectedGeneration: 4, generation: 3 }],
    ]);
  });
});

import type { Advertisement } from '@strongs/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderAdmin, type Routes } from '../test/admin-test-kit';
import { AdvertisementsTab } from './advertisements-tab';

const ad = (id: number, title = `Ad ${id}`): Advertisement => ({
  id,
  title,
  content: '<p>Study Bibles</p>',
  position: 'sidebar',
  linkUrl: null,
  active: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

const serve = (list: Advertisement[], extra: Routes = {}) =>
  fakeApi({ 'GET /api/admin/advertisements': [200, list], ...extra });

function fill(title: string, content: string, position: string) {
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: title } });
  fireEvent.change(screen.getByLabelText('Content (HTML)'), { target: { value: content } });
  fireEvent.change(screen.getByLabelText('Position'), { target: { value: position } });
}

describe('AdvertisementsTab', () => {
  it('shows the spec texts for each missing field and sends nothing', async () => {
    const api = serve([]);
    renderAdmin(<AdvertisementsTab />);
    expect(await screen.findByText('No advertisements created yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create advertisement' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(screen.getByText('Position is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);
  });

  it('offers the four ad positions and creates an active ad without a link by default', async () => {
    const api = serve([], {
      'POST /api/admin/advertisements': (body) => [201, { ...ad(1), ...(body as object) }],
    });
    renderAdmin(<AdvertisementsTab />);
    const options = within(await screen.findByLabelText('Position'))
      .getAllByRole('option')
      .slice(1);
    expect(options.map((o) => o.textContent)).toEqual(['sidebar', 'results', 'header', 'footer']);
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    fill('  Study Bibles ', '<p>Read more</p>', 'header');
    fireEvent.click(screen.getByRole('button', { name: 'Create advertisement' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'POST',
          url: '/api/admin/advertisements',
          body: {
            title: 'Study Bibles',
            content: '<p>Read more</p>',
            position: 'header',
            linkUrl: null,
            active: true,
          },
        },
      ]),
    );
  });

  it("shows the server's 400 message under the form", async () => {
    serve([], {
      'POST /api/admin/advertisements': [
        400,
        { statusCode: 400, message: 'Link URL must be an http(s) address or a path on this site' },
      ],
    });
    renderAdmin(<AdvertisementsTab />);
    fill('Study Bibles', '<p>Read more</p>', 'footer');
    fireEvent.change(screen.getByLabelText('Link URL (optional)'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create advertisement' }));
    const form = screen.getByRole('form', { name: 'Create advertisement' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Link URL must be an http(s) address or a path on this site',
    );
  });

  it('lists ten ads a page, edits one and deletes one after confirmation', async () => {
    const ads = Array.from({ length: 12 }, (_, i) => ad(i + 1));
    const api = serve(ads, {
      'PUT /api/admin/advertisements/2': (body) => [200, { ...ad(2), ...(body as object) }],
      'DELETE /api/admin/advertisements/11': [200, { deleted: true }],
    });
    renderAdmin(<AdvertisementsTab />);
    expect(await screen.findByText('Ad 10')).toBeInTheDocument();
    expect(screen.queryByText('Ad 11')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Ad 2' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Ad 2');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Ad two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update advertisement' }));
    await waitFor(() =>
      expect(api.writes()[0]).toMatchObject({
        method: 'PUT',
        url: '/api/admin/advertisements/2',
        body: { title: 'Ad two', position: 'sidebar' },
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Ad 11' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete advertisement' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete “Ad 11”? This action cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.writes()[1]).toEqual({
        method: 'DELETE',
        url: '/api/admin/advertisements/11',
        body: undefined,
      }),
    );
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderAdmin } from '../test/admin-test-kit';
import { CustomPagesTab } from './custom-pages-tab';

describe('CustomPagesTab', () => {
  it('requires title, slug and content, checks the slug, and saves a published page', async () => {
    const api = fakeApi({
      'GET /api/admin/pages': [200, []],
      'POST /api/admin/pages': [
        409,
        { statusCode: 409, message: 'A page with the slug about-us already exists' },
      ],
    });
    renderAdmin(<CustomPagesTab />);
    expect(await screen.findByText('No custom pages created yet')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Published' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Create page' }));
    for (const text of ['Title is required', 'Slug is required', 'Content is required'])
      expect(screen.getByText(text)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'About us' } });
    fireEvent.change(screen.getByLabelText('Slug'), { target: { value: 'About Us' } });
    fireEvent.change(screen.getByLabelText('Content (HTML)'), { target: { value: '<p>Who we are</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create page' }));
    expect(screen.getByText(/^Slug may contain only lower-case letters/)).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    fireEvent.change(screen.getByLabelText('Slug'), { target: { value: 'about-us' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create page' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'POST',
          url: '/api/admin/pages',
          body: { title: 'About us', slug: 'about-us', content: '<p>Who we are</p>', active: true },
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('form', { name: 'Create page' })).toHaveTextContent(
        'A page with the slug about-us already exists',
      ),
    );
  });
});

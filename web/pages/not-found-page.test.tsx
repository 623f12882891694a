import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says "Det finns inget här" and returns home', async () => {
    renderPage(<NotFoundPage />, '/404', [{ path: '/', element: <p>Home</p> }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Det finns inget här' })).toBeInTheDocument();
    expect(document.title).toBe('Sidan hittades inte | Byggarkiv');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Till startsidan' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
  });
});

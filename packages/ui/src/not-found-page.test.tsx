import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';
import { renderWithUi } from './test-utils';

function Routed({ homeHref }: { homeHref?: string }) {
  return (
    <Routes>
      <Route path="/" element={<p>Admin login</p>} />
      <Route path="/BDX_Login" element={<p>Carrier login</p>} />
      <Route path="*" element={<NotFoundPage homeHref={homeHref} />} />
    </Routes>
  );
}

describe('NotFoundPage', () => {
  it('says the page is not available and Go Home goes to /', async () => {
    const { user } = renderWithUi(<Routed />, { route: '/no_such_page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Oops, page not available!' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't seem to exist.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(screen.getByText('Admin login')).toBeInTheDocument();
  });

  it('can send the carrier portal to its own home', async () => {
    const { user } = renderWithUi(<Routed homeHref="/BDX_Login" />, { route: '/BDX_nowhere' });
    await user.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(screen.getByText('Carrier login')).toBeInTheDocument();
  });
});

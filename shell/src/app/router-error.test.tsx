import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { UiProvider } from '@kyubos/ui';
import { RouterErrorPage } from '../features/errors/router-error-page';

function Broken(): never {
  throw new Error('The screen broke');
}

describe('the router error page', () => {
  it('reads Unexpected Application Error! with the cause when a route throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouterErrorPage /> }]);
    render(
      <UiProvider withGlobalStyle={false}>
        <RouterProvider router={router} />
      </UiProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The screen broke')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { Pager } from './pager';

describe('Pager', () => {
  it('moves to the first, previous, next and last page', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithUi(<Pager page={3} pageCount={5} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 3 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls).toEqual([[1], [2], [4], [5]]);
  });

  it('reads Page 1 of 1 with nothing to page through, every control disabled', () => {
    renderWithUi(<Pager page={1} pageCount={0} onPageChange={jest.fn()} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });
});

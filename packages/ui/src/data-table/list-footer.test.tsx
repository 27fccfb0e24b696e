import { screen } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { ListFooter } from './list-footer';

describe('ListFooter', () => {
  it('says which rows of how many are shown, with the pager when the list pages', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithUi(<ListFooter page={2} pageSize={10} total={25} shown={10} onPageChange={onPageChange} />);
    expect(screen.getByText('Showing rows 11 to 20 of 25')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('counts a short last page by the rows it shows', () => {
    renderWithUi(<ListFooter page={3} pageSize={10} total={25} shown={5} onPageChange={jest.fn()} />);
    expect(screen.getByText('Showing rows 21 to 25 of 25')).toBeInTheDocument();
  });

  it("marks the count loading while another page is fetched, keeping the shown page's numbers", () => {
    renderWithUi(<ListFooter page={1} pageSize={10} total={25} shown={10} onPageChange={jest.fn()} loading />);
    expect(screen.getByText('Showing rows 1 to 10 of 25')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('without paging shows the count alone', () => {
    renderWithUi(<ListFooter page={1} pageSize={35} total={80} shown={35} />);
    expect(screen.getByText('Showing rows 1 to 35 of 80')).toBeInTheDocument();
    expect(screen.queryByText(/^Page /)).toBeNull();
  });

  it('shows nothing for an empty list', () => {
    const { container } = renderWithUi(<ListFooter page={1} pageSize={10} total={0} shown={0} onPageChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

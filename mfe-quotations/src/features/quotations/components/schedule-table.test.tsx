import { screen } from '@testing-library/react';
import { renderWithProviders } from '@kyubos/devtools/testing';
import { DetailTable } from './schedule-table';

const receipts = (
  <DetailTable
    label="Receipts"
    columns={['Date', 'Amount', 'Method', 'Paid', 'Receipt']}
    rows={[{ key: 1, cells: ['11-25-2026', '$8,096.00', 'Card ···· 4242', '#1 $8,096.00', 'Receipt'] }]}
  />
);

describe('DetailTable', () => {
  it('scrolls sideways in its own named box when wider than its place (200 % zoom), so the page never does', () => {
    // The Receipts table at 640 px: 384 px of table in a 300 px card (jsdom lays nothing out).
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(384);
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    try {
      renderWithProviders(receipts);
      const box = screen.getByRole('region', { name: 'Receipts table' });
      expect(box).toContainElement(screen.getByRole('table', { name: 'Receipts' }));
      expect(box).toHaveAttribute('tabindex', '0');
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });

  it('adds no region or Tab stop when it fits', () => {
    renderWithProviders(<DetailTable caption="Payment history" columns={['#', 'Paid Amount']} rows={[{ key: 1, cells: [1, '$8,096.00'] }]} />);
    expect(screen.getByRole('table', { name: 'Payment history' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

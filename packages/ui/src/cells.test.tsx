import { render, screen } from '@testing-library/react';
import { DateCell, DateTimeCell, MoneyCell } from './cells';

describe('table cell helpers', () => {
  it('MoneyCell shows US dollars', () => {
    render(<MoneyCell value="1250.5" />);
    expect(screen.getByText('$1,250.50')).toBeInTheDocument();
  });

  it('DateTimeCell shows the US list format, in UTC, inside a <time>', () => {
    const when = new Date(Date.UTC(2024, 0, 5, 14, 7));
    render(<DateTimeCell value={when} />);
    const time = screen.getByText('01/05/2024, 02:07 PM');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', when.toISOString());
  });

  it('DateTimeCell is empty for a missing or bad value', () => {
    const { container } = render(<DateTimeCell value="not a date" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('DateCell shows year-month-day as month-day-year', () => {
    render(<DateCell value="2024-03-09" />);
    expect(screen.getByText('03-09-2024')).toBeInTheDocument();
  });
});

/** @jest-environment-options {"timeZone": "Pacific/Auckland"} */
import { render, screen } from '@testing-library/react';
import { DateTimeCell } from './cells';

describe('a list timestamp seen from Auckland (UTC+13)', () => {
  it('shows the UTC time the header filter and the export use, not the local 11/28 08:12 AM', () => {
    render(<DateTimeCell value="2026-11-27T19:12:04.796Z" />);
    const time = screen.getByText('11/27/2026, 07:12 PM');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-27T19:12:04.796Z');
    expect(time).toHaveAttribute('title', 'UTC');
  });
});

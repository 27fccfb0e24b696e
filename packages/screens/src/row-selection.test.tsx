import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kyubos/devtools/testing';
import { DataTable } from '@kyubos/ui';
import { useRowSelection } from './row-selection';

interface Line {
  key: string;
  recordId: number;
  name: string;
}
const LINES: Line[] = [
  { key: '7-1', recordId: 7, name: 'Dana' },
  { key: '7-2', recordId: 7, name: 'Dana (endorsement)' },
  { key: '9-1', recordId: 9, name: 'Omar' },
];
const idOf = (line: Line) => line.recordId;
const labelOf = (line: Line) => `Select ${line.key}`;

function Chooser() {
  const selection = useRowSelection({ idOf, labelOf });
  return (
    <>
      <p data-testid="chosen">{[...selection.selected].sort().join(',') || 'none'}</p>
      <button type="button" onClick={() => selection.replace(LINES.map(idOf))}>
        All
      </button>
      <button type="button" onClick={() => selection.replace([])}>
        None
      </button>
      <DataTable caption="Lines" columns={[selection.column, { key: 'name', header: 'Name' }]} rows={LINES} getRowId={(line) => line.key} />
    </>
  );
}

describe('useRowSelection', () => {
  it('chooses by id: the rows sharing an id are checked and dropped together', async () => {
    renderWithProviders(<Chooser />);
    expect(screen.getByTestId('chosen')).toHaveTextContent('none');
    expect(screen.getByRole('columnheader', { name: /Select/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 7-1' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('7');
    expect(screen.getByRole('checkbox', { name: 'Select 7-2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select 9-1' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 7-2' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('none');
  });

  it('replaces the whole choice at once (all of a list, or none)', async () => {
    renderWithProviders(<Chooser />);
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('7,9');
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'None' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('none');
  });
});

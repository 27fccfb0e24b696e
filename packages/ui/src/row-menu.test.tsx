import { screen } from '@testing-library/react';
import { RowMenu } from './row-menu';
import { renderWithUi } from './test-utils';

function setup(onRowKey = jest.fn()) {
  const importFile = jest.fn();
  const download = jest.fn();
  const remove = jest.fn();
  const rendered = renderWithUi(
    <div onKeyDown={onRowKey}>
      <RowMenu
        label="Actions for premium-2.csv"
        items={[
          { label: 'Import To Carrier', onSelect: importFile },
          { label: 'Download', onSelect: download },
          { label: 'Remove', onSelect: remove, disabled: true, tone: 'danger' },
        ]}
      />
      <button type="button">Elsewhere</button>
    </div>,
  );
  return { ...rendered, importFile, download, remove, button: screen.getByRole('button', { name: 'Actions for premium-2.csv' }) };
}

describe('RowMenu', () => {
  it('is a menu button that opens its actions as menu items and runs the one clicked', async () => {
    const { user, button, download } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Actions for premium-2.csv' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Import To Carrier', 'Download', 'Remove']);
    expect(screen.getByRole('menuitem', { name: 'Import To Carrier' })).toHaveFocus();
    await user.click(screen.getByRole('menuitem', { name: 'Download' }));
    expect(download).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('works from the keyboard: arrows wrap, Home/End jump, Enter chooses, Escape closes back to the button', async () => {
    const onRowKey = jest.fn();
    const { user, button, importFile, download } = setup(onRowKey);
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Import To Carrier' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Download' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Import To Carrier' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(importFile).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Import To Carrier' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}{Enter}');
    expect(download).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
    // Keys used in the menu never reach the row around it.
    expect(onRowKey).not.toHaveBeenCalled();
  });

  it('ignores a disabled item, and closes on a click outside or Tab', async () => {
    const { user, button, remove } = setup();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('renders nothing without items', () => {
    renderWithUi(<RowMenu label="Actions" items={[]} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

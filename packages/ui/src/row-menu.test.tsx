import { fireEvent, screen } from '@testing-library/react';
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

  describe('placement in a 1400×900 window', () => {
    const original = { innerWidth: window.innerWidth, innerHeight: window.innerHeight };
    const setWindow = (width: number, height: number) => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
    };
    beforeEach(() => setWindow(1400, 900));
    afterEach(() => {
      setWindow(original.innerWidth, original.innerHeight);
      jest.restoreAllMocks();
    });

    /** jsdom has no layout: the 28 px button's top edge is at `buttonTop`, its right edge at x=1360. */
    function layout(button: HTMLElement, { buttonTop, menuHeight }: { buttonTop: number; menuHeight: number }) {
      jest.spyOn(button, 'getBoundingClientRect').mockReturnValue(new DOMRect(1332, buttonTop, 28, 28));
      jest.spyOn(HTMLUListElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 180, menuHeight));
    }

    it('opens under the button, right-aligned with it, when the menu fits below', async () => {
      const { user, button } = setup();
      layout(button, { buttonTop: 100, menuHeight: 83 });
      await user.click(button);
      expect(screen.getByRole('menu')).toHaveStyle({ top: '132px', right: '40px' });
    });

    it('opens above the button on the last rows of a list, where the menu would run past the bottom of the window', async () => {
      const { user, button } = setup();
      layout(button, { buttonTop: 868, menuHeight: 83 });
      await user.click(button);
      // Its bottom edge (781 + 83) is 4 px above the button's top (868), not at y=904–987 under it.
      expect(screen.getByRole('menu')).toHaveStyle({ top: '781px', right: '40px' });
    });

    it('follows the button when the page scrolls, flipping back under it when there is room', async () => {
      const { user, button } = setup();
      layout(button, { buttonTop: 868, menuHeight: 83 });
      await user.click(button);
      expect(screen.getByRole('menu')).toHaveStyle({ top: '781px' });
      jest.spyOn(button, 'getBoundingClientRect').mockReturnValue(new DOMRect(1332, 400, 28, 28));
      fireEvent.scroll(window);
      expect(screen.getByRole('menu')).toHaveStyle({ top: '432px' });
    });

    it('stays inside the window when it fits neither below nor above, and scrolls when taller than the window', async () => {
      const { user, button } = setup();
      setWindow(1400, 300);
      layout(button, { buttonTop: 140, menuHeight: 200 });
      await user.click(button);
      expect(screen.getByRole('menu')).toHaveStyle({ top: '100px', maxHeight: '300px' });
      await user.click(button);

      layout(button, { buttonTop: 140, menuHeight: 300 });
      await user.click(button);
      expect(screen.getByRole('menu')).toHaveStyle({ top: '0px', maxHeight: '300px' });
    });
  });

  it('renders nothing without items', () => {
    renderWithUi(<RowMenu label="Actions" items={[]} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

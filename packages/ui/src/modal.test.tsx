import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { Button } from './button';
import { Modal } from './modal';
import { renderWithUi } from './test-utils';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open details</Button>
      {open && (
        <Modal title="Agent details" onClose={close} footer={<Button onClick={close}>Done</Button>}>
          <label>
            Agent name
            <input />
          </label>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus into its content', async () => {
    const { user } = renderWithUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Agent details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Agent name' })).toHaveFocus();
  });

  it('is named for the action it serves ahead of a title that does not say it, the title unchanged on screen', () => {
    renderWithUi(
      <Modal title="Select an Option" purpose="Process To Policy" onClose={jest.fn()}>
        <p>Balance $1,200.00</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Process To Policy: Select an Option' });
    expect(screen.getByRole('heading', { name: 'Select an Option' })).toBeInTheDocument();
    expect(dialog).not.toHaveAccessibleName('Select an Option');
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    const { user } = renderWithUi(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderWithUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    // Content input -> Done -> wraps to the Close button -> back to the input.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('closes from the close button and the backdrop, not from a click inside', async () => {
    const onClose = jest.fn();
    const { user } = renderWithUi(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.click(screen.getByRole('textbox', { name: 'Agent name' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open when the second press of the double-click that opened it lands on the backdrop', () => {
    const onClose = jest.fn();
    renderWithUi(<Modal title="Remove" onClose={onClose}>Do you want to remove?</Modal>);
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    fireEvent.mouseDown(backdrop, { detail: 2 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(backdrop, { detail: 1 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('with the focus lost to the page (its control disabled), Escape closes the innermost dialog only and Tab comes back into it', async () => {
    const outerClose = jest.fn();
    const innerClose = jest.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Modal title="Outer" onClose={outerClose}>
          <Button onClick={() => setInner(true)}>Open inner</Button>
          {inner && (
            <Modal
              title="Inner"
              onClose={() => {
                innerClose();
                setInner(false);
              }}
            >
              <input aria-label="Inner field" />
            </Modal>
          )}
        </Modal>
      );
    }
    const { user } = renderWithUi(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    const innerField = screen.getByRole('textbox', { name: 'Inner field' });
    expect(innerField).toHaveFocus();
    innerField.blur();
    expect(document.activeElement).toBe(document.body);
    await user.tab();
    expect(screen.getByRole('dialog', { name: 'Inner' })).toContainElement(document.activeElement as HTMLElement);

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(outerClose).toHaveBeenCalledTimes(1);
  });
});

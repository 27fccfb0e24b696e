import { screen } from '@testing-library/react';
import { Button } from './button';
import { useConfirm } from './confirm-dialog';
import { renderWithUi } from './test-utils';

function DeleteHarness({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const { confirm, confirmDialog } = useConfirm();
  return (
    <>
      <Button variant="danger" onClick={async () => onAnswer(await confirm('Do you want to remove?', { danger: true }))}>
        Delete
      </Button>
      {confirmDialog}
    </>
  );
}

async function openConfirm() {
  const onAnswer = jest.fn();
  const rendered = renderWithUi(<DeleteHarness onAnswer={onAnswer} />);
  const trigger = screen.getByRole('button', { name: 'Delete' });
  await rendered.user.click(trigger);
  return { ...rendered, onAnswer, trigger };
}

describe('useConfirm', () => {
  it('shows the question in a modal dialog with focus on Cancel, so Enter does not delete', async () => {
    const { user, onAnswer } = await openConfirm();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Do you want to remove?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledWith(false);
  });

  it('resolves true on OK and returns focus to the trigger', async () => {
    const { user, onAnswer, trigger } = await openConfirm();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onAnswer).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('resolves false on Cancel', async () => {
    const { user, onAnswer } = await openConfirm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onAnswer).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on Escape', async () => {
    const { user, onAnswer } = await openConfirm();
    await user.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves an unanswered question false when the screen goes away', async () => {
    const { unmount, onAnswer } = await openConfirm();
    unmount();
    await Promise.resolve();
    expect(onAnswer).toHaveBeenCalledWith(false);
  });
});

function AskHarness({ onAnswer }: { onAnswer: (answer: string) => void }) {
  const { ask, confirmDialog } = useConfirm();
  return (
    <>
      <Button variant="danger" onClick={async () => onAnswer(await ask('Do you want to delete Quotation?', { confirmLabel: 'Yes', cancelLabel: 'No' }))}>
        Delete
      </Button>
      {confirmDialog}
    </>
  );
}

describe('useConfirm ask', () => {
  it.each([
    ['the confirm button', 'confirm'],
    ['the cancel button', 'cancel'],
    ['Escape', 'dismiss'],
    ['the close button', 'dismiss'],
  ])('tells %s apart: %s', async (how, expected) => {
    const onAnswer = jest.fn();
    const { user } = renderWithUi(<AskHarness onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    if (how === 'the confirm button') await user.click(screen.getByRole('button', { name: 'Yes' }));
    else if (how === 'the cancel button') await user.click(screen.getByRole('button', { name: 'No' }));
    else if (how === 'Escape') await user.keyboard('{Escape}');
    else await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onAnswer).toHaveBeenCalledWith(expected);
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

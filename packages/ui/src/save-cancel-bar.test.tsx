import { screen } from '@testing-library/react';
import { SaveCancelBar, type SaveCancelBarProps } from './save-cancel-bar';
import { renderWithUi } from './test-utils';

function renderInForm(props: SaveCancelBarProps) {
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const rendered = renderWithUi(
    <form onSubmit={onSubmit}>
      <SaveCancelBar {...props} />
    </form>,
  );
  return { ...rendered, onSubmit };
}

describe('SaveCancelBar', () => {
  it('submits the form with Save and links Cancel back to the list', async () => {
    const { user, onSubmit } = renderInForm({ cancelTo: '/user_admin_state' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/user_admin_state');
  });

  it('reads Saving… and cannot submit again while saving', async () => {
    const { user, onSubmit } = renderInForm({ cancelTo: '/user_admin_state', saving: true });
    const save = screen.getByRole('button', { name: 'Saving…' });
    expect(save).toBeDisabled();
    await user.click(save);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('runs onCancel without submitting', async () => {
    const onCancel = jest.fn();
    const { user, onSubmit } = renderInForm({ onCancel });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers no Save on a form the user may only read, and Cancel reads Back', () => {
    renderInForm({ cancelTo: '/user_admin_carrier', readOnly: true });
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/user_admin_carrier');
  });
});

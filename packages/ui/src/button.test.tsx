import { screen } from '@testing-library/react';
import { Button, IconButton } from './button';
import { LinkButton } from './link-button';
import { TrashIcon } from './icons';
import { renderWithUi } from './test-utils';

describe('Button', () => {
  it('does not submit the surrounding form unless it is a submit button', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithUi(
      <form onSubmit={onSubmit}>
        <Button>Back</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while disabled', async () => {
    const onClick = jest.fn();
    const { user } = renderWithUi(
      <Button variant="danger" disabled onClick={onClick}>
        Delete
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps a button disabled for a reason a Tab stop, described by the reason, and ignores presses', async () => {
    const onClick = jest.fn();
    const { user } = renderWithUi(
      <Button disabledReason="Nothing is due: the premium is paid in full." onClick={onClick}>
        Take Payment
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Take Payment' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('disabled');
    expect(button).toHaveAccessibleDescription('Nothing is due: the premium is paid in full.');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while disabled for a reason, and keeps a description it was given', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithUi(
      <form onSubmit={onSubmit}>
        <p id="note">Saved drafts are kept a week.</p>
        <Button type="submit" aria-describedby="note" disabledReason="Fill in the Reason first.">
          Save
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAccessibleDescription('Saved drafts are kept a week. Fill in the Reason first.');
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is an ordinary button without a reason', async () => {
    const onClick = jest.fn();
    const { user } = renderWithUi(
      <Button disabledReason={null} onClick={onClick}>
        Take Payment
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Take Payment' });
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('LinkButton', () => {
  it('is a link to the given route', () => {
    renderWithUi(<LinkButton to="/user_admin_add_countries">Add</LinkButton>);
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/user_admin_add_countries');
  });
});

describe('IconButton', () => {
  it('is named by its label and reacts to the keyboard', async () => {
    const onClick = jest.fn();
    const { user } = renderWithUi(<IconButton label="Delete company" icon={<TrashIcon />} tone="danger" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Delete company' });
    expect(button).toHaveAttribute('title', 'Delete company');
    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

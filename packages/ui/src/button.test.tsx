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

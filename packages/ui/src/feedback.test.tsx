import { screen } from '@testing-library/react';
import { Alert, EmptyState, ErrorPanel, LoadingState } from './feedback';
import { renderWithUi } from './test-utils';

describe('ErrorPanel', () => {
  it('announces the problem and retries on request', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithUi(<ErrorPanel title="Could not load countries" message="The server did not answer." onRetry={onRetry} />);
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('Could not load countries');
    expect(panel).toHaveTextContent('The server did not answer.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('does not repeat a message that says what the title says', () => {
    renderWithUi(<ErrorPanel message="Something went wrong" />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
  });

  it('has no Retry button without onRetry', () => {
    renderWithUi(<ErrorPanel />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('LoadingState', () => {
  it('is a status region reading Loading...', () => {
    renderWithUi(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});

describe('EmptyState', () => {
  it('shows its title and any action', () => {
    renderWithUi(
      <EmptyState>
        <button type="button">Add country</button>
      </EmptyState>,
    );
    expect(screen.getByText('No records found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add country' })).toBeInTheDocument();
  });
});

describe('Alert', () => {
  it('is announced as an alert', () => {
    renderWithUi(<Alert variant="success">Saved</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Saved');
    expect(screen.getByRole('alert')).not.toHaveAttribute('tabindex');
  });

  it('takes focus when it appears if asked (a refusal after its button lost the focus)', () => {
    renderWithUi(<Alert takeFocus>The policy could not be reinstated.</Alert>);
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveAttribute('tabindex', '-1');
  });
});

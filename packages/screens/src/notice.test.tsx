import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kyubos/devtools/testing';
import { TimedAlert, useTimedMessage } from '@kyubos/ui';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useNotice, type ListNotice } from './notice';

function List() {
  const alert = useTimedMessage(6000);
  useNotice(alert);
  return (
    <>
      <h1>List</h1>
      <TimedAlert message={alert.message} />
    </>
  );
}

function Form() {
  const navigate = useNavigate();
  const done: ListNotice = { notice: 'Record saved' };
  return (
    <>
      <button onClick={() => navigate('/list', { state: done })}>Save</button>
      <button onClick={() => navigate('/list')}>Cancel</button>
    </>
  );
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/form" element={<Form />} />
      <Route path="/list" element={<List />} />
    </Routes>,
    { path },
  );
}

describe('useNotice', () => {
  it('shows the notice the previous screen left in the navigation state as a success message', async () => {
    const user = userEvent.setup();
    renderAt('/form');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(screen.getByText('Record saved')).toBeInTheDocument();
  });

  it('shows nothing when the screen was reached without a notice', async () => {
    const user = userEvent.setup();
    renderAt('/form');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(screen.queryByText('Record saved')).not.toBeInTheDocument();
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { TextField, UiProvider } from '@kyubos/ui';
import { useAskBeforeLeaving } from './ask-before-leaving';

const onSave = jest.fn();

/** A form asking before it is left, as RecordForm and the quotation form use it. */
function NameForm() {
  const [name, setName] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const question = useAskBeforeLeaving({ active: name !== '', form, onSave });
  return (
    <form ref={form} aria-label="Customer">
      <TextField name="name" label="First Name" value={name} onChange={setName} />
      {question}
    </form>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The browser's own history: the list, then the form opened from it. */
function renderForm({ keepHistory = false } = {}) {
  if (!keepHistory) {
    window.history.replaceState(null, '', '/customers');
    window.history.pushState(null, '', '/customers/new');
  }
  return render(
    <UiProvider>
      <BrowserRouter>
        <nav>
          <Link to="/customers">Customers</Link>
        </nav>
        <Routes>
          <Route path="/customers/new" element={<NameForm />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </BrowserRouter>
    </UiProvider>,
  );
}

/** The browser's Back button (Alt+Left): the history goes back one entry and the page hears popstate. */
const pressBack = () => act(() => window.history.back());

beforeEach(() => onSave.mockClear());

describe("the browser's Back from an edited form", () => {
  it('asks "Unsaved changes" and keeps the form and what was typed until the user answers; Escape stays, and Back asks again', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('First Name'), 'Backy');

    pressBack();
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('You entered something in the form. Do you want to save?');
    expect(window.location.pathname).toBe('/customers/new');
    expect(screen.getByLabelText('First Name')).toHaveValue('Backy');
    expect(screen.queryByTestId('where')).toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('First Name')).toHaveValue('Backy');

    pressBack();
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Backy');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('goes Back to the list on No, and saves on Yes as Save does', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('First Name'), 'Backy');
    pressBack();
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('First Name')).toHaveValue('Backy');

    pressBack();
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/customers');
    expect(window.location.pathname).toBe('/customers');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('goes Back at once from an untouched form, and from one whose changes were undone', async () => {
    const user = userEvent.setup();
    const { unmount } = renderForm();
    pressBack();
    expect(await screen.findByTestId('where')).toHaveTextContent('/customers');
    unmount();

    renderForm();
    const name = screen.getByLabelText('First Name');
    await user.type(name, 'B');
    await user.clear(name);
    pressBack();
    expect(await screen.findByTestId('where')).toHaveTextContent('/customers');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes Back in one press from a form opened again on the entry an edit laid (Back from where a link led)', async () => {
    const user = userEvent.setup();
    const { unmount } = renderForm();
    await user.type(screen.getByLabelText('First Name'), 'B');
    unmount();
    // The entry laid for the edit is the current one; the form shows anew, untouched.
    renderForm({ keepHistory: true });
    pressBack();
    expect(await screen.findByTestId('where')).toHaveTextContent('/customers');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('still asks about a link outside the form, as before', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('First Name'), 'Backy');
    await user.click(screen.getByRole('link', { name: 'Customers' }));
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
    expect(screen.queryByTestId('where')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TransferError } from '@kyubos/api';
import { renderWithProviders } from '@kyubos/devtools/testing';
import { Route, Routes, useLocation } from 'react-router-dom';
import { BdxUploadForm, type BdxUploadFormProps } from './bdx-upload-form';
import type { ListNotice } from './notice';

const LOBS = [{ id: 4, category_name: 'PROPERTY', sublob: 'Habitational' }];
const CHANGED = { type: 'test/listChanged' };

function List() {
  const notice = (useLocation().state as ListNotice | null)?.notice ?? '';
  return <p data-testid="list">{`List ${notice}`}</p>;
}

function renderForm(props: Partial<BdxUploadFormProps> = {}) {
  const upload = jest.fn(async (_form: FormData, onProgress: (percent: number) => void) => {
    onProgress(100);
    return { message: 'File uploaded successfully!' };
  });
  const listChanged = jest.fn(() => CHANGED);
  const rendered = renderWithProviders(
    <Routes>
      <Route
        path="/upload"
        element={
          <BdxUploadForm
            leadingFields={<p>Sender</p>}
            extraFields={() => ({ client_id: '2' })}
            intakeCategories={LOBS}
            reads={[]}
            readFailedMessage="The lines of business could not be loaded."
            upload={upload}
            listHref="/list"
            listChanged={listChanged}
            {...props}
          />
        }
      />
      <Route path="/list" element={<List />} />
    </Routes>,
    { path: '/upload' },
  );
  return { ...rendered, upload, listChanged };
}

describe('BdxUploadForm', () => {
  it('sends the form, marks the lists stale and returns to the list with the server message', async () => {
    const user = userEvent.setup();
    const { upload, listChanged } = renderForm();
    await user.type(screen.getByLabelText(/^Period/), '032026');
    await user.type(screen.getByLabelText(/^Control Value/), '500');
    await user.selectOptions(screen.getByLabelText(/^LOB/), 'PROPERTY-Habitational');
    await user.upload(screen.getByLabelText('File'), new File(['a,b'], 'march.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('list')).toHaveTextContent('List File uploaded successfully!');
    expect(listChanged).toHaveBeenCalledTimes(1);
    const sent = upload.mock.calls[0]![0];
    expect(Object.fromEntries([...sent.entries()].filter(([name]) => name !== 'file'))).toEqual({
      client_id: '2',
      period: '032026',
      control_value: '500.00',
      intake_id: '4',
      intake_name: 'PROPERTY',
      sublob: 'Habitational',
      kind: 'premium',
    });
  });

  it('names a period that is no month on the Period field in its placeholder\'s format, focuses it and sends nothing', async () => {
    const user = userEvent.setup();
    const { upload } = renderForm();
    const period = screen.getByLabelText(/^Period/);
    await user.type(period, '132026');
    await user.type(screen.getByLabelText(/^Control Value/), '500');
    await user.selectOptions(screen.getByLabelText(/^LOB/), 'PROPERTY-Habitational');
    await user.upload(screen.getByLabelText('File'), new File(['a,b'], 'march.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(period).toHaveAttribute('aria-invalid', 'true');
    // The error names the format the field shows and takes, as its placeholder does.
    expect(period).toHaveAttribute('placeholder', 'MM/YYYY');
    expect(period).toHaveAccessibleDescription(/Period must be a month and year \(MM\/YYYY\)/);
    expect(period).toHaveFocus();
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when the upload is refused, and stays on the form', async () => {
    const user = userEvent.setup();
    const reason = 'The file has a header row and no data rows below it';
    const { listChanged } = renderForm({
      upload: jest.fn(async () => {
        throw new TransferError(reason, 400);
      }),
    });
    await user.type(screen.getByLabelText(/^Period/), '032026');
    await user.type(screen.getByLabelText(/^Control Value/), '500');
    await user.selectOptions(screen.getByLabelText(/^LOB/), 'PROPERTY-Habitational');
    await user.upload(screen.getByLabelText('File'), new File(['Policy Number,Premium\n'], 'empty.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.queryByTestId('list')).toBeNull();
    expect(listChanged).not.toHaveBeenCalled();
  });

  it('sends the kind chosen: a claims bordereau', async () => {
    const user = userEvent.setup();
    const { upload } = renderForm();
    expect(screen.getByLabelText(/^Kind/)).toHaveValue('premium');
    await user.type(screen.getByLabelText(/^Period/), '032026');
    await user.type(screen.getByLabelText(/^Control Value/), '500');
    await user.selectOptions(screen.getByLabelText(/^LOB/), 'PROPERTY-Habitational');
    await user.selectOptions(screen.getByLabelText(/^Kind/), 'Claims');
    await user.upload(screen.getByLabelText('File'), new File(['a,b'], 'claims.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('list');
    expect(upload.mock.calls[0]![0].get('kind')).toBe('claims');
  });

  it('waits for every read, and when one fails says so with a Retry that repeats them all', async () => {
    const user = userEvent.setup();
    const lobs = { isLoading: false, error: { status: 500 }, refetch: jest.fn() };
    const carriers = { isLoading: false, refetch: jest.fn() };
    renderForm({ reads: [carriers, lobs] });
    expect(screen.getByText('The lines of business could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create Upload File' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(lobs.refetch).toHaveBeenCalledTimes(1);
    expect(carriers.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows no form while a read is loading', () => {
    renderForm({ reads: [{ isLoading: true, refetch: jest.fn() }] });
    expect(screen.queryByRole('form', { name: 'Create Upload File' })).toBeNull();
  });
});

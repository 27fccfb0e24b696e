import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { partnerFormFields, type Partner } from '@kyubos/contracts';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { TextField } from '@kyubos/ui';
import { FormScreen } from './form-screen';
import { RecordForm } from './record-form';
import { useSchemaForm } from './schema-form';

/** The carrier form's required fields, bound as the directory form binds them. */
function CarrierForm({ initial }: { initial?: Partial<Partner> }) {
  const form = useSchemaForm(partnerFormFields, initial ?? { membertype: 'Kyubos' });
  return (
    <RecordForm form={form} onSave={() => Promise.resolve()} listHref="/user_admin_carrier">
      <TextField {...form.field('name', 'Carrier Name')} />
      <TextField {...form.field('kyubosid', 'Pointing ID')} />
      <TextField {...form.field('BDX_Username', 'FTP Account Name')} />
      <TextField {...form.field('BDX_Password', 'FTP Account Key')} type="password" />
      <TextField {...form.field('containername', 'Container Name')} />
    </RecordForm>
  );
}

const renderForm = (initial?: Partial<Partner>) =>
  renderWithProviders(
    <FormScreen title="Add Carrier" list={{ label: 'Carriers', href: '/user_admin_carrier' }} access={{ canWrite: true, isLoading: false }}>
      <CarrierForm initial={initial} />
    </FormScreen>,
  );

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
});

describe("the directory form's schema", () => {
  it('names the FTP Account Key with every other required field on the first empty Save, sending nothing', async () => {
    const { calls } = mockFetch({});
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Carrier Name is required',
      'Pointing ID is required',
      'FTP Account Name is required',
      'FTP Account Key is required',
      'Container Name is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls).toHaveLength(0);
  });

  it('does not ask for the key of an entry that has one stored (blank keeps it), and asks for it when none is', async () => {
    mockFetch({});
    const stored = { id: 20, name: '', membertype: 'Kyubos', BDX_Password_set: true } as const;
    const { unmount } = renderForm(stored);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Carrier Name is required')).toBeInTheDocument();
    expect(screen.queryByText('FTP Account Key is required')).toBeNull();
    unmount();

    renderForm({ ...stored, BDX_Password_set: false });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('FTP Account Key is required')).toBeInTheDocument();
  });
});

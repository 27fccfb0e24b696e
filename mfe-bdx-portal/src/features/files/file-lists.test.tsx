import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { BrdxListItem } from '@kyubos/contracts';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { InboundPage } from './components/inbound-page';
import { OutboundPage } from './components/outbound-page';
import { UploadPage } from './components/upload-page';

const file = (id: number, overrides: Partial<BrdxListItem> = {}): BrdxListItem => ({
  id,
  createdAt: '2026-03-04T15:30:00Z',
  sender_name: 'Summit Specialty MGA',
  sender_id: `SSM-${1000 + id}`,
  period: '022026',
  file_name: `premium-${id}.csv`,
  control_value: '1250.50',
  imported: '0',
  approved: '0',
  processed: '0',
  importedview: '0',
  ...overrides,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('client_user_BDX_token', liveToken());
  localStorage.setItem('client_BDX_client_id', '2');
  localStorage.setItem('client_BDX_company_id', '9');
});

describe('InboundPage', () => {
  it('lists 10 files a page with their status and offers Import To Carrier only for files not yet imported', async () => {
    const files = Array.from({ length: 12 }, (_, i) => file(i + 1, i === 0 ? { imported: '1', importedview: '1', approved: '1', processed: '1' } : {}));
    const { calls } = mockFetch({
      '/viewBDXInbound': { body: { brdxList: files } },
      '/brdxfileimporttomain': { body: { message: 'Successfully Imported' } },
    });
    renderWithProviders(<InboundPage />);
    await screen.findByText('premium-1.csv');
    const rows = screen.getAllByRole('row');
    expect(calls[0]?.body).toEqual({ client_id: 2, career_id: 9 });
    expect(calls[0]?.authorization).toMatch(/^Bearer /);
    expect(within(rows[1]!).getByText('Completed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('02/2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$1,250.50')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    // An imported file's menu offers only Download.
    const importedMenu = within(rows[1]!).getByRole('button', { name: 'Actions for premium-1.csv' });
    expect(importedMenu).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(importedMenu);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Download']);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(importedMenu).toHaveFocus();
    // A file not yet imported: Import To Carrier first, chosen from the keyboard.
    within(rows[2]!).getByRole('button', { name: 'Actions for premium-2.csv' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Import To Carrier', 'Download']);
    expect(screen.getByRole('menuitem', { name: 'Import To Carrier' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Do you want to Import to Your Main Location?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Successfully Imported')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/brdxfileimporttomain')?.body).toEqual({ id: 2 });
    await waitFor(() => expect(calls.filter((call) => call.path === '/viewBDXInbound')).toHaveLength(2));
  });
});

describe('OutboundPage', () => {
  it('removes a file after the confirmation when its last cell is double-clicked, then reloads', async () => {
    const { calls } = mockFetch({
      '/viewBDXOutbound': { body: { brdxList: [file(5)] } },
      '/removebrdxfile': { body: { message: 'File removed' } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/client_user_BDX_fileupload" element={<OutboundPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { path: '/client_user_BDX_fileupload' },
    );
    const remove = await screen.findByRole('button', { name: 'Remove premium-5.csv' });
    await userEvent.dblClick(remove.closest('td')!);
    expect(screen.getByText('Do you want to remove?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/removebrdxfile')?.body).toEqual({ id: 5 }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/viewBDXOutbound')).toHaveLength(2));
  });
});

describe('The Kind of a file (Premium or Claims)', () => {
  it('shows each file’s Kind in Inbound and Outbound, a file without one as Premium', async () => {
    mockFetch({
      '/viewBDXInbound': { body: { brdxList: [file(1, { kind: 'claims' }), file(2, { kind: 'premium' }), file(3)] } },
      '/viewBDXOutbound': { body: { brdxList: [file(4, { kind: 'claims' }), file(5)] } },
    });
    /** Each row's Kind cell; the column follows Status. */
    const kinds = () => {
      const table = screen.getByRole('table');
      const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
      const column = headers.indexOf('Kind');
      expect(column).toBeGreaterThan(headers.indexOf('Status'));
      return within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[column]?.textContent);
    };
    const inbound = renderWithProviders(<InboundPage />);
    await screen.findByText('premium-1.csv');
    expect(kinds()).toEqual(['Claims', 'Premium', 'Premium']);
    inbound.unmount();
    renderWithProviders(<OutboundPage />, { path: '/client_user_BDX_fileupload' });
    await screen.findByText('premium-4.csv');
    // The blank last row (upload) has no Kind.
    expect(kinds().slice(0, 2)).toEqual(['Claims', 'Premium']);
  });
});

describe('OutboundPage: a file the client imported', () => {
  it('offers no Remove on a Completed file, by button, double-click or Enter; the file beside it keeps it', async () => {
    const { calls } = mockFetch({
      '/viewBDXOutbound': { body: { brdxList: [file(6, { imported: '1', importedview: '1', approved: '1', processed: '1' }), file(7)] } },
    });
    renderWithProviders(<OutboundPage />, { path: '/client_user_BDX_fileupload' });
    expect(await screen.findByRole('button', { name: 'Remove premium-7.csv' })).toBeInTheDocument();
    const completed = screen.getByRole('row', { name: /premium-6\.csv/ });
    expect(completed).toHaveTextContent('Completed');
    expect(within(completed).queryByRole('button', { name: 'Remove premium-6.csv' })).toBeNull();
    await userEvent.dblClick(within(completed).getAllByRole('cell').at(-1)!);
    completed.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText('Do you want to remove?')).toBeNull();
    expect(calls.some((call) => call.path === '/removebrdxfile')).toBe(false);
  });
});

describe('UploadPage', () => {
  it('clears a file of the wrong type with the message, and asks for a file when none is chosen', async () => {
    mockFetch({ '/viewclientintakecategory': { body: { intakecategory: [{ id: 4, category_name: 'PROPERTY', sublob: 'Habitational' }] } } });
    renderWithProviders(<UploadPage />);
    const lob = await screen.findByLabelText(/LOB/);
    expect(within(lob).getAllByRole('option')[0]).toHaveTextContent('Select LOB');
    const input = screen.getByLabelText('File') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF'], 'claims.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(screen.getByText('Invalid file type! Only CSV, TXT, XLS, and XLSX files are allowed.')).toBeInTheDocument();
    expect(input.files?.length ?? 0).toBe(0);
    await userEvent.type(screen.getByLabelText(/Sender ID/), 'ATL-1');
    await userEvent.type(screen.getByLabelText(/Sender Company Name/), 'Atlas Insurance Co');
    await userEvent.type(screen.getByLabelText(/Period/), '032026');
    await userEvent.type(screen.getByLabelText(/Control Value/), '1000');
    await userEvent.selectOptions(lob, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select a file!')).toBeInTheDocument();
    // One alert at a time: the newer message replaces the older.
    await userEvent.upload(input, new File(['%PDF'], 'claims.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Invalid file type! Only CSV, TXT, XLS, and XLSX files are allowed.',
    ]);
  });

  /** Stands in for the browser's XMLHttpRequest: answers the upload with `answer`. */
  function answerUploadWith(answer: { status: number; body: unknown }) {
    const sent: { url: string; authorization?: string; form?: FormData }[] = [];
    class FakeXhr {
      status = 0;
      response: unknown = null;
      responseType = '';
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      private request: (typeof sent)[number] = { url: '' };
      open(_method: string, url: string) {
        this.request = { url };
      }
      setRequestHeader(name: string, value: string) {
        if (name === 'Authorization') this.request.authorization = value;
      }
      send(form: FormData) {
        sent.push({ ...this.request, form });
        setTimeout(() => {
          this.status = answer.status;
          this.response = answer.body;
          this.onload?.();
        });
      }
    }
    jest.spyOn(window, 'XMLHttpRequest').mockImplementation(() => new FakeXhr() as unknown as XMLHttpRequest);
    return sent;
  }

  async function fillAndSave() {
    const lob = await screen.findByLabelText(/LOB/);
    await userEvent.type(screen.getByLabelText(/Sender ID/), 'ATL-1');
    await userEvent.type(screen.getByLabelText(/Sender Company Name/), 'Atlas Insurance Co');
    await userEvent.type(screen.getByLabelText(/Period/), '032026');
    await userEvent.type(screen.getByLabelText(/Control Value/), '1000');
    await userEvent.selectOptions(lob, '4');
    await userEvent.upload(screen.getByLabelText('File'), new File(['policy,premium\nP-1,10\n'], 'march.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  }

  afterEach(() => jest.restoreAllMocks());

  it('signs the carrier out to /BDX_Login when the server answers 401 to the upload', async () => {
    mockFetch({ '/viewclientintakecategory': { body: { intakecategory: [{ id: 4, category_name: 'PROPERTY', sublob: 'Habitational' }] } } });
    const sent = answerUploadWith({ status: 401, body: { message: 'Your session has expired' } });
    window.history.pushState(null, '', '/client_user_BDX_add_fileupload');
    renderWithProviders(<UploadPage />, { path: '/client_user_BDX_add_fileupload' });
    await fillAndSave();
    await waitFor(() => expect(window.location.pathname).toBe('/BDX_Login'));
    expect(sent[0]?.url).toMatch(/\/createbybdx$/);
    expect(sent[0]?.authorization).toMatch(/^Bearer ./);
    expect(sent[0]?.form?.get('sender_id')).toBe('ATL-1');
    expect(localStorage.getItem('client_user_BDX_token')).toBeNull();
    expect(localStorage.getItem('client_BDX_client_id')).toBeNull();
  });

  it('keeps the carrier signed in and shows the server message when the upload is refused otherwise', async () => {
    mockFetch({ '/viewclientintakecategory': { body: { intakecategory: [{ id: 4, category_name: 'PROPERTY', sublob: 'Habitational' }] } } });
    answerUploadWith({ status: 400, body: { message: 'Invalid period: use MM/YYYY' } });
    window.history.pushState(null, '', '/client_user_BDX_add_fileupload');
    renderWithProviders(<UploadPage />, { path: '/client_user_BDX_add_fileupload' });
    await fillAndSave();
    expect(await screen.findByText('Invalid period: use MM/YYYY')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/client_user_BDX_add_fileupload');
    expect(localStorage.getItem('client_user_BDX_token')).not.toBeNull();
    expect(screen.getByLabelText(/Sender ID/)).toHaveValue('ATL-1');
  });

  it('keeps a refusal that names no field above the form until the carrier sends again', async () => {
    mockFetch({ '/viewclientintakecategory': { body: { intakecategory: [{ id: 4, category_name: 'PROPERTY', sublob: 'Habitational' }] } } });
    const duplicate = 'This file was already uploaded for Atlas Insurance Co as march.csv on 11/27/2026, 05:51 AM';
    const sent = answerUploadWith({ status: 409, body: { message: duplicate } });
    renderWithProviders(<UploadPage />);
    await fillAndSave();
    expect(await screen.findByRole('alert')).toHaveTextContent(duplicate);
    // Longer than any timed message lasts.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(screen.getByRole('alert')).toHaveTextContent(duplicate);
    expect(screen.getByLabelText('File')).not.toHaveAttribute('aria-invalid');
    // Sent again: the old refusal goes while the new answer is awaited, and the new one shows.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent(duplicate);
  }, 15_000);

  it('shows the server’s refusal of the file under the File field', async () => {
    mockFetch({ '/viewclientintakecategory': { body: { intakecategory: [{ id: 4, category_name: 'PROPERTY', sublob: 'Habitational' }] } } });
    const reason = 'The file has no Claim Number or Date of Loss or Status or Paid or Reserve column';
    answerUploadWith({ status: 400, body: { message: reason, errors: [{ path: 'file', message: reason }] } });
    renderWithProviders(<UploadPage />);
    await fillAndSave();
    const input = screen.getByLabelText('File');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(reason);
    expect(input).toHaveFocus();
    // On the field, not repeated above the form.
    expect(screen.queryByRole('alert')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(input).toHaveAccessibleDescription(reason);
    // Choosing another file is acting on it: the message goes.
    await userEvent.upload(input, new File(['claim,paid\nC-1,10\n'], 'claims.csv', { type: 'text/csv' }));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(reason)).toBeNull();
  }, 15_000);
});

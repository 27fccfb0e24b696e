import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Customer } from '@kyubos/contracts';
import { liveToken, mockFetch, renderRoutes } from '@kyubos/devtools/testing';
import { CustomerChoice } from './components/customer-choice';

const customer = (values: Partial<Customer>): Customer => ({
  customer_id: 9,
  firstname: 'Dana',
  lastname: 'Reyes',
  address: '1550 Wewatta St',
  city: 'Denver',
  state: 'CO',
  zipcode: '80202',
  phonenumber: '3035550100',
  email: 'dana@example.com',
  ...values,
});
const REYES = customer({});
const OKAFOR = customer({ customer_id: 31, firstname: 'Lena', lastname: 'Okafor', email: 'lena@example.com' });
// Stored with its calling code, as the phone input saves it.
const OKAMOTO = customer({ customer_id: 32, firstname: 'Ken', lastname: 'Okamoto', email: 'ken@example.com', phonenumber: '13125551010' });

type ListBody = { search: string; filters: Record<string, string>; page: number; pageSize: number };
const customerCalls = (calls: { path: string; body: unknown }[]) => calls.filter((call) => call.path === '/viewcustomerlist').map((call) => call.body as ListBody);

function renderChoice(initial = { id: '', firstname: '', lastname: '' }) {
  const onChoose = jest.fn();
  renderRoutes({ '/form': <CustomerChoice label="Customer" initial={initial} onChoose={onChoose} /> }, '/form');
  return { onChoose, box: screen.getByRole('combobox', { name: 'Customer' }) };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
});

describe('CustomerChoice', () => {
  it('asks for the first page of the typed text once typing pauses, and Enter chooses the highlighted customer', async () => {
    const { calls } = mockFetch({ '/viewcustomerlist': { body: { customers: [REYES], total: 1 } } });
    const { box, onChoose } = renderChoice();
    await userEvent.type(box, 'rey');
    expect(await screen.findByRole('option', { name: 'Reyes, Dana · dana@example.com · (303) 555-0100' })).toBeInTheDocument();
    expect(customerCalls(calls)).toEqual([{ company_id: 2, search: 'rey', filters: {}, page: 1, pageSize: 10 }]);
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(REYES);
    expect(box).toHaveValue('Reyes, Dana');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // The chosen name is not asked for again, and opens no list.
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(customerCalls(calls)).toHaveLength(1);
  });

  it('moves the highlight with the arrows, named as the active descendant, and Escape closes the list', async () => {
    mockFetch({ '/viewcustomerlist': { body: { customers: [OKAFOR, OKAMOTO], total: 40 } } });
    const { box, onChoose } = renderChoice();
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.type(box, 'oka');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Okafor, Lena · lena@example.com · (303) 555-0100', 'Okamoto, Ken · ken@example.com · (312) 555-1010']);
    expect(screen.getByRole('status')).toHaveTextContent('2 of 40: type more to narrow');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-activedescendant');
    // Closed without a choice: the box goes back to the customer chosen (none), nothing chosen.
    expect(box).toHaveValue('');
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('says No customer matches when the server finds none', async () => {
    mockFetch({ '/viewcustomerlist': { body: { customers: [], total: 0 } } });
    const { box } = renderChoice();
    await userEvent.type(box, 'zz-none');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No customer matches'));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it("shows Searching… while the typed text's answer is held, never the previous text's matches", async () => {
    const { fetchMock } = mockFetch({
      '/viewcustomerlist': (body) => ({
        body: (body as ListBody).search === 'ok' ? { customers: [OKAFOR, OKAMOTO], total: 2 } : { customers: [OKAMOTO], total: 1 },
      }),
    });
    // The answer to "okamoto" is held until the test lets it through.
    const answerNow = fetchMock.getMockImplementation()!;
    const asked: ListBody[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fetchMock.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const body = JSON.parse(await request.clone().text()) as ListBody;
      asked.push(body);
      if (body.search === 'okamoto') await held;
      return answerNow(request);
    });
    const { box } = renderChoice();
    await userEvent.type(box, 'ok');
    expect(await screen.findByRole('option', { name: /Okafor, Lena/ })).toBeInTheDocument();

    await userEvent.type(box, 'amoto');
    await waitFor(() => expect(asked.map((body) => body.search)).toEqual(['ok', 'okamoto']));
    // The previous text's matches are gone while the typed text's answer is not in.
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-activedescendant');

    release();
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Okamoto, Ken · ken@example.com · (312) 555-1010']));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("shows a record's customer by name on opening without asking the server, and New customer instead clears the choice", async () => {
    const { calls } = mockFetch({ '/viewcustomerlist': { body: { customers: [], total: 0 } } });
    const { box, onChoose } = renderChoice({ id: '9', firstname: 'Dana', lastname: 'Reyes' });
    expect(box).toHaveValue('Reyes, Dana');
    await userEvent.click(box);
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(customerCalls(calls)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'New customer instead' }));
    expect(onChoose).toHaveBeenCalledWith(null);
    expect(box).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'New customer instead' })).not.toBeInTheDocument();
  });
});

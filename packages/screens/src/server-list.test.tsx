import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@kyubos/api';
import { LIST_FILTER_MAX_LENGTH } from '@kyubos/contracts';
import { liveToken, mockFetch, renderRoutes, renderWithProviders, type RecordedCall } from '@kyubos/devtools/testing';
import { Card, type DataTableColumn } from '@kyubos/ui';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ServerList, ServerListScreen, serverPage, useServerList } from './server-list';

interface Row {
  id: number;
  name: string;
  city: string;
  note: string;
}
const KEYS = ['name', 'city'] as const;
type Key = (typeof KEYS)[number];

interface PageArgs {
  page: number;
  pageSize: number;
  sort: { key: Key; direction: 'asc' | 'desc' } | null;
  filters: Partial<Record<Key, string>>;
}

const kitServerListApi = api.injectEndpoints({
  endpoints: (build) => ({
    kitPagedRows: build.query<{ people: Row[]; total: number }, PageArgs>({
      query: ({ page, pageSize, sort, filters }) => ({
        url: '/viewpeople',
        method: 'POST',
        body: { page, pageSize, filters, ...(sort ? { sort: sort.key, direction: sort.direction } : {}) },
      }),
    }),
  }),
  overrideExisting: 'throw',
});

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name' },
  { key: 'city', header: 'City' },
  { key: 'note', header: 'Note' },
];

/** 23 people; the server pages, sorts by name or city and filters by 'contains'. */
const PEOPLE: Row[] = Array.from({ length: 23 }, (_, index) => ({ id: index + 1, name: `Person ${String(index + 1).padStart(2, '0')}`, city: index % 2 ? 'Denver' : 'Boulder', note: '' }));
function server(body: unknown) {
  const { page = 1, pageSize = 10, sort, direction, filters = {} } = body as { page?: number; pageSize?: number; sort?: Key; direction?: 'asc' | 'desc'; filters?: Record<string, string> };
  let rows = PEOPLE.filter((row) => Object.entries(filters).every(([key, text]) => String(row[key as Key]).toLowerCase().includes(text.toLowerCase())));
  if (sort) rows = [...rows].sort((a, b) => a[sort].localeCompare(b[sort]) * (direction === 'desc' ? -1 : 1));
  return { body: { people: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length } };
}

function People({ filterMode, embedded = false, inUrl, emptyText }: { filterMode?: 'typing' | 'apply'; embedded?: boolean; inUrl?: boolean; emptyText?: string }) {
  const list = useServerList({ keys: KEYS, pageSize: 10, filterMode, inUrl });
  const navigate = useNavigate();
  const answer = kitServerListApi.useKitPagedRowsQuery(list.params);
  const query = { ...answer, data: serverPage(answer.data, (data) => data.people) };
  if (embedded) {
    return (
      <Card>
        <h2>People nearby</h2>
        <ServerList title="People" columns={columns} list={list} query={query} onOpen={() => undefined} actionLabel={(row) => `Open ${row.name}`} />
      </Card>
    );
  }
  return (
    <ServerListScreen
      title="People"
      columns={columns}
      list={list}
      query={query}
      onOpen={(row) => navigate(`/people/${row.id}`)}
      actionLabel={(row) => `Open ${row.name}`}
      emptyText={emptyText}
    />
  );
}

const lastBody = (calls: RecordedCall[]) => calls.at(-1)?.body;

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
});

describe('a list the server pages, sorts and filters', () => {
  it('asks for one page at a time and shows the server total, not the rows it holds', async () => {
    const { calls } = mockFetch({ '/viewpeople': server });
    renderWithProviders(<People />);
    expect(screen.getByRole('heading', { name: 'People' })).toBeInTheDocument();
    expect(await screen.findByText('Showing rows 1 to 10 of 23')).toBeInTheDocument();
    expect(lastBody(calls)).toEqual({ page: 1, pageSize: 10, filters: {} });
    expect(screen.getAllByRole('row')).toHaveLength(11);

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing rows 11 to 20 of 23')).toBeInTheDocument();
    expect(lastBody(calls)).toMatchObject({ page: 2, pageSize: 10 });
    // The footer follows the page at once; the rows, once the server has answered for it.
    expect(await screen.findByRole('cell', { name: 'Person 11' })).toBeInTheDocument();
  });

  it('sorts on the server from page 1, and marks the sorted column', async () => {
    const { calls } = mockFetch({ '/viewpeople': server });
    renderWithProviders(<People />);
    await screen.findByText('Showing rows 1 to 10 of 23');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing rows 11 to 20 of 23');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name, descending' }));
    expect(await screen.findByRole('cell', { name: 'Person 23' })).toBeInTheDocument();
    expect(lastBody(calls)).toMatchObject({ page: 1, sort: 'name', direction: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('offers no filter or sort on a column the server does not filter or sort by', async () => {
    mockFetch({ '/viewpeople': server });
    renderWithProviders(<People />);
    await screen.findByText('Showing rows 1 to 10 of 23');
    expect(screen.getByRole('button', { name: 'Sort by Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter by City' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sort by Note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Filter by Note' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Note' })).toBeInTheDocument();
  });

  it('filters as the user types, from page 1', async () => {
    const { calls } = mockFetch({ '/viewpeople': server });
    renderWithProviders(<People />);
    await screen.findByText('Showing rows 1 to 10 of 23');
    await userEvent.click(screen.getByRole('button', { name: 'Filter by City' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter City' }), 'Denver');
    expect(await screen.findByText('Showing rows 1 to 10 of 11')).toBeInTheDocument();
    expect(lastBody(calls)).toMatchObject({ page: 1, filters: { city: 'Denver' } });
  });

  it('with a Filter button, sends the typed filters only when it is pressed; sits inside another page without a title of its own', async () => {
    const { calls } = mockFetch({ '/viewpeople': server });
    renderWithProviders(<People filterMode="apply" embedded />);
    await screen.findByText('Showing rows 1 to 10 of 23');
    expect(screen.queryByRole('heading', { name: 'People' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'People nearby' })).toBeInTheDocument();
    const asked = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Filter by City' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter City' }), 'Boulder');
    expect(calls).toHaveLength(asked);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Showing rows 1 to 10 of 12')).toBeInTheDocument();
    expect(lastBody(calls)).toMatchObject({ page: 1, filters: { city: 'Boulder' } });
  });

  it('with a Filter button, sends the typed filters on Enter in a filter box, as the button does', async () => {
    const { calls } = mockFetch({ '/viewpeople': server });
    renderWithProviders(<People filterMode="apply" />);
    await screen.findByText('Showing rows 1 to 10 of 23');
    const asked = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Filter by City' }));
    const box = screen.getByRole('searchbox', { name: 'Filter City' });
    expect(box).toHaveFocus();
    await userEvent.type(box, 'Boulder');
    expect(calls).toHaveLength(asked);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Showing rows 1 to 10 of 12')).toBeInTheDocument();
    expect(calls).toHaveLength(asked + 1);
    const byEnter = lastBody(calls);
    expect(byEnter).toEqual({ page: 1, pageSize: 10, filters: { city: 'Boulder' } });

    // The Filter button asks for the same: the answer is already at hand, so nothing new is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(lastBody(calls)).toEqual(byEnter);
  });

  it('says "No records" for an empty answer, and shows a refusal naming the list without Retry', async () => {
    mockFetch({ '/viewpeople': { body: { people: [], total: 0 } } });
    const { unmount } = renderWithProviders(<People />);
    expect(await screen.findByText('No records')).toBeInTheDocument();
    expect(screen.queryByText(/Showing rows/)).toBeNull();
    unmount();

    mockFetch({ '/viewpeople': { status: 403, body: { message: 'You need Read permission for this' } } });
    renderWithProviders(<People />);
    expect(await screen.findByText('You do not have access to People')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says its own empty text while unfiltered, and that the filters keep no rows once a filter was asked with', async () => {
    mockFetch({ '/viewpeople': { body: { people: [], total: 0 } } });
    const { unmount } = renderRoutes({ '/people': <People emptyText="No people yet." /> }, '/people');
    expect(await screen.findByText('No people yet.')).toBeInTheDocument();
    unmount();

    renderRoutes({ '/people': <People emptyText="No people yet." /> }, '/people?filter.city=Aspen');
    expect(await screen.findByText('No records match the filters.')).toBeInTheDocument();
    expect(screen.queryByText('No people yet.')).toBeNull();
  });

  it("while the next page is fetched, keeps the shown page's rows, numbers and footer, marked busy, until its answer replaces them", async () => {
    const { fetchMock } = mockFetch({ '/viewpeople': server });
    const answerNow = fetchMock.getMockImplementation()!;
    let release = () => {};
    fetchMock.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const { page } = JSON.parse(await request.clone().text()) as { page: number };
      if (page > 1) await new Promise<void>((resolve) => (release = resolve));
      return answerNow(request);
    });
    renderWithProviders(<People />);
    await screen.findByText('Showing rows 1 to 10 of 23');
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).not.toHaveAttribute('aria-busy');

    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('Showing rows 1 to 10 of 23')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^1Person 01/);
    expect(screen.getByText('Loading...')).toHaveAttribute('role', 'status');

    release();
    expect(await screen.findByText('Showing rows 21 to 23 of 23')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^21Person 21/);
    expect(table).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('offers Retry when the server fails, and shows the page after it', async () => {
    let fail = true;
    mockFetch({ '/viewpeople': (body) => (fail ? { status: 503, body: { message: 'The database is restarting' } } : server(body)) });
    renderWithProviders(<People />);
    expect(await screen.findByText('The database is restarting')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Showing rows 1 to 10 of 23')).toBeInTheDocument());
  });
});

/** The URL's query string and the browser's Back button. */
function Browser() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Query string">{search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

/** A home page linking to the list, the list, and a person's page. */
function renderPeopleApp(path: string, props: Parameters<typeof People>[0] = {}) {
  return renderRoutes(
    {
      '/': <Link to="/people">People</Link>,
      '/people': (
        <>
          <People {...props} />
          <Browser />
        </>
      ),
      '/people/:id': <Browser />,
    },
    path,
  );
}

const queryString = () => screen.getByRole('status', { name: 'Query string' }).textContent;

describe('a server list kept in the URL', () => {
  it('asks for the page, order and filters the URL holds, and shows the filter in its header box', async () => {
    const { calls } = mockFetch({ '/viewpeople': server });
    renderPeopleApp('/people?sort=name&direction=desc&page=2&filter.city=Denver');
    expect(await screen.findByText('Showing rows 11 to 11 of 11')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(lastBody(calls)).toEqual({ page: 2, pageSize: 10, filters: { city: 'Denver' }, sort: 'name', direction: 'desc' });
    expect(screen.getByRole('cell', { name: 'Person 02' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Filter City' })).toHaveValue('Denver');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('ignores what it does not know: a column it cannot sort or filter by, a page or size that is no whole number or too big, a blank filter', async () => {
    const { calls } = mockFetch({ '/viewpeople': server });
    const { unmount } = renderPeopleApp('/people?sort=note&direction=desc&page=-3&pageSize=5000&filter.note=x&filter.city=%20%20');
    expect(await screen.findByText('Showing rows 1 to 10 of 23')).toBeInTheDocument();
    expect(lastBody(calls)).toEqual({ page: 1, pageSize: 10, filters: {} });
    unmount();

    renderPeopleApp('/people?sort=city&direction=sideways&page=2.5&pageSize=5');
    expect(await screen.findByText('Showing rows 1 to 5 of 23')).toBeInTheDocument();
    expect(lastBody(calls)).toEqual({ page: 1, pageSize: 5, filters: {}, sort: 'city', direction: 'asc' });
  });

  it('ignores a filter text the list calls would refuse (a NUL character, too long) and keeps the others', async () => {
    const { calls } = mockFetch({ '/viewpeople': server });
    const longest = 'x'.repeat(LIST_FILTER_MAX_LENGTH);
    const { unmount } = renderPeopleApp(`/people?filter.name=Per%00son&filter.city=Denver`);
    expect(await screen.findByText('Showing rows 1 to 10 of 11')).toBeInTheDocument();
    expect(lastBody(calls)).toEqual({ page: 1, pageSize: 10, filters: { city: 'Denver' } });
    // The refused text is not put in the header either: the Name filter box stays closed.
    expect(screen.queryByRole('searchbox', { name: 'Filter Name' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Filter City' })).toHaveValue('Denver');
    unmount();

    renderPeopleApp(`/people?filter.name=${longest}y&filter.city=Boulder`);
    expect(await screen.findByText('Showing rows 1 to 10 of 12')).toBeInTheDocument();
    expect(lastBody(calls)).toEqual({ page: 1, pageSize: 10, filters: { city: 'Boulder' } });
    unmount();

    // The longest text the calls take is still sent.
    renderPeopleApp(`/people?filter.name=${longest}`);
    expect(await screen.findByText('No records match the filters.')).toBeInTheDocument();
    expect(lastBody(calls)).toEqual({ page: 1, pageSize: 10, filters: { name: longest } });
  });

  it('writes each change into the URL in place: Back from a record returns to the same page and order, the next Back leaves the list', async () => {
    const { calls } = mockFetch({ '/viewpeople': server });
    renderPeopleApp('/');
    await userEvent.click(screen.getByRole('link', { name: 'People' }));
    await screen.findByText('Showing rows 1 to 10 of 23');
    expect(queryString()).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name, descending' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('cell', { name: 'Person 13' })).toBeInTheDocument();
    expect(queryString()).toBe('?sort=name&direction=desc&page=2');

    await userEvent.dblClick(screen.getByRole('button', { name: 'Open Person 13' }));
    expect(queryString()).toBe('');
    const asked = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Showing rows 11 to 20 of 23')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Person 13' })).toBeInTheDocument();
    expect(queryString()).toBe('?sort=name&direction=desc&page=2');
    // The page is asked again as it was left (here from the cache), never page 1 in the server's order.
    expect(calls.slice(asked).map((call) => call.body)).not.toContainEqual({ page: 1, pageSize: 10, filters: {} });

    // Sorting and paging replaced the list's entry rather than adding one each.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'People' })).toBeInTheDocument();
  });

  it('writes applied filters, from page 1, and keeps a draft filter while paging', async () => {
    const { calls } = mockFetch({ '/viewpeople': server });
    renderPeopleApp('/people?page=2', { filterMode: 'apply' });
    await screen.findByText('Showing rows 11 to 20 of 23');
    await userEvent.click(screen.getByRole('button', { name: 'Filter by City' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter City' }), 'Boulder');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing rows 21 to 23 of 23');
    expect(queryString()).toBe('?page=3');
    expect(screen.getByRole('searchbox', { name: 'Filter City' })).toHaveValue('Boulder');

    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Showing rows 1 to 10 of 12')).toBeInTheDocument();
    expect(queryString()).toBe('?filter.city=Boulder');
    expect(lastBody(calls)).toEqual({ page: 1, pageSize: 10, filters: { city: 'Boulder' } });
  });

  it('shows the last page for a page past the end', async () => {
    const { calls } = mockFetch({ '/viewpeople': server });
    renderPeopleApp('/people?page=9');
    expect(await screen.findByText('Showing rows 21 to 23 of 23')).toBeInTheDocument();
    expect(queryString()).toBe('?page=3');
    expect(lastBody(calls)).toEqual({ page: 3, pageSize: 10, filters: {} });
  });

  it('leaves the URL alone for a list kept out of it', async () => {
    const { calls } = mockFetch({ '/viewpeople': server });
    renderPeopleApp('/people?page=2', { inUrl: false });
    await screen.findByText('Showing rows 1 to 10 of 23');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing rows 11 to 20 of 23');
    expect(lastBody(calls)).toEqual({ page: 2, pageSize: 10, filters: {} });
    expect(queryString()).toBe('?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by City' }));
    await waitFor(() => expect(lastBody(calls)).toEqual({ page: 1, pageSize: 10, filters: {}, sort: 'city', direction: 'asc' }));
    expect(queryString()).toBe('?page=2');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { api, skipToken } from '@kyubos/api';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { MultiFormScreen } from './form-screen';
import { useRouteId } from './route-id';

interface Policy {
  id: number;
  intake_id: number;
  lastname: string;
}
interface Definition {
  name: string;
}

const kitMultiApi = api.injectEndpoints({
  endpoints: (build) => ({
    kitPolicy: build.query<Policy, number>({ query: (id) => ({ url: '/editpolicy', method: 'POST', body: { id } }) }),
    kitDefinition: build.query<Definition, number>({ query: (id) => ({ url: '/viewdefinition', method: 'POST', body: { intake_id: id } }) }),
  }),
  overrideExisting: 'throw',
});

/** The second query depends on the first's answer, as an edit form's definition does on its record. */
function EditPolicy() {
  const id = useRouteId();
  const policy = kitMultiApi.useKitPolicyQuery(id ?? skipToken);
  const definition = kitMultiApi.useKitDefinitionQuery(policy.data?.intake_id ?? skipToken);
  return (
    <MultiFormScreen
      title="Edit Policy"
      list={{ label: 'Policies', href: '/policies' }}
      access={{ canWrite: true, isLoading: false }}
      loads={{ policy: id === null ? null : policy, definition }}
      what={{ policy: 'policy', definition: 'form' }}
    >
      {({ policy: record, definition: form }) => <p>{`${record.lastname} on ${form.name}`}</p>}
    </MultiFormScreen>
  );
}

const renderAt = (path: string) => renderWithProviders(<Routes><Route path="/edit/:id" element={<EditPolicy />} /></Routes>, { path });

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
});

describe('a form screen that needs several answers', () => {
  it('shows Loading until every answer is there, then the form with all of them', async () => {
    const { calls } = mockFetch({ '/editpolicy': { body: { id: 4, intake_id: 9, lastname: 'Reyes' } }, '/viewdefinition': { body: { name: 'PROPERTY' } } });
    renderAt('/edit/4');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('link', { name: 'Policies' })).toHaveAttribute('href', '/policies');
    expect(await screen.findByText('Reyes on PROPERTY')).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([{ id: 4 }, { intake_id: 9 }]);
  });

  it('names the query that failed, with Retry asking it again', async () => {
    let fail = true;
    mockFetch({
      '/editpolicy': { body: { id: 4, intake_id: 9, lastname: 'Reyes' } },
      '/viewdefinition': () => (fail ? { status: 500, body: { message: 'Something went wrong' } } : { body: { name: 'PROPERTY' } }),
    });
    renderAt('/edit/4');
    expect(await screen.findByText('The form could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Reyes on PROPERTY')).toBeInTheDocument();
  });

  it('shows the not-found page for a missing record and for a malformed id, and a refusal naming the list', async () => {
    mockFetch({ '/editpolicy': { status: 404, body: { message: 'Not found' } } });
    const first = renderAt('/edit/4');
    expect(await screen.findByText('Oops, page not available!')).toBeInTheDocument();
    first.unmount();

    const { calls } = mockFetch({});
    const second = renderAt('/edit/abc');
    expect(screen.getByText('Oops, page not available!')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    second.unmount();

    mockFetch({ '/editpolicy': { status: 403, body: { message: 'You need Read permission for this' } } });
    renderAt('/edit/4');
    expect(await screen.findByText('You do not have access to Policies')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

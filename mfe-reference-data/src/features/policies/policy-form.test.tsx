import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveToken, mockFetch, renderRoutes } from '@kyubos/devtools/testing';
import { AddPolicyPage } from './components/policy-form';

beforeEach(() => {
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('login_type', '2');
  localStorage.setItem('client_id', '2');
});

describe('Policy product form', () => {
  it("shows its fields in spec 1 §2.7's order and returns to the policy products on Save", async () => {
    const { calls } = mockFetch({
      '/myaccess': { body: { everything: true, items: [] } },
      '/policy': { status: 201, body: { message: 'Policy created', policy: { id: 9 } } },
    });
    renderRoutes({ '/user_admin_add_policies': <AddPolicyPage /> }, '/user_admin_add_policies');
    const user = userEvent.setup();
    const form = (await screen.findByRole('button', { name: 'Save' })).closest('form')!;
    const labels = Array.from(form.querySelectorAll('label')).map((label) => label.textContent?.replace(/\s*\*$/, '').trim());
    expect(labels).toEqual(['Policy Id', 'Policy Name', 'Policy Amount', 'Policy Duration', 'Description', 'Policy Limit', 'Agent Commission']);

    await user.type(screen.getByLabelText(/^Policy Id/), 'GL-100');
    await user.type(screen.getByLabelText(/^Policy Name/), 'General Liability');
    await user.type(screen.getByLabelText(/^Policy Amount/), '1500.50');
    await user.type(screen.getByLabelText(/^Policy Duration/), '12');
    await user.type(screen.getByLabelText(/^Description/), 'Contractors');
    await user.type(screen.getByLabelText(/^Policy Limit/), '100000');
    await user.type(screen.getByLabelText(/^Agent Commission/), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The products list: /user_admin_policies lists the issued policies.
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_policy_products');
    expect(calls.find((call) => call.path === '/policy')?.body).toMatchObject({ policy_id: 'GL-100', description: 'Contractors', policy_amount: '1500.50', company_id: 2 });
  });
});

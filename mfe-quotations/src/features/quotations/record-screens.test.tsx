import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { IntakeFormDefinitionResponse, PaymentHistoryResponse, PolicyInstallmentsResponse, PolicyQuotation, PolicyQuotationHistory } from '@kyubos/contracts';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { BinderViewPage } from './components/binder-view-page';
import { HistoryListPage, HistoryViewPage } from './components/history-pages';
import { PolicyViewPage } from './components/policy-view-page';
import { QuotationApprovalPage, QuotationViewPage } from './components/quotation-view-page';
import { EditQuotationPage } from './components/quotation-form';

const RECORD: PolicyQuotation = {
  id: 41,
  intake_id: 3,
  intake_Name: 'PROPERTY',
  intake_subName: 'Habitational',
  createdAt: '2026-11-02T15:04:00.000Z',
  unique_id: 'SUM-Q-2026-000041',
  customer_id: 9,
  firstname: 'Dana',
  lastname: 'Reyes',
  address: '1550 Wewatta St',
  city: 'Denver',
  state: 'CO',
  zipcode: '80202',
  phonenumber: '3035550100',
  email: 'dana@example.com',
  policyeffectivedate: '2026-01-31',
  policyscheduledate: '2027-01-31',
  state_name: 'Colorado',
  policyamount: 1200,
  status: 'Binder',
  quotation: 1,
  policyapproved: 1,
  becomepolicy: 0,
  company_id: 2,
  policycreator_id: 5,
  policycreator_name: 'Summit Specialty MGA',
  intake_form_id: null,
  sublob_id: 4,
  sublob_code: 'HAB',
  sublob_name: 'Habitational',
  program_id: 6,
  programname: 'Front Range Homes',
  state_id: 8,
  Admitted: '1',
  submga_id: null,
  submga_code: null,
  submga_name: null,
  policyschedule: '1month',
  policyduration: '1year',
  balance: 1200,
  policyquotation_graceperiod: '30 days',
  paymentgraceperiod: '10 days',
  paymentschedule: '1month',
  autopayment: 0,
  cardnumber: null,
  policydetails: { '11': { 'Roof Type': { '0': 'Metal' } } },
  policycoverage: [
    {
      coverage_id: 1,
      coverage_name: 'Building',
      covargerequired: 'required',
      coverageinclude: 'Y',
      coverageacceptdate: '2026-01-31',
      coveragelimit: 5000000,
      coverageaccept: 400000,
      deductiblebasis: 'Fixed Amt',
      deductible: 1000,
      deductibleamount: 1000,
      premium: 1200,
    },
    {
      coverage_id: 2,
      coverage_name: 'Flood',
      covargerequired: '',
      coverageinclude: 'N',
      coverageacceptdate: '2026-01-31',
      coveragelimit: 100000,
      coverageaccept: 0,
      deductiblebasis: 'Percentage',
      deductible: 0,
      deductibleamount: 0,
      premium: 0,
    },
  ],
  updatedAt: '2026-11-02T15:04:00.000Z',
  approved_by: 5,
  approved_at: '2026-11-03T10:00:00.000Z',
  policy_number: null,
  policy_issued_at: null,
  vehicle: null,
  vehicleModel: null,
  vehicleModelYear: null,
};
const VEHICLE = { vehicle: 'Ford', vehicleModel: 'Transit 250', vehicleModelYear: '2022' } as const;

/** The Vehicle Details table as header and cell texts, or null when the screen shows none. */
function vehicleTable() {
  const table = screen.queryByRole('table', { name: 'Vehicle Details' });
  if (!table) return null;
  return [within(table).getAllByRole('columnheader'), within(table).getAllByRole('cell')].map((cells) => cells.map((cell) => cell.textContent));
}

const DEFINITION: IntakeFormDefinitionResponse = {
  category: { id: 3, name: 'PROPERTY', category_name: 'PROPERTY', sublob: null, intaketype: null } as unknown as IntakeFormDefinitionResponse['category'],
  groups: [
    {
      attribute_group_id: 20,
      name: 'Building Information',
      displaytype: 'Single Column',
      numberofrow: 1,
      attributes: [
        {
          id: 11,
          group_id: 20,
          name: 'Roof Type',
          attribute_name: 'policyamount',
          attribute_type: 'text',
          isrequired: '',
          description: null,
          attributeformat: null,
          attribute_max_lenght: '0',
          attribute_data_type: null,
          radiogroup: null,
          selectgroup: null,
          rank: 1,
        },
      ],
    },
  ],
};

const NO_PAYMENTS: PaymentHistoryResponse = { policypaymenthistory: [], policyamount: 1200, balance: 1200 };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${(location.state as { notice?: string } | null)?.notice ?? ''}`}</p>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/user_admin_view_policy_quotation/:id/:intake_id" element={<QuotationViewPage />} />
      <Route path="/view_admin_policy_quotation/:id/:intake_id" element={<QuotationApprovalPage />} />
      <Route path="/user_admin_view_binder_policies/:id/:intake_id" element={<BinderViewPage />} />
      <Route path="/user_admin_view_policies/:id/:intake_id" element={<PolicyViewPage />} />
      <Route path="/edit_intakeform_user_admin_policy/:id/:intake_id" element={<EditQuotationPage />} />
      <Route path="/user_admin_edit_quotation_policies/:id" element={<EditQuotationPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path },
  );
}

function answers(record: PolicyQuotation, payments: PaymentHistoryResponse = NO_PAYMENTS, extra = {}) {
  return mockFetch({
    '/viewpolicyquotation': { body: { Policyquotations: record } },
    '/viewpolicypaymenthistory': { body: payments },
    '/viewintakeformdefinition': { body: DEFINITION },
    '/viewquotationsettings': { body: { settings: { approver_must_differ: false } } },
    '/myaccess': { body: { everything: true, items: [] } },
    ...extra,
  });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
  localStorage.setItem('user_id', '5');
  localStorage.setItem('login_type', '1');
});

describe('Binder detail', () => {
  it('shows the Payment Schedule the record is billed by when none was chosen (1 Year, as the Instalment Plan)', async () => {
    answers({ ...RECORD, paymentschedule: null });
    renderAt('/user_admin_view_binder_policies/41/3');
    const premium = await screen.findByRole('region', { name: 'Premium Details' });
    expect(within(premium).getByText('Payment Schedule').nextElementSibling).toHaveTextContent(/^1 Year$/);
  });

  it('shows every Premium Details field of the binder, the included coverages and the attribute groups read-only', async () => {
    answers(RECORD);
    renderAt('/user_admin_view_binder_policies/41/3');
    const premium = await screen.findByRole('region', { name: 'Premium Details' });
    const pairs = within(premium)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'Policy Effective Date: 01-31-2026',
      'Policy Schedule: 1 Month',
      'Policy Schedule Date: 01-31-2027',
      'Policy Amount: $1,200.00',
      'Payment Schedule: 1 Month',
      'Policy Payment Grace Period: 10 days',
      'Sub LOB: Habitational',
      'Policy State: Colorado',
      'Policy Program: Front Range Homes',
      'Admitted: Y',
      'Auto Payment: False',
    ]);
    const coverage = screen.getByRole('table', { name: 'Coverage Details' });
    expect(within(coverage).getAllByRole('row')).toHaveLength(2);
    expect(within(coverage).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', 'Building', '$5,000,000', '$1,200.00']);
    expect(within(screen.getByRole('region', { name: 'Building Information' })).getByText('Metal')).toBeInTheDocument();
    // Payment Details only once a payment exists.
    expect(screen.queryByRole('button', { name: 'Payment Details' })).not.toBeInTheDocument();
  });

  it('reverts after the confirmation and returns to the binder list with the message', async () => {
    const user = userEvent.setup();
    const { calls } = answers(RECORD, NO_PAYMENTS, {
      '/policyrevartback': { body: { message: 'Binder reverted to quotation', id: 41, quotation: 1, policyapproved: 0, becomepolicy: 0 } },
    });
    renderAt('/user_admin_view_binder_policies/41/3');
    await user.click(await screen.findByRole('button', { name: 'Revert Back To Quotation' }));
    const dialog = screen.getByRole('dialog', { name: 'Revert Back To Quotation' });
    expect(dialog).toHaveTextContent('Are you sure you want to Revert to Quotation?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_policy_binder Binder reverted to quotation');
    expect(calls.find((call) => call.path === '/policyrevartback')?.body).toEqual({ id: 41, company_id: 2 });
  });

  it('offers Delete Binder only to a user who may delete records (Admin): the server refuses the rest', async () => {
    answers(RECORD, NO_PAYMENTS, {
      '/myaccess': { body: { everything: false, items: [{ url: '/user_admin_policy_binder', level: 'read_and_write' }] } },
    });
    renderAt('/user_admin_view_binder_policies/41/3');
    expect(await screen.findByRole('button', { name: 'Revert Back To Quotation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Binder' })).not.toBeInTheDocument();
  });

  it('keeps the delete failure of spec 3 §8 on screen with the reason', async () => {
    const user = userEvent.setup();
    answers(RECORD, NO_PAYMENTS, { '/deletepolicyquotationlist': { status: 409, body: { message: 'Only a quotation or a binder can be deleted; this is a Policy' } } });
    renderAt('/user_admin_view_binder_policies/41/3');
    await user.click(await screen.findByRole('button', { name: 'Delete Binder' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Binder' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Quotation?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error Delete Binder. Please try again. Only a quotation or a binder can be deleted; this is a Policy',
    );
  });

  it('takes a payment through "Select an Option" on the balance, sending no more than the type needs', async () => {
    const user = userEvent.setup();
    const { calls } = answers(RECORD, NO_PAYMENTS, {
      '/policyquotationpayment': { status: 201, body: { message: 'Policy SUM-P-2026-000007 issued', id: 41, policy_number: 'SUM-P-2026-000007' } },
    });
    renderAt('/user_admin_view_binder_policies/41/3');
    await user.click(await screen.findByRole('button', { name: 'Process To Policy' }));
    // Spec 3 §2.7's title on screen, named for the action that opened it.
    const dialog = screen.getByRole('dialog', { name: 'Process To Policy: Select an Option' });
    expect(within(dialog).getByRole('heading', { name: 'Select an Option' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Balance $1,200.00');
    await user.selectOptions(within(dialog).getByLabelText(/Payment Type/), 'ZELLE Payment');
    await user.type(within(dialog).getByLabelText(/Paid Amount/), '200');
    await user.type(within(dialog).getByLabelText(/Reference Number/), 'ZL-9912');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_policy_binder Policy SUM-P-2026-000007 issued');
    expect(calls.find((call) => call.path === '/policyquotationpayment')?.body).toEqual({
      id: 41,
      client_id: 2,
      autopayment: 0,
      policyPaymentType: 'ZELLE Payment',
      paidamount: 200,
      referencenumber: 'ZL-9912',
    });
  });
});

describe('Quotation view and approval', () => {
  const QUOTATION: PolicyQuotation = { ...RECORD, status: 'Quotation', policyapproved: 0, approved_by: null, approved_at: null };

  it('sends a record of another stage to the screen of its stage', async () => {
    answers(RECORD);
    renderAt('/user_admin_view_policy_quotation/41/3');
    expect(await screen.findByRole('heading', { name: 'View Binder' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('links a quotation to its approval; approval failure shows the spec message and the server reason', async () => {
    const user = userEvent.setup();
    answers(QUOTATION, NO_PAYMENTS, {
      '/policyapproveuser': { status: 403, body: { message: 'The approver must differ from the creator of the quotation.' } },
    });
    renderAt('/user_admin_view_policy_quotation/41/3');
    expect(await screen.findByRole('link', { name: 'Review for Approval' })).toHaveAttribute('href', '/view_admin_policy_quotation/41/3');
    await user.click(screen.getByRole('link', { name: 'Review for Approval' }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Quotation' });
    expect(dialog).toHaveTextContent('Are you sure you want to Approve Quotation?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error Approve Quotation. Please try again. The approver must differ from the creator of the quotation.',
    );
  });

  it('with maker-checker on, the creator sees why and cannot press Approve', async () => {
    answers(QUOTATION, NO_PAYMENTS, { '/viewquotationsettings': { body: { settings: { approver_must_differ: true } } } });
    renderAt('/view_admin_policy_quotation/41/3');
    expect(await screen.findByRole('note')).toHaveTextContent('The approver must differ from the creator of the quotation. Another user of the client approves it.');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
  });

  it('declining the delete confirmation goes back to the quotations list without deleting', async () => {
    const user = userEvent.setup();
    const { calls } = answers(QUOTATION);
    renderAt('/view_admin_policy_quotation/41/3');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Quotation' });
    expect(dialog).toHaveTextContent('Do you want to delete Quotation?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_policy_quotations');
    expect(calls.some((call) => call.path === '/deletepolicyquotationlist')).toBe(false);
  });

  it('Escape on "Do you want to delete Quotation?" closes the question and stays on the quotation', async () => {
    const user = userEvent.setup();
    const { calls } = answers(QUOTATION, NO_PAYMENTS);
    renderAt('/view_admin_policy_quotation/41/3');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Delete Quotation' })).toHaveTextContent('Do you want to delete Quotation?');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Approve Policies Quotation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/deletepolicyquotationlist')).toBe(false);
  });

  it('Cancel offers to re-create the intake form and sends the quotation back to /user_admin_home', async () => {
    const user = userEvent.setup();
    const { calls } = answers(QUOTATION, NO_PAYMENTS, {
      '/createqutationtointake': { body: { message: 'Successfully create intake form from quotation!', id: 41, quotation: 0, policyapproved: 0, becomepolicy: 0 } },
    });
    renderAt('/view_admin_policy_quotation/41/3');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Re-create Intake Form' });
    expect(dialog).toHaveTextContent('Do you want to Re-create Intake Form?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user_admin_home Successfully create intake form from quotation!');
    expect(calls.find((call) => call.path === '/createqutationtointake')?.body).toEqual({ historyItem: { id: 41 } });
  });
});

describe('Policy view', () => {
  it('shows the policy number, status, balance, the 12-term schedule and every payment by its last 4 digits', async () => {
    const policy: PolicyQuotation = { ...RECORD, status: 'Policy', becomepolicy: 1, policy_number: 'SUM-P-2026-000007', policy_issued_at: '2026-11-04T09:00:00.000Z' };
    answers(policy, {
      policyamount: 1200,
      balance: 949.5,
      policypaymenthistory: [
        {
          id: 3,
          quotation_id: 41,
          policyPaymentType: 'CREDIT CARD',
          paidamount: 250.5,
          balance: 949.5,
          bankname: null,
          bankroutingnumber: null,
          bankaccount_last4: null,
          bankaccountnumber: null,
          referencenumber: null,
          cardholdername: 'Dana Reyes',
          card_last4: '1111',
          cardnumber: '**** 1111',
          expiredate: '12/39',
          autopayment: '0',
          createdby_id: 5,
          createdby_name: 'Summit Specialty MGA',
          createdAt: '2026-11-04T09:00:00.000Z',
        },
      ],
    });
    renderAt('/user_admin_view_policies/41/3');
    expect(await screen.findByRole('heading', { name: 'Policy SUM-P-2026-000007' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Policy' });
    await waitFor(() => expect(summary).toHaveTextContent('Balance$949.50'));
    expect(summary).toHaveTextContent('StatusPolicy');
    // A whole amount has its cents as the others do.
    expect(summary).toHaveTextContent('Policy Amount$1,200.00');
    expect(summary).toHaveTextContent('Paid$250.50');
    const schedule = within(screen.getByRole('region', { name: 'Schedule Details' })).getAllByRole('row');
    expect(schedule).toHaveLength(13);
    expect(within(schedule[12]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['12', '12-31-2026', '01-31-2027', '01-16-2027', 'Schedule']);
    const payment = within(screen.getByRole('region', { name: 'Payments' })).getAllByRole('row')[1]!;
    expect(payment).toHaveTextContent('Card: **** 1111');
    expect(payment).toHaveTextContent('$250.50');
    expect(screen.getByRole('button', { name: 'Take Payment' })).toBeEnabled();
  });

  it('shows the instalment plan beside the schedule, and Take Payment offers the next instalment', async () => {
    const user = userEvent.setup();
    const policy: PolicyQuotation = { ...RECORD, status: 'Policy', becomepolicy: 1, policy_number: 'SUM-P-2026-000007', policy_issued_at: '2026-11-04T09:00:00.000Z' };
    const installments: PolicyInstallmentsResponse = {
      installments: [
        { number: 1, duedate: '2026-12-01', amount: 400, paid: 250.5, status: 'Overdue' },
        { number: 2, duedate: '2027-04-01', amount: 400, paid: 0, status: 'Due' },
        { number: 3, duedate: '2027-08-01', amount: 400, paid: 0, status: 'Due' },
      ],
      balance: 949.5,
      next_due: { number: 1, duedate: '2026-12-01', amount: 149.5 },
      next_to_fall_due: { number: 2, duedate: '2027-04-01', amount: 400 },
      overdue: 149.5,
      delinquency_date: '2026-12-11',
      billing_status: 'Delinquent',
      refund_due: 0,
      grace_period: '10 days',
      schedule: '4months',
      payments: [{ id: 3, date: '2026-11-04', amount: 250.5, method: 'CREDIT CARD', last4: '1111', paid_for: [{ number: 1, amount: 250.5 }] }],
      notice: null,
    };
    answers(policy, { ...NO_PAYMENTS, balance: 949.5 }, { '/viewpolicyinstallments': { body: installments } });
    renderAt('/user_admin_view_policies/41/3');
    const plan = await screen.findByRole('region', { name: 'Instalment Plan' });
    const rows = await within(plan).findAllByRole('row');
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '12-01-2026', '$400.00', '$250.50', 'Overdue']);
    expect(plan).toHaveTextContent('Billing StatusDelinquent');
    // The overdue instalment is named as overdue, not as the next due.
    expect(plan).toHaveTextContent('Overdue$149.50 since 12-01-2026 (instalment 1)');
    expect(plan).toHaveTextContent('Next Due$400.00 on 04-01-2027 (instalment 2)');
    expect(plan).not.toHaveTextContent('Next Due$149.50');
    expect(within(plan).getByRole('button', { name: /Receipt of the payment of 11-04-2026/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Schedule Details' })).toHaveTextContent('not payment dates');

    await user.click(screen.getByRole('button', { name: 'Take Payment' }));
    expect(within(await screen.findByRole('dialog')).getByRole('combobox', { name: /Payment Type/ })).toBeInTheDocument();
    await user.selectOptions(within(screen.getByRole('dialog')).getByRole('combobox', { name: /Payment Type/ }), 'MONEY ORDER');
    expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: /Paid Amount/ })).toHaveValue('149.50');
  });

  it('shows what a payment paid beyond the plan as it stands (a cancellation returned it) as to refund, not as paid in advance', async () => {
    const policy: PolicyQuotation = { ...RECORD, status: 'Policy', becomepolicy: 1, policy_number: 'SUM-P-2026-000007', policy_issued_at: '2026-11-04T09:00:00.000Z' };
    const installments: PolicyInstallmentsResponse = {
      installments: [{ number: 1, duedate: '2026-12-01', amount: 150, paid: 150, status: 'Paid' }],
      balance: -100,
      next_due: null,
      next_to_fall_due: null,
      overdue: 0,
      delinquency_date: null,
      billing_status: null,
      refund_due: 100,
      grace_period: '10 days',
      schedule: '4months',
      payments: [{ id: 3, date: '2026-11-04', amount: 250, method: 'CREDIT CARD', last4: '1111', paid_for: [{ number: 1, amount: 150 }, { number: 0, amount: 100 }] }],
      notice: null,
    };
    answers(policy, { ...NO_PAYMENTS, balance: -100 }, { '/viewpolicyinstallments': { body: installments } });
    renderAt('/user_admin_view_policies/41/3');
    const plan = await screen.findByRole('region', { name: 'Instalment Plan' });
    expect(await within(plan).findByText('#1 $150.00, to refund $100.00')).toBeInTheDocument();
    // Nothing is left to pay: Take Payment says why it is disabled.
    const take = screen.getByRole('button', { name: 'Take Payment' });
    expect(take).toHaveAttribute('aria-disabled', 'true');
    expect(take).toHaveAccessibleDescription('Nothing is due: this policy has a refund of $100.00 due.');
    expect(plan).toHaveTextContent('Overdue$0.00');
    expect(plan).toHaveTextContent('Next DueNothing due');
  });
});

describe("the carrier's policy number", () => {
  it('is shown read-only on the view of an imported record once it moves on (binder, policy), and not for a record without one', async () => {
    const imported = { ...RECORD, carrier_policy_number: 'ATL-2612-9001' };
    answers(imported);
    const { unmount } = renderAt('/user_admin_view_binder_policies/41/3');
    const carrier = await screen.findByLabelText('Carrier');
    expect([...carrier.querySelectorAll('dt, dd')].map((cell) => cell.textContent)).toEqual(['Carrier Policy Number', 'ATL-2612-9001']);
    unmount();

    answers({ ...imported, becomepolicy: 1, status: 'Policy', policy_number: 'SUM-P-2026-000041' });
    const policy = renderAt('/user_admin_view_policies/41/3');
    expect(await screen.findByText('ATL-2612-9001')).toBeInTheDocument();
    policy.unmount();

    answers(RECORD);
    renderAt('/user_admin_view_binder_policies/41/3');
    await screen.findByRole('region', { name: 'Premium Details' });
    expect(screen.queryByText('Carrier Policy Number')).not.toBeInTheDocument();
  });
});

describe('Vehicle Details', () => {
  const QUOTATION: PolicyQuotation = { ...RECORD, ...VEHICLE, status: 'Quotation', policyapproved: 0, approved_by: null, approved_at: null };

  it.each([
    ['the read-only view', '/user_admin_view_policy_quotation/41/3', QUOTATION, 'View Policies Quotation'],
    ['the approval', '/view_admin_policy_quotation/41/3', QUOTATION, 'Approve Policies Quotation'],
    ['the binder detail', '/user_admin_view_binder_policies/41/3', { ...RECORD, ...VEHICLE }, 'View Binder'],
  ])('%s shows brand, model and year above Premium Details', async (_screen, path, record, heading) => {
    answers(record);
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Premium Details' });
    expect(vehicleTable()).toEqual([
      ['Brand Name', 'Model', 'Year'],
      ['Ford', 'Transit 250', '2022'],
    ]);
    const vehicle = screen.getByRole('region', { name: 'Vehicle Details' });
    expect(vehicle.compareDocumentPosition(screen.getByRole('region', { name: 'Premium Details' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown unless vehicle, model and year all exist', async () => {
    answers({ ...QUOTATION, vehicleModelYear: null });
    renderAt('/user_admin_view_policy_quotation/41/3');
    await screen.findByRole('region', { name: 'Premium Details' });
    expect(vehicleTable()).toBeNull();
    expect(screen.queryByRole('region', { name: 'Vehicle Details' })).not.toBeInTheDocument();
  });
});

describe("the record's date attributes", () => {
  const roofType = DEFINITION.groups[0]!.attributes[0]!;
  const DATED: IntakeFormDefinitionResponse = {
    ...DEFINITION,
    groups: [
      ...DEFINITION.groups,
      {
        attribute_group_id: 60,
        name: 'Policy Information',
        displaytype: 'Single Column',
        numberofrow: 1,
        attributes: [
          { ...roofType, id: 62, group_id: 60, name: 'Effective Date', attribute_name: 'policyeffectivedate', attribute_type: 'date', isrequired: 'required' },
          { ...roofType, id: 63, group_id: 60, name: 'Schedule Date', attribute_name: 'policyscheduledate', attribute_type: 'date' },
        ],
      },
    ],
  };

  it("show the record's dates read-only, not stored values that disagree", async () => {
    const record = { ...RECORD, policydetails: { ...RECORD.policydetails, '62': { 'Effective Date': { '0': '2026-06-01' } } } };
    answers(record, NO_PAYMENTS, { '/viewintakeformdefinition': { body: DATED } });
    renderAt('/user_admin_view_binder_policies/41/3');
    const policy = await screen.findByRole('region', { name: 'Policy Information' });
    const pairs = within(policy)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(['Effective Date: 01-31-2026', 'Schedule Date: 01-31-2027']);
  });
});

describe("the insured's attributes", () => {
  const roofType = DEFINITION.groups[0]!.attributes[0]!;
  const INSURED: IntakeFormDefinitionResponse = {
    ...DEFINITION,
    groups: [
      {
        attribute_group_id: 70,
        name: 'Insured Details',
        displaytype: 'Double Column',
        numberofrow: 1,
        attributes: [
          { ...roofType, id: 71, group_id: 70, name: 'First Name', attribute_name: 'firstname' },
          { ...roofType, id: 72, group_id: 70, name: 'City', attribute_name: 'city' },
          { ...roofType, id: 73, group_id: 70, name: 'Phone Number', attribute_name: 'phonenumber', attributeformat: '(999) 999-9999' },
          { ...roofType, id: 74, group_id: 70, name: 'Email', attribute_name: 'email', attribute_type: 'email' },
        ],
      },
      ...DEFINITION.groups,
    ],
  };
  // policydetails keeps what was typed long ago; the record's own fields are the insured's now (an endorsement changed them).
  const STALE = {
    ...RECORD,
    firstname: 'Dana',
    city: 'Boulder',
    phonenumber: '18095551021',
    email: 'dana.reyes@example.com',
    policydetails: {
      ...RECORD.policydetails,
      '71': { 'First Name': { '0': 'Danielle' } },
      '72': { City: { '0': 'Denver' } },
      '73': { 'Phone Number': { '0': '(963) 074-1852' } },
      '74': { Email: { '0': 'old@example.com' } },
    },
  };
  const POLICY: PolicyQuotation = { ...STALE, status: 'Policy', becomepolicy: 1, policy_number: 'SUM-P-2026-000007', policy_issued_at: '2026-11-04T09:00:00.000Z' };

  it.each([
    ['the policy view', '/user_admin_view_policies/41/3', POLICY],
    ['the binder view', '/user_admin_view_binder_policies/41/3', STALE],
    ['the quotation view', '/user_admin_view_policy_quotation/41/3', { ...STALE, status: 'Quotation', policyapproved: 0, approved_by: null, approved_at: null } as PolicyQuotation],
  ])("%s shows the record's own insured values, the phone as the edit form shows it, not the stored ones", async (_screen, path, record) => {
    answers(record, NO_PAYMENTS, { '/viewintakeformdefinition': { body: INSURED } });
    renderAt(path);
    const insured = await screen.findByRole('region', { name: 'Insured Details' });
    const pairs = within(insured)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(['First Name: Dana', 'City: Boulder', 'Phone Number: (809) 555-1021', 'Email: dana.reyes@example.com']);
    expect(screen.queryByText('(963) 074-1852')).not.toBeInTheDocument();
  });

  it("the policy view's header shows the insured's phone as the Insured Details do, not as stored digits", async () => {
    answers(POLICY, NO_PAYMENTS, { '/viewintakeformdefinition': { body: INSURED } });
    renderAt('/user_admin_view_policies/41/3');
    const header = await screen.findByRole('region', { name: 'Policy' });
    const phone = within(header).getByText('Phone', { selector: 'dt' });
    expect(phone.nextElementSibling).toHaveTextContent('(809) 555-1021');
    expect(within(header).queryByText('18095551021')).not.toBeInTheDocument();
  });
});

describe('values of attributes no longer on the form', () => {
  it('are listed apart on the view by the names they were stored under, table entries together', async () => {
    const record = {
      ...RECORD,
      policydetails: { ...RECORD.policydetails, '41': { 'Hull ID': { '0': 'ABC-12345' } }, '42': { Vessel: { '0': 'Sea Star', '1': 'Wave' } } },
    };
    answers(record, NO_PAYMENTS);
    renderAt('/user_admin_view_binder_policies/41/3');
    const table = await screen.findByRole('table', { name: 'Details no longer on the form' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Hull ID', 'ABC-12345'],
      ['Vessel', 'Sea Star, Wave'],
    ]);
  });

  it('are not listed when the record has none', async () => {
    answers(RECORD, NO_PAYMENTS);
    renderAt('/user_admin_view_binder_policies/41/3');
    await screen.findByRole('region', { name: 'Coverage Details' });
    expect(screen.queryByRole('table', { name: 'Details no longer on the form' })).not.toBeInTheDocument();
  });
});

describe('Quotation history', () => {
  const revision = (id: number, comments: string, city: string): PolicyQuotationHistory => {
    const { id: _id, updatedAt: _updated, approved_by: _by, approved_at: _at, policy_number: _number, policy_issued_at: _issued, ...fields } = RECORD;
    return { ...fields, id, quotation_id: 41, city, comments, changed_by: 'Summit Specialty MGA', createdAt: `2026-11-0${id}T15:04:00.000Z` };
  };

  /** The history list of quotation 41 (two revisions), and the screen of revision 2 it opens. */
  function renderHistory() {
    const fetched = mockFetch({
      '/viewpolicyquotationhistory': { body: { policyquotationhistory: [revision(1, 'Quotation generated', 'Denver'), revision(2, 'Quotation saved', 'Lakewood')] } },
      '/editpolicyquotationhistory': { body: { Policyquotationhis: { ...revision(2, 'Quotation saved', 'Lakewood'), ...VEHICLE } } },
      '/viewpolicypaymenthistory': { body: NO_PAYMENTS },
      '/viewintakeformdefinition': { body: DEFINITION },
    });
    renderWithProviders(
      <Routes>
        <Route path="/user_admin_policies_history_list/:id/:intake_id" element={<HistoryListPage />} />
        <Route path="/user_admin_view_quotationhistory/:id/:quotation_id/:intake_id" element={<HistoryViewPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { path: '/user_admin_policies_history_list/41/3' },
    );
    return fetched;
  }

  it('lists each revision as "Review N" with who changed it; a double click opens it read-only with Back to the list', async () => {
    const user = userEvent.setup();
    const { calls } = renderHistory();
    const table = await screen.findByRole('table', { name: 'Quotation History' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/edit_intakeform_user_admin_policy/41/3');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Review 2');
    expect(rows[1]).toHaveTextContent('Quotation saved');
    expect(rows[1]).toHaveTextContent('Summit Specialty MGA');
    expect(calls.find((call) => call.path === '/viewpolicyquotationhistory')?.body).toEqual({ company_id: 2, quotation_id: 41 });

    await user.dblClick(within(rows[1]!).getByRole('button', { name: 'Open Review 2' }));
    expect(await screen.findByRole('heading', { name: 'Quotation History: SUM-Q-2026-000041' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Premium Details' })).getByText('01-31-2026')).toBeInTheDocument();
    expect(vehicleTable()).toEqual([
      ['Brand Name', 'Model', 'Year'],
      ['Ford', 'Transit 250', '2022'],
    ]);
    expect(calls.find((call) => call.path === '/editpolicyquotationhistory')?.body).toEqual({ id: 2 });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/user_admin_policies_history_list/41/3');
  });

  it('selects a revision with a single click and opens it with a double click anywhere on its row (spec 3 §2.6)', async () => {
    const user = userEvent.setup();
    const { calls } = renderHistory();
    const table = await screen.findByRole('table', { name: 'Quotation History' });
    const row = within(table).getAllByRole('row')[2]!;
    await user.click(within(row).getByText('Quotation saved'));
    expect(row).toHaveAttribute('aria-selected', 'true');
    expect(calls.some((call) => call.path === '/editpolicyquotationhistory')).toBe(false);

    await user.dblClick(within(row).getByText('Quotation saved'));
    expect(await screen.findByRole('heading', { name: 'Quotation History: SUM-Q-2026-000041' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/editpolicyquotationhistory')?.body).toEqual({ id: 2 });
  });
});

describe('Write actions by records permission', () => {
  const QUOTATION: PolicyQuotation = { ...RECORD, status: 'Quotation', policyapproved: 0, approved_by: null, approved_at: null };
  const POLICY: PolicyQuotation = { ...RECORD, status: 'Policy', becomepolicy: 1, policy_number: 'SUM-P-2026-000007' };
  const SCREENS = [
    { path: '/user_admin_view_policy_quotation/41/3', record: QUOTATION, heading: 'View Policies Quotation', links: ['Edit Quotation', 'Review for Approval'], buttons: [] },
    { path: '/view_admin_policy_quotation/41/3', record: QUOTATION, heading: 'Approve Policies Quotation', links: [], buttons: ['Approve', 'Cancel'] },
    { path: '/user_admin_view_binder_policies/41/3', record: RECORD, heading: 'View Binder', links: [], buttons: ['Revert Back To Quotation', 'Process To Policy'] },
    { path: '/user_admin_view_policies/41/3', record: POLICY, heading: 'Policy SUM-P-2026-000007', links: [], buttons: ['Take Payment'] },
  ];
  const readerOfRecords = { body: { everything: false, items: [{ url: '/user_admin_policy_quotations', level: 'read' }, { url: '/user_admin_policies', level: 'read' }] } };
  const writerOfRecords = { body: { everything: false, items: [{ url: '/user_admin_policy_quotations', level: 'read_and_write' }] } };

  it.each(SCREENS)('a user who may only read records sees no write action on $heading', async ({ path, record, heading, links, buttons }) => {
    const { calls } = answers(record, NO_PAYMENTS, { '/myaccess': readerOfRecords });
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    // The reads stay: the schedule opens for everyone.
    expect(screen.getByRole('button', { name: 'Schedule Details' })).toBeInTheDocument();
    // Absence proves something only once the user's access has arrived.
    await waitFor(() => expect(calls.some((call) => call.path === '/myaccess')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    for (const name of links) expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    for (const name of [...buttons, 'Delete', 'Delete Binder']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it.each(SCREENS)('a user who may write records sees the write actions of $heading (Delete stays for Admin)', async ({ path, record, heading, links, buttons }) => {
    answers(record, NO_PAYMENTS, { '/myaccess': writerOfRecords });
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    for (const name of links) expect(await screen.findByRole('link', { name })).toBeInTheDocument();
    for (const name of buttons) expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});

describe('A saved intake form for a user who may only read records', () => {
  const INTAKE_FORM: PolicyQuotation = { ...RECORD, id: 88, unique_id: 'SUM-Q-2026-000082', status: 'Quotation', quotation: 0, policyapproved: 0, becomepolicy: 0 };
  const reader = { body: { everything: false, items: [{ url: '/user_admin_policy_quotations', level: 'read' }] } };

  it('opens read-only from its view link, with the Read note and nothing to save, and never asks for the edit form', async () => {
    const { calls } = answers(INTAKE_FORM, NO_PAYMENTS, { '/myaccess': reader });
    renderAt('/user_admin_view_policy_quotation/88/3');
    expect(await screen.findByRole('heading', { name: 'View Policies Quotation' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('You have Read permission on Quotations: changes are not available.');
    expect(screen.queryByText(/You do not have access/)).not.toBeInTheDocument();
    // The stored values, shown as values: no field to type in.
    expect(within(screen.getByRole('region', { name: 'Building Information' })).getByText('Metal')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule Details' })).toBeInTheDocument();
    for (const name of ['Save', 'Generate Quotation', 'Download Quotation PDF']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Quotation' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/editpolicyquotationlist')).toBe(false);
  });

  it('a quotation opened on the edit route moves to its read-only view', async () => {
    answers({ ...RECORD, status: 'Quotation', policyapproved: 0 }, NO_PAYMENTS, { '/myaccess': reader });
    renderAt('/user_admin_edit_quotation_policies/41');
    expect(await screen.findByRole('heading', { name: 'View Policies Quotation' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

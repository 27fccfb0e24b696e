import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PolicyQuotation, PolicyVersionResponse } from '@kyubos/contracts';
import { todayIso } from '@kyubos/domain';
import { liveToken, mockFetch, renderWithProviders } from '@kyubos/devtools/testing';
import { PolicyVersionSection } from './policy-version-section';

const coverage = (id: number, name: string, required: string, premium: number, include: 'Y' | 'N') => ({
  coverage_id: id,
  coverage_name: name,
  covargerequired: required,
  coveragelimit: 1000000,
  coverageaccept: 0,
  deductiblebasis: 'Fixed Amt' as const,
  deductible: 0,
  deductibleamount: 0,
  premium,
  coverageinclude: include,
  coverageacceptdate: '',
});

const RECORD = { id: 41, intake_id: 3, unique_id: 'SUM-Q-2026-000041', policy_number: 'SUM-P-2026-000007' } as unknown as PolicyQuotation;

/** An annual $1,200 policy from 01-01-2027, endorsed on 07-02-2027 adding $365 flood (+$183.00). */
const version = (asof: string): PolicyVersionResponse => {
  const endorsed = asof >= '2027-07-02';
  return {
    id: 41,
    asof,
    status: 'In force',
    version_effective: endorsed ? '2027-07-02' : '2027-01-01',
    endorsements_in_force: endorsed ? 1 : 0,
    firstname: 'Ada',
    lastname: endorsed ? 'Stone-Park' : 'Stone',
    phonenumber: null,
    email: null,
    address: null,
    city: null,
    state: null,
    zipcode: null,
    vehicle: null,
    vehicleModel: null,
    vehicleModelYear: null,
    policycoverage: [coverage(1, 'Building', 'Required', 1200, 'Y'), coverage(2, 'Flood', 'Optional', 365, endorsed ? 'Y' : 'N')],
    term_premium: endorsed ? 1565 : 1200,
    policyamount: endorsed ? 1383 : 1200,
  };
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('user_token', liveToken());
  localStorage.setItem('client_id', '2');
});

describe('The policy version as of a date', () => {
  it('asks for today first, then for the date chosen, and shows that version’s insured, coverages and premium', async () => {
    const { calls } = mockFetch({ '/viewpolicyversion': (body) => ({ body: version((body as { asof: string }).asof) }) });
    renderWithProviders(<PolicyVersionSection record={RECORD} />);
    await waitFor(() => expect(calls.some((call) => call.path === '/viewpolicyversion')).toBe(true));
    expect(calls.find((call) => call.path === '/viewpolicyversion')!.body).toEqual({ id: 41, asof: todayIso() });

    fireEvent.change(screen.getByLabelText(/As of/), { target: { value: '2027-07-01' } });
    await waitFor(() => expect(screen.getByTestId('policy-version-insured')).toHaveTextContent('Ada Stone'));
    expect(screen.getByTestId('policy-version-effective')).toHaveTextContent('01-01-2027');
    expect(screen.getByTestId('policy-version-term-premium')).toHaveTextContent('$1,200.00');
    expect(screen.getByRole('row', { name: /Flood/ })).toHaveTextContent('No');

    fireEvent.change(screen.getByLabelText(/As of/), { target: { value: '2027-07-02' } });
    await waitFor(() => expect(screen.getByTestId('policy-version-insured')).toHaveTextContent('Ada Stone-Park'));
    expect(screen.getByTestId('policy-version-effective')).toHaveTextContent('07-02-2027');
    expect(screen.getByTestId('policy-version-term-premium')).toHaveTextContent('$1,565.00');
    expect(screen.getByTestId('policy-version-premium')).toHaveTextContent('$1,383.00');
    expect(screen.getByRole('row', { name: /Flood/ })).toHaveTextContent('Yes');
  });

  it('downloads the declarations of the version as of the date chosen', async () => {
    const { calls } = mockFetch({ '/viewpolicyversion': (body) => ({ body: version((body as { asof: string }).asof) }), '/policyquotationdocument': { body: {} } });
    URL.createObjectURL = jest.fn(() => 'blob:declarations');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<PolicyVersionSection record={RECORD} />);
    fireEvent.change(screen.getByLabelText(/As of/), { target: { value: '2027-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Declarations PDF' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/policyquotationdocument')).toBe(true));
    expect(calls.find((call) => call.path === '/policyquotationdocument')!.body).toEqual({ id: 41, asof: '2027-03-01' });
  });

  it('asks only for a complete day the contract takes: while the year is typed half-way (0001, 0027) or the day does not exist, the field says why and no version shows as current', async () => {
    const { calls } = mockFetch({ '/viewpolicyversion': (body) => ({ body: version((body as { asof: string }).asof) }) });
    renderWithProviders(<PolicyVersionSection record={RECORD} />);
    const input = screen.getByLabelText(/As of/);
    fireEvent.change(input, { target: { value: '2027-07-02' } });
    await waitFor(() => expect(screen.getByTestId('policy-version-insured')).toHaveTextContent('Ada Stone-Park'));
    const asked = () => calls.filter((call) => call.path === '/viewpolicyversion').map((call) => (call.body as { asof: string }).asof);
    const before = asked().length;

    for (const typed of ['0001-11-27', '0010-11-27', '0027-11-27']) fireEvent.change(input, { target: { value: typed } });
    expect(input).toHaveAccessibleDescription('As of has the year 0027: type the year in four digits');
    expect(screen.queryByTestId('policy-version')).toBeNull();
    expect(screen.getByRole('button', { name: 'Declarations PDF' })).toBeDisabled();

    Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: true, valid: false } });
    fireEvent.change(input, { target: { value: '' } });
    expect(input).toHaveAccessibleDescription('As of is not a valid date');
    expect(screen.queryByTestId('policy-version')).toBeNull();
    expect(asked().length).toBe(before);

    Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: false, valid: true } });
    fireEvent.change(input, { target: { value: '2027-07-01' } });
    await waitFor(() => expect(screen.getByTestId('policy-version-insured')).toHaveTextContent('Ada Stone'));
    expect(asked().slice(before)).toEqual(['2027-07-01']);
  });
});

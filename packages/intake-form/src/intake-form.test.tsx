import type { CoverageRow, FormAttribute, IntakeFormGroup, PolicyDetails } from '@kyubos/contracts';
import { renderWithProviders } from '@kyubos/devtools/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CoverageTable } from './coverage-table';
import { IntakeForm } from './intake-form';
import { useIntakeForm, type IntakeFormState } from './use-intake-form';

let nextId = 100;
const attribute = (name: string, over: Partial<FormAttribute> = {}): FormAttribute => ({
  id: nextId++,
  group_id: 1,
  name,
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
  ...over,
});
const group = (name: string, displaytype: IntakeFormGroup['displaytype'], attributes: FormAttribute[], numberofrow = 0): IntakeFormGroup => ({
  attribute_group_id: nextId++,
  name,
  displaytype,
  numberofrow,
  attributes,
});

const firstName = attribute('First Name', { isrequired: 'Required' });
const zip = attribute('ZIP Code', { attributeformat: '99999', attribute_data_type: 'Numeric', attribute_max_lenght: '5', isrequired: 'required' });
const phone = attribute('Phone', { attributeformat: '(999) 999-9999', attribute_data_type: 'Numeric', attribute_max_lenght: '14' });
const code = attribute('Policy Code', { attributeformat: 'AA-9999', attribute_data_type: 'Alphanumeric', attribute_max_lenght: '7' });
const email = attribute('Email', { attribute_type: 'email' });
const born = attribute('Effective Date', { attribute_type: 'date' });
const business = attribute('Business Type', { attribute_type: 'SelectBox', selectgroup: 'Corporation,LLC' });
const claims = attribute('Prior claims', { attribute_type: 'radio', radiogroup: 'Yes,No', isrequired: 'Required' });
const safety = attribute('Safety program', { attribute_type: 'checkbox' });
const notes = attribute('Notes', { attribute_type: 'textarea' });
const fein = attribute('FEIN', { attribute_type: 'secure', attributeformat: '99-9999999', attribute_data_type: 'Numeric', attribute_max_lenght: '10' });
const ssn = attribute('Owner SSN', { attribute_type: 'PI secure' });
const vin = attribute('VIN', { isrequired: 'Required' });
const year = attribute('Model Year', { attributeformat: '9999', attribute_data_type: 'Numeric', attribute_max_lenght: '4' });

const GROUPS = [
  group('Insured', 'Single Column', [firstName, zip, phone, code]),
  group('Details', 'Double Column', [email, born, business, claims, safety, notes, fein, ssn]),
  group('Vehicles', 'Table', [vin, year], 2),
];

let state: IntakeFormState;
function Harness({ groups = GROUPS, initial }: { groups?: IntakeFormGroup[]; initial?: PolicyDetails }) {
  state = useIntakeForm(groups, initial);
  return <IntakeForm form={state} />;
}

describe('IntakeForm', () => {
  it('renders one section per group: single column, double column and a table with numbered entries', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('region', { name: 'Insured' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Details' })).toBeInTheDocument();
    const vehicles = screen.getByRole('region', { name: 'Vehicles' });
    expect(within(vehicles).getByRole('group', { name: 'Vehicles 1' })).toBeInTheDocument();
    expect(within(vehicles).getByRole('button', { name: '+ Add New Vehicles' })).toBeEnabled();
  });

  it('names each Table group\'s "+ Add New" and each entry\'s Remove after the group and the entry, so a form with several tells them apart', async () => {
    const user = userEvent.setup();
    const cars: IntakeFormGroup = group('Cars', 'Table', [vin, year], 3);
    const drivers: IntakeFormGroup = group('Drivers', 'Table', [attribute('Licence')], 3);
    renderWithProviders(<Harness groups={[cars, drivers]} />);
    expect(screen.getAllByRole('button', { name: /Add New/ }).map((button) => button.textContent)).toEqual(['+ Add New Cars', '+ Add New Drivers']);
    await user.click(screen.getByRole('button', { name: '+ Add New Cars' }));
    await user.click(screen.getByRole('button', { name: '+ Add New Drivers' }));
    expect(screen.getAllByRole('button', { name: /^Remove/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Remove Cars 1',
      'Remove Cars 2',
      'Remove Drivers 1',
      'Remove Drivers 2',
    ]);
  });

  it('renders every attribute type with its control and marks required ones', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('textbox', { name: /First Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Effective Date/)).toHaveAttribute('type', 'date');
    expect(screen.getByRole('combobox', { name: /Business Type/ })).toHaveTextContent('Corporation');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Prior claims/ })).toHaveTextContent('*');
    expect(screen.getByRole('checkbox', { name: 'Safety program' })).not.toBeChecked();
    const textarea = screen.getByRole('textbox', { name: /Notes/ });
    expect(textarea).toHaveAttribute('rows', '4');
    expect(textarea).toHaveAttribute('cols', '50');
    expect(screen.getByLabelText(/^FEIN/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^Owner SSN/)).toHaveAttribute('type', 'password');
    // A formatted field takes any typing and says when its format cannot take it (no silent cut).
    expect(screen.getByRole('textbox', { name: /ZIP Code/ })).not.toHaveAttribute('maxLength');
    expect(screen.getByRole('textbox', { name: /First Name/ })).not.toHaveAttribute('maxLength');
  });

  it('auto-formats masks as the user types, in the case each slot asks for', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '3035550100');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('(303) 555-0100');
    await user.type(screen.getByRole('textbox', { name: /Policy Code/ }), 'ab1234');
    expect(screen.getByRole('textbox', { name: /Policy Code/ })).toHaveValue('AB-1234');
  });

  it('shows the format message on blur while the value is incomplete, and clears it when emptied', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const zipBox = screen.getByRole('textbox', { name: /ZIP Code/ });
    await user.type(zipBox, '802');
    await user.tab();
    expect(screen.getByText('Please complete the field according to the format 99999 before proceeding.')).toBeInTheDocument();
    expect(zipBox).toHaveAttribute('aria-invalid', 'true');
    await user.clear(zipBox);
    expect(screen.queryByText(/Please complete the field/)).not.toBeInTheDocument();
  });

  it('refuses a value of the wrong data type inline, with a red border, keeping what was typed until it is corrected', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const zipBox = screen.getByRole('textbox', { name: /ZIP Code/ });
    await user.type(zipBox, '80');
    await user.type(zipBox, 'x');
    expect(screen.getByText('ZIP Code is invalid based on validation.')).toBeInTheDocument();
    expect(zipBox).toHaveValue('80x');
    expect(zipBox).toHaveAttribute('aria-invalid', 'true');
    await user.type(zipBox, '{Backspace}202');
    expect(zipBox).toHaveValue('80202');
    expect(screen.queryByText(/invalid based on validation/)).not.toBeInTheDocument();
  });

  describe('a value the mask cannot take is refused with its message, never rewritten into another', () => {
    const equipment = attribute('Equipment Value', { attributeformat: '9999999', attribute_data_type: 'Numeric', attribute_max_lenght: '7' });
    const amount = attribute('Policy Amount', { attributeformat: '9999999', attribute_data_type: 'Numeric', attribute_max_lenght: '7' });
    const state2 = attribute('State', { attribute_name: 'state', attributeformat: 'AA', attribute_data_type: 'String', attribute_max_lenght: '2' });
    const serial = attribute('Serial Number', { attributeformat: 'AA-9999', attribute_data_type: 'Alphanumeric', attribute_max_lenght: '7' });
    const masked = [group('Equipment', 'Single Column', [equipment, amount, state2, serial])];

    // Every character stays as typed, letters the format upper-cased before the rest came among them.
    it.each([
      ['Equipment Value', '250k', '250k'],
      ['Policy Amount', '12ab', '12ab'],
      ['State', 'Texas', 'Texas'],
      ['Serial Number', '1234-AB', '1234-AB'],
    ])('%s typed as %s stays as typed (%s), with the message, through blur, and blocks the save', async (name, typed, shown) => {
      const user = userEvent.setup();
      renderWithProviders(<Harness groups={masked} />);
      const box = screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
      await user.type(box, typed);
      expect(box).toHaveValue(shown);
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText(`${name} is invalid based on validation.`)).toBeInTheDocument();
      await user.tab();
      expect(box).toHaveValue(shown);
      expect(await screen.findByText(`${name} is invalid based on validation.`)).toBeInTheDocument();
      expect(screen.queryByText(/Please complete the field/)).not.toBeInTheDocument();
      let result = { missing: [] as string[], problems: 0 };
      act(() => {
        result = state.validate();
      });
      expect(result.problems).toBe(1);
    });

    it('a pasted value the mask cannot take is kept and refused too; one it can take is formatted', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Harness groups={masked} />);
      const box = screen.getByRole('textbox', { name: /^State/ });
      await user.click(box);
      await user.paste('Texas');
      expect(box).toHaveValue('Texas');
      expect(screen.getByText('State is invalid based on validation.')).toBeInTheDocument();
      await user.clear(box);
      expect(screen.queryByText(/invalid based on validation/)).not.toBeInTheDocument();
      await user.paste('tx');
      expect(box).toHaveValue('TX');
      expect(screen.queryByText(/invalid based on validation/)).not.toBeInTheDocument();
      expect(state.details[String(state2.id)]).toEqual({ State: { '0': 'TX' } });
      // Typed key by key, a value the mask takes is formatted as it comes; one letter removed and typed again too.
      await user.clear(box);
      await user.type(box, 'tx');
      expect(box).toHaveValue('TX');
      await user.type(box, '{Backspace}n');
      expect(box).toHaveValue('TN');
      expect(screen.queryByText(/invalid based on validation/)).not.toBeInTheDocument();
    });
  });

  it("a money field (9999999.99) takes a carrier's premium with cents as typed, and refuses a third decimal", async () => {
    const user = userEvent.setup();
    const premium = attribute('Policy Amount', { attributeformat: '9999999.99', attribute_data_type: 'Numeric', attribute_max_lenght: '10', isrequired: 'required' });
    renderWithProviders(<Harness groups={[group('Policy Information', 'Single Column', [premium])]} />);
    const box = screen.getByRole('textbox', { name: /^Policy Amount/ });
    await user.type(box, '1234.57');
    expect(box).toHaveValue('1234.57');
    await user.tab();
    expect(box).not.toHaveAttribute('aria-invalid', 'true');
    let result = { missing: [] as string[], problems: 0 };
    act(() => {
      result = state.validate();
    });
    expect(result).toMatchObject({ missing: [], problems: 0 });
    expect(state.details[String(premium.id)]).toEqual({ 'Policy Amount': { '0': '1234.57' } });
    await user.type(box, '9');
    expect(box).toHaveValue('1234.579');
    expect(screen.getByText('Policy Amount is invalid based on validation.')).toBeInTheDocument();
  });

  it('shows and hides a secure value with its toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Show FEIN' }));
    expect(screen.getByRole('textbox', { name: /^FEIN/ })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^FEIN/ }), '123456789');
    expect(screen.getByRole('textbox', { name: /^FEIN/ })).toHaveValue('12-3456789');
    await user.click(screen.getByRole('button', { name: 'Hide FEIN' }));
    expect(screen.getByLabelText(/^FEIN/)).toHaveAttribute('type', 'password');
  });

  it('counts required attributes across table rows: complete only when every entry has them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(state.check.totalRequired).toBe(4);
    expect(state.complete).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: /ZIP Code/ }), '80202');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.type(screen.getByRole('textbox', { name: /VIN/ }), 'VIN1');
    expect(state.complete).toBe(true);
    await user.click(screen.getByRole('button', { name: /^\+ Add New/ }));
    // The new entry's first field takes the focus (and so comes into view).
    expect(within(screen.getByRole('group', { name: 'Vehicles 2' })).getAllByRole('textbox')[0]).toHaveFocus();
    expect(state.check.totalRequired).toBe(5);
    expect(state.complete).toBe(false);
    expect(state.check.missing).toEqual(['VIN']);
    expect(screen.getByRole('button', { name: /^\+ Add New/ })).toBeDisabled();
    await user.type(screen.getAllByRole('textbox', { name: /VIN/ })[1]!, 'VIN2');
    expect(state.complete).toBe(true);
    expect(state.details[String(vin.id)]).toEqual({ VIN: { '0': 'VIN1', '1': 'VIN2' } });
    expect(state.dirty).toBe(true);
  });

  it("keeps a pressed button's click when leaving a field shows its format message: the message waits for the release", async () => {
    const user = userEvent.setup();
    const cars: IntakeFormGroup = group('Cars', 'Table', [vin, year], 3);
    renderWithProviders(<Harness groups={[cars]} />);
    await user.type(screen.getByRole('textbox', { name: /Model Year/ }), '19');
    const addNew = screen.getByRole('button', { name: /^\+ Add New/ });
    // Pressed: the field has lost the focus, and nothing has moved under the pointer yet.
    await user.pointer({ keys: '[MouseLeft>]', target: addNew });
    expect(screen.queryByText(/according to the format 9999/)).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: addNew });
    expect(screen.getByRole('group', { name: 'Cars 2' })).toBeInTheDocument();
    expect(await screen.findByText('Please complete the field according to the format 9999 before proceeding.')).toBeInTheDocument();
  });

  it('removes an added entry with its values and messages; the entries after it move up and keep theirs', async () => {
    const user = userEvent.setup();
    const cars: IntakeFormGroup = group('Cars', 'Table', [vin, year], 3);
    renderWithProviders(<Harness groups={[cars]} />);
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /VIN/ }), 'VIN1');
    await user.click(screen.getByRole('button', { name: /^\+ Add New/ }));
    await user.click(screen.getByRole('button', { name: /^\+ Add New/ }));
    const [, second, third] = screen.getAllByRole('textbox', { name: /Model Year/ });
    await user.type(second!, '19');
    await user.tab();
    expect(screen.getByText('Please complete the field according to the format 9999 before proceeding.')).toBeInTheDocument();
    await user.type(screen.getAllByRole('textbox', { name: /VIN/ })[2]!, 'VIN3');
    await user.type(third!, '2021');
    expect(state.complete).toBe(false);

    // Keyboard: Tab from the entry's last field reaches its Remove button, Enter presses it; focus lands on "+ Add New".
    await user.click(second!);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove Cars 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Cars 3' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^\+ Add New/ })).toHaveFocus();
    expect(screen.queryByText(/Please complete the field/)).not.toBeInTheDocument();
    expect(state.details).toEqual({ [String(vin.id)]: { VIN: { '0': 'VIN1', '1': 'VIN3' } }, [String(year.id)]: { 'Model Year': { '1': '2021' } } });
    expect(screen.getAllByRole('textbox', { name: /VIN/ }).map((box) => (box as HTMLInputElement).value)).toEqual(['VIN1', 'VIN3']);
    expect(state.complete).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove Cars 2' }));
    expect(state.details).toEqual({ [String(vin.id)]: { VIN: { '0': 'VIN1' } } });
    // One entry left: it stays.
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('keeps the "is required" mark of a save on a blank field the user leaves without typing (the save focused it)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness groups={[group('Insured', 'Single Column', [firstName, zip])]} />);
    act(() => {
      state.validate();
    });
    const first = screen.getByRole('textbox', { name: /First Name/ });
    expect(first).toHaveAttribute('aria-invalid', 'true');
    await user.click(first);
    await user.tab();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('First Name is required.');
    await user.type(first, 'Ann');
    expect(first).not.toHaveAttribute('aria-invalid');
  });

  it('puts every value problem on its field when a save is tried', () => {
    renderWithProviders(<Harness initial={{ [String(zip.id)]: { 'ZIP Code': { '0': '802' } } }} />);
    let result = { missing: [] as string[], problems: 0 };
    act(() => {
      result = state.validate();
    });
    expect(result.missing).toEqual(['First Name', 'Prior claims', 'VIN']);
    expect(result.problems).toBe(1);
    expect(screen.getByText('Please complete the field according to the format 99999 before proceeding.')).toBeInTheDocument();
  });

  it('shows stored values read-only: secure ones masked but for the last 4, checkboxes as Yes/No, dates MM-DD-YYYY, every table entry', () => {
    const details: PolicyDetails = {
      [String(fein.id)]: { FEIN: { '0': '12-3456789' } },
      [String(ssn.id)]: { 'Owner SSN': { '0': '123456789' } },
      [String(safety.id)]: { 'Safety program': { '0': 'true' } },
      [String(born.id)]: { 'Effective Date': { '0': '2026-03-31' } },
      [String(vin.id)]: { VIN: { '0': 'A1', '1': 'B2' } },
    };
    renderWithProviders(<IntakeForm readOnly groups={GROUPS} details={details} />);
    expect(screen.getByText('** **** 6789')).toBeInTheDocument();
    expect(screen.getByText('* **** 6789')).toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.getByText('03-31-2026')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Vehicles 2' })).toHaveTextContent('B2');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('CoverageTable', () => {
  const ROWS: CoverageRow[] = [
    {
      coverage_id: 1,
      coverage_name: 'Each Occurrence',
      covargerequired: 'required',
      coverageinclude: 'Y',
      coverageacceptdate: '2026-05-01',
      coveragelimit: 1_000_000,
      coverageaccept: 0,
      deductiblebasis: 'Fixed Amt',
      deductible: 0,
      deductibleamount: 0,
      premium: 2_400,
    },
    {
      coverage_id: 2,
      coverage_name: 'Medical Payments',
      covargerequired: '',
      coverageinclude: '',
      coverageacceptdate: '',
      coveragelimit: 5_000,
      coverageaccept: 0,
      deductiblebasis: 'Fixed Amt',
      deductible: 0,
      deductibleamount: 0,
      premium: 120,
    },
  ];
  let latest: CoverageRow[] = ROWS;
  function Table() {
    const [rows, setRows] = useState(ROWS);
    latest = rows;
    return <CoverageTable rows={rows} today="2026-05-01" onChange={setRows} />;
  }

  it('fixes a required coverage to Y; Y or N stamps today and clearing empties the date', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Table />);
    expect(screen.getByRole('combobox', { name: 'Include of Each Occurrence' })).toBeDisabled();
    const include = screen.getByRole('combobox', { name: 'Include of Medical Payments' });
    await user.selectOptions(include, 'N');
    expect(latest[1]).toMatchObject({ coverageinclude: 'N', coverageacceptdate: '2026-05-01' });
    expect(screen.getAllByText('05-01-2026')).toHaveLength(2);
    await user.selectOptions(include, '');
    expect(latest[1]).toMatchObject({ coverageinclude: '', coverageacceptdate: '' });
  });

  it('caps the accepted amount at the limit and takes the lesser deductible amount', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Table />);
    await user.type(screen.getByRole('textbox', { name: 'Accepted Coverage of Medical Payments' }), '9999');
    expect(latest[1]!.coverageaccept).toBe(5_000);
    expect(screen.getByRole('textbox', { name: 'Accepted Coverage of Medical Payments' })).toHaveValue('5000');
    await user.type(screen.getByRole('textbox', { name: 'Deductible of Medical Payments' }), '7500');
    expect(latest[1]!.deductibleamount).toBe(5_000);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Deductible Basis of Medical Payments' }), 'Percentage');
    await user.clear(screen.getByRole('textbox', { name: 'Deductible of Medical Payments' }));
    await user.type(screen.getByRole('textbox', { name: 'Deductible of Medical Payments' }), '10');
    expect(latest[1]!.deductibleamount).toBe(500);
    expect(screen.getByLabelText('Deductible Amount of Medical Payments')).toHaveTextContent('$500');
  });

  it('takes a deductible with a decimal typed key by key (2.5 %, $250.50)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Table />);
    await user.type(screen.getByRole('textbox', { name: 'Accepted Coverage of Medical Payments' }), '5000');
    const deductible = screen.getByRole('textbox', { name: 'Deductible of Medical Payments' });
    await user.type(deductible, '250.50');
    expect(deductible).toHaveValue('250.50');
    expect(latest[1]!.deductibleamount).toBe(250.5);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Deductible Basis of Medical Payments' }), 'Percentage');
    await user.clear(deductible);
    await user.type(deductible, '2.');
    expect(deductible).toHaveValue('2.');
    await user.type(deductible, '5');
    expect(deductible).toHaveValue('2.5');
    expect(latest[1]!.deductible).toBe(2.5);
    expect(screen.getByLabelText('Deductible Amount of Medical Payments')).toHaveTextContent('$125.00');
  });

  it('shows 0 for an accepted amount entered negative or not a number, as it is taken; a box cleared stays empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Table />);
    const accepted = screen.getByRole('textbox', { name: 'Accepted Coverage of Medical Payments' });
    expect(accepted).toHaveValue('');
    await user.click(accepted);
    await user.paste('-50');
    await user.tab();
    expect(latest[1]!.coverageaccept).toBe(0);
    expect(accepted).toHaveValue('0');
    await user.clear(accepted);
    await user.paste('abc');
    await user.tab();
    expect(latest[1]!.coverageaccept).toBe(0);
    expect(accepted).toHaveValue('0');
    await user.clear(accepted);
    await user.paste('2500');
    expect(latest[1]!.coverageaccept).toBe(2_500);
    expect(accepted).toHaveValue('2500');
    await user.clear(accepted);
    await user.tab();
    expect(latest[1]!.coverageaccept).toBe(0);
    expect(accepted).toHaveValue('');
  });

  it("shows each coverage's premium, the package's, with no box to type another", () => {
    renderWithProviders(<Table />);
    expect(screen.queryByRole('textbox', { name: 'Premium of Medical Payments' })).toBeNull();
    expect(screen.getByLabelText('Premium of Medical Payments')).toHaveTextContent('$120');
    expect(screen.getByLabelText('Premium of Each Occurrence')).toHaveTextContent('$2,400');
  });

  it('shows a refusal of the coverages above the table, taking the focus, and marks each optional Include choice by it', () => {
    renderWithProviders(<CoverageTable rows={ROWS} today="2026-05-01" onChange={() => undefined} error="Include at least one coverage." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Include at least one coverage.');
    expect(alert).toHaveFocus();
    const optional = screen.getByRole('combobox', { name: 'Include of Medical Payments' });
    expect(optional).toHaveAttribute('aria-invalid', 'true');
    expect(optional).toHaveAccessibleDescription('Include at least one coverage.');
    expect(screen.getByRole('combobox', { name: 'Include of Each Occurrence' })).not.toHaveAttribute('aria-invalid');
  });

  it('marks nothing without a refusal', () => {
    renderWithProviders(<CoverageTable rows={ROWS} today="2026-05-01" onChange={() => undefined} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Include of Medical Payments' })).not.toHaveAttribute('aria-invalid');
  });

  it('wider than its place, is a named scroll region in the Tab order (the arrows scroll it to Deductible Amount and Premium); fitting, adds no stop', async () => {
    const user = userEvent.setup();
    // The form's width at 1400 px against the nine columns' (jsdom lays nothing out).
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1295);
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1034);
    try {
      const { unmount } = renderWithProviders(
        <>
          <button type="button">Program</button>
          <CoverageTable rows={ROWS} today="2026-05-01" onChange={() => undefined} />
        </>,
      );
      const scroller = screen.getByRole('region', { name: 'Coverage table' });
      expect(scroller).toContainElement(screen.getByRole('table', { name: 'Coverage' }));
      await user.click(screen.getByRole('button', { name: 'Program' }));
      await user.tab();
      expect(scroller).toHaveFocus();
      unmount();

      clientWidth.mockReturnValue(1295);
      renderWithProviders(<CoverageTable rows={ROWS} today="2026-05-01" onChange={() => undefined} />);
      expect(screen.queryByRole('region', { name: 'Coverage table' })).not.toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Coverage' }).parentElement).not.toHaveAttribute('tabindex');
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });
});

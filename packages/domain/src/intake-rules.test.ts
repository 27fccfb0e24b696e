import type { FormAttribute, IntakeFormGroup } from '@kyubos/contracts';
import {
  acceptedCoverage,
  deductibleAmount,
  defaultPolicyDates,
  exceedsLimit,
  includeWithDate,
  policyAmountOf,
  isChargedCoverage,
  missingCoverageProblem,
  NO_COVERAGE_MESSAGE,
  splitCoverages,
  policyEndDate,
} from './coverage-rules';
import {
  applyMask,
  attributeValueError,
  checkPolicyDetails,
  detailsOffForm,
  isRequiredAttribute,
  matchesDataType,
  maskCannotTake,
  matchesMask,
  maxLengthOf,
  insuredPhoneShown,
  insuredValueOf,
  recordDetailsShown,
  requiredFieldsMessage,
  withoutTableRow,
  withRecordAmount,
  withRecordDates,
  moneyValueCents,
  recordAmountOnSave,
} from './intake-rules';
import { formatRule, recordAmountAttribute, recordDateAttributes } from './attribute-format';
import { amountCents } from './bdx-rows';
import { allocatePremiumCents } from './coverage-rules';
import { recordOpenTarget } from './record-stage';

const attribute = (over: Partial<FormAttribute>): FormAttribute => ({
  id: 1,
  group_id: 1,
  name: 'Field',
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

describe('masks', () => {
  it.each([
    ['(999) 999-9999', '3035550100', '(303) 555-0100'],
    ['(999) 999-9999', '303', '(303'],
    ['99-9999999', '12a34', '12-34'],
    ['AA-9999', 'ab1234', 'AB-1234'],
    ['aaa', 'XYZ', 'xyz'],
    ['99999', '802021234', '80202'],
  ])('%s auto-formats %s as %s', (format, typed, shown) => {
    expect(applyMask(format, typed)).toBe(shown);
  });

  it('a value matches only when complete, each character fitting its slot or literal', () => {
    expect(matchesMask('AA-9999', 'AB-1234')).toBe(true);
    expect(matchesMask('AA-9999', 'AB-123')).toBe(false);
    expect(matchesMask('AA-9999', 'ab-1234')).toBe(false);
    expect(matchesMask('AA-9999', 'AB 1234')).toBe(false);
  });

  it.each([
    ['9999999', '250k'],
    ['9999999', '12ab'],
    ['9999999', '12345678'],
    ['AA', 'Texas'],
    ['AA-9999', '1234-AB'],
    ['(999) 999-9999', '30355501001'],
  ])('%s cannot take %s: auto-formatting would lose letters or digits', (format, typed) => {
    expect(maskCannotTake(format, typed)).toBe(true);
  });

  it.each([
    ['AA', 'tx'],
    ['AA-9999', 'ab1234'],
    ['(999) 999-9999', '303 555 0100'],
    ['(999) 999-9999', '(303) 555-0100'],
    ['9999999', '250'],
    ['', 'anything'],
  ])('%s takes %s: only case and separators change', (format, typed) => {
    expect(maskCannotTake(format, typed)).toBe(false);
  });

  it.each([
    ['state', 'AA', 'Arizona', 'Arizona'],
    ['zipcode', '99999', '85004-1234', '85004-1234'],
    ['state', 'AA', 'az', 'AZ'],
    ['zipcode', '99999', '85004', '85004'],
    ['phonenumber', '(999) 999-9999', '18095551021', '(809) 555-1021'],
  ] as const)("shows the customer's %s in the format %s: stored '%s', shown '%s' (a value the format cannot take as stored, never cut into another)", (key, format, stored, shown) => {
    expect(insuredValueOf(key, { attributeformat: format }, stored)).toBe(shown);
  });

  it("names the attribute when the format cannot take a value, rather than asking to complete it", () => {
    const state = attribute({ name: 'State', attributeformat: 'AA', attribute_data_type: 'String', attribute_max_lenght: '2' });
    expect(attributeValueError(state, 'Texas')).toBe('State is invalid based on validation.');
    expect(attributeValueError(state, 'TX')).toBeNull();
    const serial = attribute({ name: 'Serial Number', attributeformat: 'AA-9999', attribute_data_type: 'Alphanumeric' });
    expect(attributeValueError(serial, '1234-AB')).toBe('Serial Number is invalid based on validation.');
    expect(attributeValueError(serial, 'AB-12')).toBe('Please complete the field according to the format AA-9999 before proceeding.');
  });

  it('shows the blur message for an incomplete value', () => {
    expect(attributeValueError(attribute({ attributeformat: '99999', attribute_data_type: 'Numeric' }), '8020')).toBe(
      'Please complete the field according to the format 99999 before proceeding.',
    );
  });
});

describe('data types, lengths, required', () => {
  it('String allows letters only, Alphanumeric letters and digits, Numeric digits; format literals are ignored', () => {
    expect(matchesDataType('String', 'Abc')).toBe(true);
    expect(matchesDataType('String', 'Ab1')).toBe(false);
    expect(matchesDataType('Alphanumeric', 'Ab1')).toBe(true);
    expect(matchesDataType('Alphanumeric', 'Ab-1')).toBe(false);
    expect(matchesDataType('Numeric', '12-34', '99-99')).toBe(true);
    expect(matchesDataType('Numeric', '1a-34', '99-99')).toBe(false);
    expect(matchesDataType(null, 'anything')).toBe(true);
  });

  it('a data type failure names the attribute', () => {
    expect(attributeValueError(attribute({ name: 'ZIP Code', attributeformat: '99999', attribute_data_type: 'Numeric' }), '8020A')).toBe(
      'ZIP Code is invalid based on validation.',
    );
  });

  it("max length applies unless '0' or empty", () => {
    expect(maxLengthOf(attribute({ attribute_max_lenght: '0' }))).toBeNull();
    expect(maxLengthOf(attribute({ attribute_max_lenght: '' }))).toBeNull();
    expect(maxLengthOf(attribute({ attribute_max_lenght: '5' }))).toBe(5);
    expect(attributeValueError(attribute({ attribute_max_lenght: '3' }), 'abcd')).toBe('Field must be at most 3 characters.');
  });

  it("isrequired is compared case-insensitively", () => {
    expect(isRequiredAttribute({ isrequired: 'Required' })).toBe(true);
    expect(isRequiredAttribute({ isrequired: 'required' })).toBe(true);
    expect(isRequiredAttribute({ isrequired: '' })).toBe(false);
  });

  it('email, date, radio, select and checkbox values are checked', () => {
    expect(attributeValueError(attribute({ attribute_type: 'email' }), 'a@b.co')).toBeNull();
    expect(attributeValueError(attribute({ attribute_type: 'email' }), 'a@b')).toMatch(/email/);
    expect(attributeValueError(attribute({ attribute_type: 'date' }), '2026-13-01')).toMatch(/date/);
    expect(attributeValueError(attribute({ attribute_type: 'radio', radiogroup: 'Yes, No' }), 'No')).toBeNull();
    expect(attributeValueError(attribute({ attribute_type: 'radio', radiogroup: 'Yes,No' }), 'Maybe')).toMatch(/choices/);
    expect(attributeValueError(attribute({ attribute_type: 'SelectBox', selectgroup: 'LLC,Corporation' }), 'LLC')).toBeNull();
    expect(attributeValueError(attribute({ attribute_type: 'checkbox' }), 'yes')).toMatch(/checked/);
  });
});

describe('policy details check', () => {
  const groups: IntakeFormGroup[] = [
    {
      attribute_group_id: 1,
      name: 'Insured',
      displaytype: 'Single Column',
      numberofrow: 0,
      attributes: [attribute({ id: 10, name: 'First Name', isrequired: 'Required' }), attribute({ id: 11, name: 'Notes' })],
    },
    {
      attribute_group_id: 2,
      name: 'Vehicles',
      displaytype: 'Table',
      numberofrow: 2,
      attributes: [attribute({ id: 20, name: 'VIN', isrequired: 'required' }), attribute({ id: 21, name: 'Safety', attribute_type: 'checkbox' })],
    },
  ];

  it('counts every required slot, table rows included, and lists missing names once', () => {
    const check = checkPolicyDetails(groups, { '20': { VIN: { '0': 'ABC', '1': '' } } });
    expect(check.totalRequired).toBe(3);
    expect(check.filledRequired).toBe(1);
    expect(check.missing).toEqual(['First Name', 'VIN']);
    expect(requiredFieldsMessage(check.missing)).toBe('Please fill in the required fields: First Name, VIN');
    // Each blank slot is named by its attribute and row, so the form marks that very field.
    expect(check.blanks).toEqual([
      { path: 'policydetails.10.0', message: 'First Name is required.' },
      { path: 'policydetails.20.1', message: 'VIN is required.' },
    ]);
  });

  it('rebuilds details with current names and no blanks; refuses unknown attributes and too many rows', () => {
    const check = checkPolicyDetails(groups, {
      '10': { 'Old Name': { '0': 'Ann' } },
      '11': { Notes: { '0': '' } },
      '20': { VIN: { '0': 'A', '1': 'B', '2': 'C' } },
      '99': { X: { '0': 'x' } },
    });
    expect(check.normalized).toEqual({ '10': { 'First Name': { '0': 'Ann' } }, '20': { VIN: { '0': 'A', '1': 'B', '2': 'C' } } });
    expect(check.problems.map((p) => p.message)).toEqual(['Attribute 99 is not on this form.', 'Vehicles has at most 2 entries.']);
  });

  it("keeps a record's values for attributes no longer on the form as stored, whatever is sent for them", () => {
    const stored = { '10': { 'First Name': { '0': 'Ann' } }, '41': { 'Hull ID': { '0': 'ABC-12345' } }, '42': { Flag: { '0': 'x', '1': 'y' } } };
    const kept = detailsOffForm(groups, stored);
    expect(kept).toEqual({ '41': { 'Hull ID': { '0': 'ABC-12345' } }, '42': { Flag: { '0': 'x', '1': 'y' } } });
    const check = checkPolicyDetails(groups, { '10': { 'First Name': { '0': 'Bea' } }, '41': { 'Hull ID': { '0': 'changed' } }, '20': { VIN: { '0': 'A' } } }, stored);
    expect(check.problems).toEqual([]);
    // Sent changed or not sent at all, a kept value is saved as it was stored.
    expect(check.normalized).toEqual({ '10': { 'First Name': { '0': 'Bea' } }, '20': { VIN: { '0': 'A' } }, ...kept });
    // Another attribute off the form is still refused.
    expect(checkPolicyDetails(groups, { '43': { Other: { '0': 'z' } } }, stored).problems.map((p) => p.message)).toContain('Attribute 43 is not on this form.');
  });

  it("accepts a record's choice no longer among the options while it is unchanged, nowhere else", () => {
    const choices: IntakeFormGroup[] = [
      {
        attribute_group_id: 3,
        name: 'Vessel',
        displaytype: 'Table',
        numberofrow: 3,
        attributes: [
          attribute({ id: 30, name: 'Hull Material', attribute_type: 'SelectBox', selectgroup: 'Fiberglass,Wood,Aluminium' }),
          attribute({ id: 31, name: 'Navigation Area', attribute_type: 'radio', radiogroup: 'Inland,Offshore' }),
        ],
      },
    ];
    const stored = { '30': { 'Hull Material': { '0': 'Steel', '1': 'Wood' } }, '31': { 'Navigation Area': { '0': 'Coastal' } } };
    expect(checkPolicyDetails(choices, stored, stored).problems).toEqual([]);
    // Another entry, another record, or another value that is not offered: refused.
    const moved = { '30': { 'Hull Material': { '0': 'Wood', '1': 'Steel' } } };
    expect(checkPolicyDetails(choices, moved, stored).problems.map((p) => p.path)).toEqual(['policydetails.30.1']);
    expect(checkPolicyDetails(choices, stored).problems.map((p) => p.message)).toEqual(['Hull Material must be one of the choices.', 'Navigation Area must be one of the choices.']);
    expect(checkPolicyDetails(choices, { '30': { 'Hull Material': { '0': 'Iron' } } }, stored).problems).toHaveLength(1);
  });

  it('drops one entry of a Table group: later entries move up, other groups stay, an attribute left empty goes', () => {
    const vehicles = groups[1]!;
    const details = {
      '10': { 'First Name': { '0': 'Ann' } },
      '20': { VIN: { '0': 'A', '1': 'B', '2': 'C' } },
      '21': { Safety: { '1': 'true' } },
    };
    expect(withoutTableRow(vehicles, details, 1)).toEqual({ '10': { 'First Name': { '0': 'Ann' } }, '20': { VIN: { '0': 'A', '1': 'C' } } });
    expect(withoutTableRow(vehicles, details, 0)).toEqual({
      '10': { 'First Name': { '0': 'Ann' } },
      '20': { VIN: { '0': 'B', '1': 'C' } },
      '21': { Safety: { '0': 'true' } },
    });
    expect(details['20'].VIN).toEqual({ '0': 'A', '1': 'B', '2': 'C' });
  });
});

describe('coverage rules', () => {
  it('accepted coverage strips non-digits, makes negatives and text 0, and is capped at the limit', () => {
    expect(acceptedCoverage('$250,000', 1_000_000)).toBe(250_000);
    expect(acceptedCoverage('5,000,000', '$1,000,000')).toBe(1_000_000);
    expect(acceptedCoverage('-50', 1_000)).toBe(0);
    expect(acceptedCoverage(-50, 1_000)).toBe(0);
    expect(acceptedCoverage('abc', 1_000)).toBe(0);
    expect(exceedsLimit('1001', 1_000)).toBe(true);
    expect(exceedsLimit('1000', 1_000)).toBe(false);
  });

  it('the deductible amount is the lesser of the basis amount and the accepted amount', () => {
    expect(deductibleAmount(100_000, 'Percentage', 2)).toBe(2_000);
    expect(deductibleAmount(100_000, 'Fixed Amt', 2_500)).toBe(2_500);
    expect(deductibleAmount(1_000, 'Fixed Amt', 2_500)).toBe(1_000);
    expect(deductibleAmount(1_000, 'Percentage', 150)).toBe(1_000);
  });

  it('a required coverage is always Y with today; Y or N stamps today; clearing empties the date', () => {
    expect(includeWithDate({ covargerequired: 'Required' }, '', '2026-05-01')).toEqual({ coverageinclude: 'Y', coverageacceptdate: '2026-05-01' });
    expect(includeWithDate({ covargerequired: '' }, 'N', '2026-05-01')).toEqual({ coverageinclude: 'N', coverageacceptdate: '2026-05-01' });
    expect(includeWithDate({ covargerequired: '' }, '', '2026-05-01')).toEqual({ coverageinclude: '', coverageacceptdate: '' });
  });

  it('the policy amount is the sum of the premiums of the coverages taken', () => {
    const y = { covargerequired: '', coverageinclude: 'Y' } as const;
    expect(policyAmountOf([{ ...y, premium: 1_250 }, { ...y, premium: 850.5 }, { ...y, premium: 0 }])).toBe(2_100.5);
  });

  it('a required or included (Y) coverage is charged; N or blank is not: $2,400 + $1,100 + $750 declined is $3,500', () => {
    const rows = [
      { covargerequired: 'required', coverageinclude: '', premium: 2_400 },
      { covargerequired: '', coverageinclude: 'Y', premium: 1_100 },
      { covargerequired: '', coverageinclude: 'N', premium: 750 },
      { covargerequired: '', coverageinclude: '', premium: 300 },
    ] as const;
    expect(policyAmountOf(rows)).toBe(3_500);
    expect(rows.map(isChargedCoverage)).toEqual([true, true, false, false]);
    expect(splitCoverages(rows).declined.map((row) => row.premium)).toEqual([750, 300]);
  });

  describe('at least one coverage taken', () => {
    const declined = [
      { covargerequired: '', coverageinclude: 'N' },
      { covargerequired: 'Optional', coverageinclude: '' },
    ] as const;
    const stages = [
      ['a quotation', { quotation: 1, policyapproved: 0, becomepolicy: 0 }],
      ['a binder', { quotation: '1', policyapproved: '1', becomepolicy: '0' }],
      ['a policy', { quotation: 1, policyapproved: 1, becomepolicy: 1 }],
    ] as const;

    it.each(stages)('%s with every coverage declined or not chosen is refused', (_stage, flags) => {
      expect(missingCoverageProblem(flags, declined)).toBe('Include at least one coverage.');
      expect(missingCoverageProblem(flags, [])).toBe(NO_COVERAGE_MESSAGE);
    });

    it.each(stages)('%s with one coverage included, or one required left blank, may be written', (_stage, flags) => {
      expect(missingCoverageProblem(flags, [...declined, { covargerequired: '', coverageinclude: 'Y' }])).toBeNull();
      expect(missingCoverageProblem(flags, [...declined, { covargerequired: 'Required', coverageinclude: '' }])).toBeNull();
    });

    it('an intake form draft (quotation 0) may be saved with none taken yet', () => {
      expect(missingCoverageProblem({ quotation: 0 }, declined)).toBeNull();
      expect(missingCoverageProblem({ quotation: '0' }, [])).toBeNull();
    });
  });
});

describe('policy dates', () => {
  it.each([
    ['2026-01-15', '1month', '2026-02-15'],
    ['2026-01-31', '1month', '2026-02-28'],
    ['2026-10-31', '4months', '2027-02-28'],
    ['2026-03-31', '6months', '2026-09-30'],
    ['2028-02-29', '1year', '2029-02-28'],
  ] as const)('%s plus %s ends %s', (start, duration, end) => {
    expect(policyEndDate(start, duration)).toBe(end);
  });

  it('the defaults are today and 60 days later', () => {
    const now = new Date(2026, 0, 10, 12);
    expect(defaultPolicyDates(now)).toEqual({ policyeffectivedate: '2026-01-10', policyscheduledate: '2026-03-11' });
  });
});

describe('double-click targets', () => {
  it.each([
    [{ quotation: 0, policyapproved: 0, becomepolicy: 0 }, 'edit'],
    [{ quotation: 1, policyapproved: 0, becomepolicy: 0 }, 'quotation'],
    [{ quotation: 1, policyapproved: 1, becomepolicy: 0 }, 'binder'],
    [{ quotation: 1, policyapproved: 1, becomepolicy: 1 }, 'policy'],
  ])('%j opens %s', (flags, target) => {
    expect(recordOpenTarget(flags)).toBe(target);
  });
});

describe("the record's date attributes", () => {
  const effective = attribute({ id: 5, name: 'Effective Date', attribute_name: 'policyeffectivedate', attribute_type: 'date', isrequired: 'required' });
  const schedule = attribute({ id: 6, name: 'Schedule Date', attribute_name: 'policyscheduledate', attribute_type: 'date' });
  const code = attribute({ id: 4, name: 'Policy Code', attribute_name: 'policyamount' });
  const groups: IntakeFormGroup[] = [
    { attribute_group_id: 1, name: 'Policy Information', displaytype: 'Single Column', numberofrow: 1, attributes: [code, effective, schedule] },
  ];
  const dated = recordDateAttributes(groups);

  it("hold the record's dates where the stored ones disagree, under the attribute's current name, the rest untouched", () => {
    const stored = {
      '4': { 'Policy Code': { '0': 'PR-1234' } },
      '5': { 'Start Date': { '0': '2026-06-01' } },
      '6': { 'Schedule Date': { '0': '2026-12-01' } },
    };
    expect(withRecordDates(stored, dated, { policyeffectivedate: '2026-07-15', policyscheduledate: '2027-07-15' })).toEqual({
      '4': { 'Policy Code': { '0': 'PR-1234' } },
      '5': { 'Effective Date': { '0': '2026-07-15' } },
      '6': { 'Schedule Date': { '0': '2027-07-15' } },
    });
    expect(stored['5']).toEqual({ 'Start Date': { '0': '2026-06-01' } });
  });

  it('fill a required date attribute left blank, and are left without a value when the record has no date', () => {
    const details = withRecordDates({}, dated, { policyeffectivedate: '2026-07-15', policyscheduledate: null });
    expect(details).toEqual({ '5': { 'Effective Date': { '0': '2026-07-15' } } });
    expect(checkPolicyDetails(groups, details).missing).toEqual([]);
    expect(withRecordDates({ '5': { 'Effective Date': { '0': '2026-06-01' } } }, dated, { policyeffectivedate: '' })).toEqual({});
  });
});

describe("the record's amount attribute", () => {
  const code = attribute({ id: 4, name: 'Policy Code', attribute_name: 'policyamount', attributeformat: 'AA-9999', isrequired: 'required' });
  const amount = attribute({ id: 7, name: 'Policy Amount', attribute_name: 'policyamount', attributeformat: '9999999', isrequired: 'required' });
  const paid = attribute({ id: 8, name: 'Policy Amount', attribute_name: 'policyamount' });
  const groups: IntakeFormGroup[] = [
    { attribute_group_id: 1, name: 'Loss History', displaytype: 'Table', numberofrow: 5, attributes: [paid] },
    { attribute_group_id: 2, name: 'Policy Information', displaytype: 'Single Column', numberofrow: 1, attributes: [code, amount] },
  ];

  it('is the Policy Amount text attribute outside Tables, not another attribute given the same name', () => {
    expect(recordAmountAttribute(groups)?.id).toBe(7);
    expect(recordAmountAttribute([{ ...groups[1]!, attributes: [code] }])).toBeUndefined();
    expect(recordAmountAttribute([{ ...groups[1]!, attributes: [{ ...amount, attribute_type: 'SelectBox' }] }])).toBeUndefined();
  });

  it("holds an imported record's amount when the details hold none for it: the required field is filled, the rest untouched", () => {
    const details = withRecordAmount({ '4': { 'Policy Code': { '0': 'PR-1234' } } }, recordAmountAttribute(groups), 1500);
    expect(details).toEqual({ '4': { 'Policy Code': { '0': 'PR-1234' } }, '7': { 'Policy Amount': { '0': '1500' } } });
    expect(checkPolicyDetails(groups, details).missing).toEqual([]);
    expect(withRecordAmount({}, amount, 1500.5)).toEqual({ '7': { 'Policy Amount': { '0': '1500.50' } } });
    expect(withRecordAmount({}, amount, 0.1 + 0.2)).toEqual({ '7': { 'Policy Amount': { '0': '0.30' } } });
  });

  it('keeps a value the details hold, and fills nothing without an amount or an amount attribute', () => {
    const typed = { '7': { 'Policy Amount': { '0': '1200' } } };
    expect(withRecordAmount(typed, amount, 1500)).toBe(typed);
    expect(withRecordAmount({}, amount, 0)).toEqual({});
    expect(withRecordAmount({}, amount, null)).toEqual({});
    expect(withRecordAmount({}, undefined, 1500)).toEqual({});
  });
});

describe('a money format (9999999.99): an amount with cents, read as every amount is', () => {
  const money = attribute({ id: 7, name: 'Policy Amount', attribute_name: 'policyamount', attributeformat: '9999999.99', ...formatRule('9999999.99') });

  it('takes a carrier premium with cents as the import reads it, and whole dollars', () => {
    for (const value of ['1234.57', '999.99', '2,000.01', '$333.33', '1500', '1500.5', '9999999.99']) {
      expect([value, attributeValueError(money, value)]).toEqual([value, null]);
      // The same reading as the import's (amountCents), to the cent.
      expect(moneyValueCents('9999999.99', value)).toBe(amountCents(value));
    }
    expect(moneyValueCents('9999999.99', '1234.57')).toBe(123457);
  });

  it('refuses what is not an amount of the format: more cents, more dollars, letters, a negative', () => {
    expect(attributeValueError(money, '14.999')).toBe('Policy Amount is invalid based on validation.');
    expect(attributeValueError(money, '12345678')).toBe('Policy Amount is invalid based on validation.');
    expect(attributeValueError(money, '250k')).toBe('Policy Amount is invalid based on validation.');
    expect(attributeValueError(money, '-50')).toBe('Policy Amount is invalid based on validation.');
    expect(attributeValueError(money, '1234.')).toBe('Please complete the field according to the format 9999999.99 before proceeding.');
  });

  it('is never masked digit by digit while typed: what can still become an amount is taken as typed', () => {
    expect(applyMask('9999999.99', '1234.5')).toBe('1234.5');
    expect(maskCannotTake('9999999.99', '1,234.')).toBe(false);
    expect(maskCannotTake('9999999.99', '1234.579')).toBe(true);
    expect(maskCannotTake('9999999.99', '12345678')).toBe(true);
    expect(matchesDataType('Numeric', '$1,234.57', '9999999.99')).toBe(true);
  });

  it('leaves whole-number formats as they were: 9999999 still takes whole dollars only', () => {
    expect(attributeValueError(attribute({ name: 'Amount Paid', attributeformat: '9999999', ...formatRule('9999999') }), '1234.57')).toBe(
      'Amount Paid is invalid based on validation.',
    );
  });
});

describe("a save keeps the record's amount and its Policy Amount attribute agreeing (recordAmountOnSave)", () => {
  const amount = attribute({ id: 7, name: 'Policy Amount', attribute_name: 'policyamount', attributeformat: '9999999.99', ...formatRule('9999999.99') });
  // An imported PROPERTY record of $1,234.57: the package's premiums $6,500, $800, $410 share it.
  const packagePremiums = [6500, 800, 410];
  const imported = allocatePremiumCents(123457, [650000, 80000, 41000]);
  const row = (premium: number, coverageinclude: 'Y' | 'N' = 'Y') => ({ premium, covargerequired: '', coverageinclude });
  const coverage = imported.map((cents) => row(cents / 100));
  const details = (figure: string) => ({ '7': { 'Policy Amount': { '0': figure } } });

  it("keeps a carrier's $1,234.57 when the field is saved as it opened: the same amount in both", () => {
    expect(imported).toEqual([104082, 12810, 6565]);
    const saved = recordAmountOnSave({ details: details('1234.57'), attribute: amount, coverage, packagePremiums, carrierPriced: true, storedAmount: 1234.57 });
    expect(saved.amount).toBe(1234.57);
    expect(saved.coverage.map((c) => c.premium)).toEqual([1040.82, 128.1, 65.65]);
    expect(saved.details).toEqual(details('1234.57'));
  });

  it("takes the user's figure when changed ($1,300.00 over $1,234.57), shared among the charged coverages as the import shares it", () => {
    const saved = recordAmountOnSave({ details: details('1,300'), attribute: amount, coverage, packagePremiums, carrierPriced: true, storedAmount: 1234.57 });
    expect(allocatePremiumCents(130000, [650000, 80000, 41000])).toEqual([109599, 13488, 6913]);
    expect(saved.amount).toBe(1300);
    expect(saved.coverage.map((c) => c.premium)).toEqual([1095.99, 134.88, 69.13]);
    expect(saved.details).toEqual(details('1300'));
    // A declined coverage takes no share: $1,300.00 goes to the two charged ones, 6,500 : 800.
    const declined = recordAmountOnSave({ details: details('1300'), attribute: amount, coverage: [row(1040.82), row(128.1), row(65.65, 'N')], packagePremiums, carrierPriced: true, storedAmount: 1234.57 });
    expect(declined.coverage.map((c) => c.premium)).toEqual([1157.54, 142.46, 65.65]);
    expect(declined.amount).toBe(1300);
  });

  it('writes the coverages\' sum in the field when the figure was not changed but the coverages were, and for a record its program rates', () => {
    const declined = recordAmountOnSave({ details: details('1234.57'), attribute: amount, coverage: [row(1040.82), row(128.1), row(65.65, 'N')], packagePremiums, carrierPriced: true, storedAmount: 1234.57 });
    expect(declined.amount).toBe(1168.92);
    expect(declined.details).toEqual(details('1168.92'));
    const created = recordAmountOnSave({ details: details('4250'), attribute: amount, coverage: [row(6500), row(800), row(410, 'N')], packagePremiums, carrierPriced: false, storedAmount: null });
    expect(created.amount).toBe(7300);
    expect(created.details).toEqual(details('7300'));
    // A record rated by its program is priced by its coverages on every save: a figure typed there gives way.
    const rated = recordAmountOnSave({ details: details('4250'), attribute: amount, coverage: [row(6500), row(800), row(410, 'N')], packagePremiums, carrierPriced: false, storedAmount: 7300, storedDetails: details('7300') });
    expect(rated.amount).toBe(7300);
    expect(rated.coverage.map((c) => c.premium)).toEqual([6500, 800, 410]);
    expect(rated.details).toEqual(details('7300'));
    // A record whose field held another figure than its amount (written before the two were kept
    // together) is not re-priced by a save that leaves the field: the coverages' sum is written there.
    const older = recordAmountOnSave({ details: details('741852.96'), attribute: amount, coverage, packagePremiums, carrierPriced: true, storedAmount: 1234.57, storedDetails: details('741852.96') });
    expect(older.amount).toBe(1234.57);
    expect(older.details).toEqual(details('1234.57'));
    // A form without the attribute keeps its details as they are.
    expect(recordAmountOnSave({ details: {}, attribute: undefined, coverage, packagePremiums, carrierPriced: true, storedAmount: 1234.57 })).toMatchObject({ details: {}, amount: 1234.57 });
  });
});

describe('what a read-only view shows of the attribute groups', () => {
  const groups: IntakeFormGroup[] = [
    {
      attribute_group_id: 1,
      name: 'Insured Details',
      displaytype: 'Double Column',
      numberofrow: 1,
      attributes: [
        attribute({ id: 1, name: 'First Name', attribute_name: 'firstname' }),
        attribute({ id: 2, name: 'Phone Number', attribute_name: 'phonenumber', attributeformat: '(999) 999-9999' }),
        attribute({ id: 3, name: 'ZIP Code', attribute_name: 'zipcode', attributeformat: '99999' }),
      ],
    },
    { attribute_group_id: 2, name: 'Policy Information', displaytype: 'Single Column', numberofrow: 1, attributes: [attribute({ id: 4, name: 'Effective Date', attribute_name: 'policyeffectivedate', attribute_type: 'date' })] },
    { attribute_group_id: 3, name: 'Additional Insureds', displaytype: 'Table', numberofrow: 3, attributes: [attribute({ id: 5, name: 'Phone', attribute_name: 'phonenumber' })] },
  ];

  it("is the record's own insured values, its phone in the attribute's format, and its dates, over stored values that disagree", () => {
    const policydetails = {
      '1': { 'First Name': { '0': 'Danielle' } },
      '2': { 'Phone Number': { '0': '(963) 074-1852' } },
      '3': { 'ZIP Code': { '0': '80202' } },
      '4': { 'Effective Date': { '0': '2026-06-01' } },
      '5': { Phone: { '0': '7205550199', '1': '3035550123' } },
    };
    const shown = recordDetailsShown(groups, { policydetails, firstname: 'Dana', phonenumber: '18095551021', zipcode: null, policyeffectivedate: '2026-07-15' });
    expect(shown).toEqual({
      '1': { 'First Name': { '0': 'Dana' } },
      '2': { 'Phone Number': { '0': '(809) 555-1021' } },
      // A customer value the record lacks leaves the stored one.
      '3': { 'ZIP Code': { '0': '80202' } },
      '4': { 'Effective Date': { '0': '2026-07-15' } },
      // Table rows are their own people, not the insured.
      '5': { Phone: { '0': '7205550199', '1': '3035550123' } },
    });
    expect(policydetails['2']).toEqual({ 'Phone Number': { '0': '(963) 074-1852' } });
  });

  it("shows the record's amount in its Policy Amount attribute, as endorsements and renewals left it, not the figure stored at creation", () => {
    const priced: IntakeFormGroup[] = [...groups, { attribute_group_id: 4, name: 'Premium', displaytype: 'Single Column', numberofrow: 1, attributes: [attribute({ id: 6, name: 'Policy Amount', attribute_name: 'policyamount' })] }];
    const policydetails = { '6': { 'Policy Amount': { '0': '1000.01' } } };
    // Endorsed from $1,000.01 to $2,104.13.
    expect(recordDetailsShown(priced, { policydetails, policyamount: 2104.13 })['6']).toEqual({ 'Policy Amount': { '0': '2104.13' } });
    expect(recordDetailsShown(priced, { policydetails, policyamount: 2850 })['6']).toEqual({ 'Policy Amount': { '0': '2850' } });
    // Cancelled flat: nothing charged.
    expect(recordDetailsShown(priced, { policydetails, policyamount: 0 })['6']).toEqual({ 'Policy Amount': { '0': '0' } });
    // A record not priced yet leaves a blank answer blank; the stored figure stays untouched.
    expect(recordDetailsShown(priced, { policydetails: {}, policyamount: 0 })['6']).toBeUndefined();
    expect(policydetails['6']).toEqual({ 'Policy Amount': { '0': '1000.01' } });
  });

  it('shows a ten-digit phone in the format too', () => {
    expect(recordDetailsShown(groups, { policydetails: {}, phonenumber: '8095551021' })['2']).toEqual({ 'Phone Number': { '0': '(809) 555-1021' } });
  });

  it("shows the insured's phone alone as the Insured Details do; without a phone attribute a North American number as (303) 555-0199", () => {
    expect(insuredPhoneShown(groups, '13035550199')).toBe('(303) 555-0199');
    const withDashes = [{ ...groups[0]!, attributes: [attribute({ id: 2, name: 'Phone', attribute_name: 'phonenumber', attributeformat: '999-999-9999' })] }];
    expect(insuredPhoneShown(withDashes, '13035550199')).toBe('303-555-0199');
    expect(insuredPhoneShown([], '13035550199')).toBe('(303) 555-0199');
    expect(insuredPhoneShown([], '447911123456')).toBe('447911123456');
    expect(insuredPhoneShown([], null)).toBe('');
  });
});

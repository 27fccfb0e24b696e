import {
  conditionalAttributeFields,
  displayTypeHasRows,
  displayTypeOptions,
  formatRule,
  insuredAttributes,
  isLimitFormat,
  recordDateAttributes,
  typeHasFormat,
  typeHasRadioGroup,
} from './attribute-format';
import { matchesMask } from './intake-rules';

describe('format rule', () => {
  it.each([
    ['99999', 'Numeric', '5'],
    ['999-99-9999', 'Numeric', '11'],
    ['AAaa', 'String', '4'],
    ['AA-9999', 'Alphanumeric', '7'],
    ['a9', 'Alphanumeric', '2'],
  ])('%s gives %s with max length %s', (format, dataType, maxLength) => {
    expect(formatRule(format)).toEqual({ attribute_data_type: dataType, attribute_max_lenght: maxLength });
  });

  it('defaults the max length to "0" and sets no data type without a format', () => {
    expect(formatRule('')).toEqual({ attribute_data_type: null, attribute_max_lenght: '0' });
    expect(formatRule(null)).toEqual({ attribute_data_type: null, attribute_max_lenght: '0' });
    expect(formatRule('   ')).toEqual({ attribute_data_type: null, attribute_max_lenght: '0' });
  });

  it('counts separators in the length but not in the data type', () => {
    expect(formatRule('--')).toEqual({ attribute_data_type: null, attribute_max_lenght: '2' });
    expect(formatRule('(999) 999-9999')).toEqual({ attribute_data_type: 'Numeric', attribute_max_lenght: '14' });
  });
});

describe('conditional fields', () => {
  it('shows Format and Data Type only for text, secure and PI secure', () => {
    expect(['text', 'secure', 'PI secure'].every((t) => typeHasFormat(t as never))).toBe(true);
    expect(['date', 'checkbox', 'email', 'radio', 'textarea', ''].some((t) => typeHasFormat(t as never))).toBe(false);
  });

  it('shows Radio Box Group only for radio', () => {
    expect(typeHasRadioGroup('radio')).toBe(true);
    expect(typeHasRadioGroup('checkbox')).toBe(false);
  });

  it('shows Number of Row only for Table, and offers Table only on edit', () => {
    expect(displayTypeHasRows('Table')).toBe(true);
    expect(displayTypeHasRows('Double Column')).toBe(false);
    expect(displayTypeOptions('add')).toEqual(['Single Column', 'Double Column']);
    expect(displayTypeOptions('edit')).toEqual(['Single Column', 'Double Column', 'Table']);
  });

  it('keeps a format only where it applies and derives the rest from it', () => {
    expect(conditionalAttributeFields({ attribute_type: 'text', attributeformat: 'AA-9999', radiogroup: 'x' })).toEqual({
      attributeformat: 'AA-9999',
      radiogroup: null,
      selectgroup: null,
      attribute_data_type: 'Alphanumeric',
      attribute_max_lenght: '7',
    });
    expect(conditionalAttributeFields({ attribute_type: 'radio', attributeformat: '999', radiogroup: 'smoker' })).toEqual({
      attributeformat: null,
      radiogroup: 'smoker',
      selectgroup: null,
      attribute_data_type: null,
      attribute_max_lenght: '0',
    });
    expect(conditionalAttributeFields({ attribute_type: 'SelectBox', attributeformat: '99', radiogroup: 'x', selectgroup: 'LLC,Partnership' })).toEqual({
      attributeformat: null,
      radiogroup: null,
      selectgroup: 'LLC,Partnership',
      attribute_data_type: null,
      attribute_max_lenght: '0',
    });
  });
});

describe('formats that mean "up to"', () => {
  it('accepts shorter values of one repeated slot kind of 6 or more, and keeps short codes and patterns exact', () => {
    expect(isLimitFormat('9999999')).toBe(true);
    expect(matchesMask('9999999', '4250')).toBe(true);
    expect(matchesMask('9999999', '12345678')).toBe(false);
    expect(matchesMask('9999999', '42a0')).toBe(false);
    expect(matchesMask('99999', '123')).toBe(false);
    expect(matchesMask('9999', '202')).toBe(false);
    expect(matchesMask('AA-9999', 'AB-12')).toBe(false);
    expect(isLimitFormat('AAAAA99999AAAAAAA')).toBe(false);
  });
});

describe('insuredAttributes', () => {
  const attr = (id: number, attribute_name: string, attribute_type = 'text') => ({ id, attribute_name, attribute_type });
  it('links the first free-text attribute per customer key outside Table groups', () => {
    const linked = insuredAttributes([
      { displaytype: 'Table', attributes: [attr(1, 'firstname'), attr(2, 'zipcode')] },
      { displaytype: 'Double Column', attributes: [attr(3, 'firstname'), attr(4, 'address', 'textarea'), attr(5, 'phonenumber', 'radio'), attr(6, 'policyamount')] },
      { displaytype: 'Single Column', attributes: [attr(7, 'firstname'), attr(8, 'email', 'email')] },
    ]);
    expect(Object.fromEntries(Object.entries(linked).map(([key, value]) => [key, value.id]))).toEqual({ firstname: 3, address: 4, email: 8 });
  });
});

describe('recordDateAttributes', () => {
  const attr = (id: number, attribute_name: string, attribute_type = 'date') => ({ id, attribute_name, attribute_type });
  it("links the first date attribute per record date outside Table groups, and neither customer keys nor the amount", () => {
    const dated = recordDateAttributes([
      { displaytype: 'Table', attributes: [attr(1, 'policyeffectivedate'), attr(2, 'policyscheduledate')] },
      { displaytype: 'Single Column', attributes: [attr(3, 'policyeffectivedate', 'text'), attr(4, 'policyamount'), attr(5, 'firstname', 'text')] },
      { displaytype: 'Double Column', attributes: [attr(6, 'policyeffectivedate'), attr(7, 'policyscheduledate'), attr(8, 'policyeffectivedate')] },
    ]);
    expect(Object.fromEntries(Object.entries(dated).map(([key, value]) => [key, value.id]))).toEqual({ policyeffectivedate: 6, policyscheduledate: 7 });
  });

  it('links nothing on a line without such dates', () => {
    expect(recordDateAttributes([{ displaytype: 'Single Column', attributes: [attr(1, 'policyamount'), attr(2, 'email', 'email')] }])).toEqual({});
  });
});

import { countryFields, optionalEmail, updateSlabRequest } from '@kyubos/contracts';
import { z } from 'zod';
import { fieldRules } from './field-rules';

describe('fieldRules', () => {
  it('reads required and the maximum length of the contract texts', () => {
    expect(fieldRules(countryFields.shape.country_code)).toEqual({ required: true, maxLength: 3 });
    expect(fieldRules(countryFields.shape.country_regularcode)).toEqual({ required: false, maxLength: 10 });
  });

  it('reads an optional e-mail address as an e-mail input', () => {
    expect(fieldRules(optionalEmail)).toEqual({ required: false, maxLength: 200, type: 'email' });
  });

  it('reads preprocessed numbers: whole numbers as numeric, amounts as decimal, both required', () => {
    expect(fieldRules(updateSlabRequest.shape.noofparticipant)).toEqual({ required: true, inputMode: 'numeric' });
    expect(fieldRules(updateSlabRequest.shape.amount)).toEqual({ required: true, inputMode: 'decimal' });
  });

  it('reads a choice that refuses blank as required, and a url format', () => {
    expect(fieldRules(z.enum(['Kyubos', 'Other']))).toEqual({ required: true });
    expect(fieldRules(z.url().optional())).toEqual({ required: false, type: 'url' });
  });
});

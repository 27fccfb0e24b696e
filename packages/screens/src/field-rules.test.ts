import { countryFields, isoDateSchema, optionalEmail, updateSlabRequest } from '@kyubos/contracts';
import { z } from 'zod';
import { fieldRules } from './field-rules';
import { inputMessage } from './schema-form';

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

  it('reads a calendar day (the contracts\' YYYY-MM-DD, or z.iso.date()) as a date input', () => {
    expect(fieldRules(isoDateSchema)).toEqual({ required: true, type: 'date' });
    expect(fieldRules(isoDateSchema.nullable().optional())).toEqual({ required: false, type: 'date' });
    expect(fieldRules(z.iso.date())).toEqual({ required: true, type: 'date' });
    expect(fieldRules(z.string().regex(/^\d{5}$/))).toEqual({ required: true });
  });
});

describe('inputMessage', () => {
  const date = fieldRules(isoDateSchema);
  const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0]!.message;

  it('says a required date left blank is required, not that it must be a date (YYYY-MM-DD)', () => {
    expect(first(isoDateSchema, '')).toBe('must be a date (YYYY-MM-DD)');
    expect(inputMessage(date, '', first(isoDateSchema, ''))).toBe('is required');
    expect(inputMessage(fieldRules(countryFields.shape.country_code), '  ', 'must be at least 2 characters')).toBe('is required');
  });

  it("names the format a date input shows for a date it cannot read, and leaves other messages as they are", () => {
    expect(inputMessage(date, '13/45/2026', first(isoDateSchema, '13/45/2026'))).toBe('must be a full date (mm/dd/yyyy)');
    expect(inputMessage(date, '2026-02-30', first(isoDateSchema, '2026-02-30'))).toBe('must be a real date');
    // A date input holding what names no day (02/30/2027) gives '': it is not a valid date, not blank.
    expect(inputMessage(date, '', first(isoDateSchema, ''), true)).toBe('is not a valid date');
    expect(inputMessage(date, '0027-01-01', first(isoDateSchema, '0027-01-01'))).toBe('has the year 0027: type the year in four digits');
    expect(inputMessage(fieldRules(optionalEmail), 'dana@', 'must be an email address')).toBe('must be an email address');
  });
});

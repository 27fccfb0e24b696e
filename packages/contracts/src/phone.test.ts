import { forgotLoginRequest } from './bdx-portal';
import { optionalPhone } from './form-values';
import { normalisedPhone, phoneProblem } from './phone';

describe('phone numbers', () => {
  it('accepts valid numbers of their country and blank, refuses the rest with a reason', () => {
    expect(phoneProblem('12125550123')).toBeNull();
    expect(phoneProblem('442079460958')).toBeNull();
    expect(phoneProblem('')).toBeNull();
    expect(phoneProblem('1')).toBeNull();
    expect(phoneProblem('121255501239999')).toBe('is not a valid phone number for its country');
    expect(phoneProblem('1212555')).toBe('is not a valid phone number for its country');
    expect(phoneProblem('1234567890123456')).toBe('must be at most 15 digits');
    expect(phoneProblem('+12125550123')).toBe('must contain digits only');
  });

  it('stores blank and a calling code alone as no number', () => {
    expect(optionalPhone.parse('')).toBeNull();
    expect(optionalPhone.parse('1')).toBeNull();
    expect(optionalPhone.parse(undefined)).toBeNull();
    expect(optionalPhone.parse('12125550123')).toBe('12125550123');
    expect(optionalPhone.parse('+1 (212) 555-0123')).toBe('12125550123');
    expect(optionalPhone.safeParse('+1 (212) 555-01239999').success).toBe(false);
    expect(optionalPhone.safeParse('212-CALL-NOW').success).toBe(false);
  });

  it('stores the number it validated: a country code typed twice is stored once (E.164 digits)', () => {
    expect(optionalPhone.parse('113035550177')).toBe('13035550177');
    expect(optionalPhone.parse('+1 (130) 355-50177')).toBe('13035550177');
    expect(optionalPhone.parse('13035550177')).toBe('13035550177');
    expect(optionalPhone.parse('+1 303 555 0177')).toBe('13035550177');
    expect(optionalPhone.parse('4402079460958')).toBe('442079460958');
    // Valid numbers already in E.164 stay as they are, a leading zero that belongs to the number too.
    expect(optionalPhone.parse('12125550123')).toBe('12125550123');
    expect(optionalPhone.parse('442079460958')).toBe('442079460958');
    expect(optionalPhone.parse('390612345678')).toBe('390612345678');
    expect(optionalPhone.safeParse('11303555017').success).toBe(false);
  });

  it('normalises a valid number to its E.164 digits, and gives nothing for blank or invalid ones', () => {
    expect(normalisedPhone('113035550177')).toBe('13035550177');
    expect(normalisedPhone('12125550123')).toBe('12125550123');
    expect(normalisedPhone('')).toBeNull();
    expect(normalisedPhone('1')).toBeNull();
    expect(normalisedPhone('1212555')).toBeNull();
    expect(normalisedPhone('+12125550123')).toBeNull();
  });

  it('looks a login id up by the number as stored: a country code typed twice finds it; any other digits are looked up as typed', () => {
    expect(forgotLoginRequest.parse({ phonenumber: '+1 (130) 355-50177' })).toEqual({ phonenumber: '13035550177' });
    expect(forgotLoginRequest.parse({ phonenumber: '3035550122' })).toEqual({ phonenumber: '3035550122' });
    expect(forgotLoginRequest.safeParse({ phonenumber: '12' }).success).toBe(false);
  });
});

import { optionalPhone } from './form-values';
import { phoneProblem } from './phone';

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
});

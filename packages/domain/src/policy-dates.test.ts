import { addDays, addMonths, addPolicyDuration, isIsoDate, paymentSchedule, POLICY_DURATION_LABEL, policyDurationLabel, scheduleTermOf } from './policy-dates';

describe('policy dates', () => {
  it('recognises real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
    expect(isIsoDate('02-29-2024')).toBe(false);
  });

  it('adds months, keeping the day or taking the last day of a shorter month', () => {
    expect(addMonths('2024-01-15', 1)).toBe('2024-02-15');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-10-31', 4)).toBe('2025-02-28');
    expect(addMonths('2024-08-31', 6)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2023-11-30', 3)).toBe('2024-02-29');
    expect(addMonths('2024-12-15', 1)).toBe('2025-01-15');
  });

  it('adds and subtracts days across month and year ends and leap days', () => {
    expect(addDays('2024-03-10', -15)).toBe('2024-02-24');
    expect(addDays('2024-03-14', -15)).toBe('2024-02-28');
    expect(addDays('2024-03-15', -15)).toBe('2024-02-29');
    expect(addDays('2025-03-15', -15)).toBe('2025-02-28');
    expect(addDays('2025-01-10', -15)).toBe('2024-12-26');
    expect(addDays('2024-12-25', 60)).toBe('2025-02-23');
  });

  it('ends a policy one duration after its effective date', () => {
    expect(addPolicyDuration('2024-01-31', '1month')).toBe('2024-02-29');
    expect(addPolicyDuration('2024-01-31', '4months')).toBe('2024-05-31');
    expect(addPolicyDuration('2024-08-31', '6months')).toBe('2025-02-28');
    expect(addPolicyDuration('2024-02-29', '1year')).toBe('2025-02-28');
    expect(POLICY_DURATION_LABEL['4months']).toBe('4 Months');
  });

  it('labels a stored duration for read-only views, other text as it is', () => {
    expect(['1month', '4months', '6months', '1year'].map(policyDurationLabel)).toEqual(['1 Month', '4 Months', '6 Months', '1 Year']);
    expect(policyDurationLabel('Annual, agreed by phone')).toBe('Annual, agreed by phone');
    expect([policyDurationLabel(null), policyDurationLabel('')]).toEqual(['', '']);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => addMonths('2024-02-30', 1)).toThrow(RangeError);
    expect(() => paymentSchedule('', '1month')).toThrow(RangeError);
  });
});

describe('the 12-term payment schedule', () => {
  it('has 12 terms: the first Active with no due date, the other 11 Schedule', () => {
    const schedule = paymentSchedule('2026-03-10', '1month');
    expect(schedule).toHaveLength(12);
    expect(schedule[0]).toEqual({ term: 1, startDate: '2026-03-10', renewalDate: '2026-04-10', status: 'Active', duedate: '' });
    expect(schedule.slice(1).every((entry) => entry.status === 'Schedule')).toBe(true);
    expect(schedule[1]).toEqual({ term: 2, startDate: '2026-04-10', renewalDate: '2026-05-10', status: 'Schedule', duedate: '2026-04-25' });
    expect(schedule[11]).toEqual({ term: 12, startDate: '2027-02-10', renewalDate: '2027-03-10', status: 'Schedule', duedate: '2027-02-23' });
  });

  it('starts each term at the previous renewal date', () => {
    for (const term of ['1month', '4months', '6months', '1year'] as const) {
      const schedule = paymentSchedule('2024-01-31', term);
      schedule.slice(1).forEach((entry, index) => expect(entry.startDate).toBe(schedule[index]!.renewalDate));
    }
  });

  it('puts every due date 15 days before its renewal date', () => {
    const schedule = paymentSchedule('2024-01-31', '1month');
    expect(schedule.map((entry) => entry.duedate)).toEqual([
      '',
      '2024-03-16', // renewal 2024-03-31
      '2024-04-15', // renewal 2024-04-30
      '2024-05-16',
      '2024-06-15',
      '2024-07-16',
      '2024-08-16',
      '2024-09-15',
      '2024-10-16',
      '2024-11-15',
      '2024-12-16',
      '2025-01-16', // renewal 2025-01-31
    ]);
  });

  it('comes back to the 31st after a short month instead of drifting, through a leap February', () => {
    const renewals = paymentSchedule('2024-01-31', '1month').map((entry) => entry.renewalDate);
    expect(renewals.slice(0, 4)).toEqual(['2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31']);
  });

  it('handles a leap day effective date with yearly terms', () => {
    const schedule = paymentSchedule('2024-02-29', '1year');
    expect(schedule[0]!.renewalDate).toBe('2025-02-28');
    expect(schedule[1]).toMatchObject({ startDate: '2025-02-28', renewalDate: '2026-02-28', duedate: '2026-02-13' });
    expect(schedule[3]).toMatchObject({ startDate: '2027-02-28', renewalDate: '2028-02-29', duedate: '2028-02-14' });
    expect(schedule[11]!.renewalDate).toBe('2036-02-29');
  });

  it('takes a due date back into the previous month and year', () => {
    const schedule = paymentSchedule('2025-07-05', '6months');
    expect(schedule[0]).toMatchObject({ renewalDate: '2026-01-05', duedate: '' });
    expect(schedule[1]).toMatchObject({ startDate: '2026-01-05', renewalDate: '2026-07-05', duedate: '2026-06-20' });
    expect(schedule[2]).toMatchObject({ renewalDate: '2027-01-05', duedate: '2026-12-21' });
    expect(paymentSchedule('2025-11-10', '4months')[1]).toMatchObject({ renewalDate: '2026-07-10', duedate: '2026-06-25' });
  });
});

describe('schedule term', () => {
  it('takes the policy schedule when it is a duration, else the payment schedule, else a month', () => {
    expect(scheduleTermOf({ policyschedule: '6months', paymentschedule: '1month' })).toBe('6months');
    expect(scheduleTermOf({ policyschedule: 'Monthly', paymentschedule: '4months' })).toBe('4months');
    expect(scheduleTermOf({ policyschedule: null, paymentschedule: null })).toBe('1month');
    expect(scheduleTermOf({ policyschedule: 'toString' })).toBe('1month');
  });
});

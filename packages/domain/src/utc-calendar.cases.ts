import { defaultPolicyDates, todayIso } from './coverage-rules';
import { formatChangedValue, formatDateTime } from './format';

/**
 * The product keeps one calendar, UTC. These cases run with the machine in a zone a day ahead of
 * UTC (Auckland, UTC+13 in November) and in one behind it (Honolulu, UTC-10), as a browser there.
 */
export function describeUtcCalendar(zone: string, localDayAt1912Utc: number): void {
  describe(`one UTC calendar, with the machine in ${zone}`, () => {
    it('runs in that zone (19:12 UTC on 11-27 is a local time on another day or the same)', () => {
      expect(new Date('2026-11-27T19:12:00Z').getDate()).toBe(localDayAt1912Utc);
    });

    it('takes today as the UTC day, not the local one', () => {
      // 19:12 UTC on 11-27 is 08:12 on 11-28 in Auckland and 09:12 on 11-27 in Honolulu.
      expect(todayIso(new Date('2026-11-27T19:12:00Z'))).toBe('2026-11-27');
      // 02:00 UTC on 11-28 is 15:00 on 11-28 in Auckland and 16:00 on 11-27 in Honolulu.
      expect(todayIso(new Date('2026-11-28T02:00:00Z'))).toBe('2026-11-28');
    });

    it('starts a new quotation on the UTC day, the day the server accepts', () => {
      expect(defaultPolicyDates(new Date('2026-11-28T02:00:00Z'))).toEqual({ policyeffectivedate: '2026-11-28', policyscheduledate: '2027-01-27' });
      expect(defaultPolicyDates(new Date('2026-11-27T19:12:00Z'))).toEqual({ policyeffectivedate: '2026-11-27', policyscheduledate: '2027-01-26' });
    });
  
    it('shows a timestamp in UTC, the text the server filters and exports by', () => {
      expect(formatDateTime('2026-11-27T19:12:04.796Z')).toBe('11/27/2026, 07:12 PM');
      expect(formatDateTime(new Date('2026-11-28T02:00:00Z'))).toBe('11/28/2026, 02:00 AM');
      expect(formatChangedValue('2026-11-27T14:07:00')).toBe('11/27/2026, 02:07 PM');
    });
  });
}

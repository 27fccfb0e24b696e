/** @jest-environment-options {"timeZone": "Pacific/Auckland"} */
import { describeUtcCalendar } from './utc-calendar.cases';

describeUtcCalendar('Pacific/Auckland', 28);

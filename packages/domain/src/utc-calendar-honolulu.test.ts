/** @jest-environment-options {"timeZone": "Pacific/Honolulu"} */
import { describeUtcCalendar } from './utc-calendar.cases';

describeUtcCalendar('Pacific/Honolulu', 27);

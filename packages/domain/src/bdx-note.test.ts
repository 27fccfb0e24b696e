import { bdxNoteReason } from './index';

describe('bdxNoteReason (a note to approve or import a file)', () => {
  const file = { parse_status: 'parsed' as const, computed_total: '4250.00', control_value: '4250', problem_count: 0 };

  it('asks none when the computed total is the Control Value to the cent and no row has a problem', () => {
    expect(bdxNoteReason(file)).toBeNull();
  });

  it('asks one when the totals differ ($4,250.00 against $99,999.99), or the total is unknown', () => {
    expect(bdxNoteReason({ ...file, control_value: '99999.99' })).toBe('the totals differ');
    expect(bdxNoteReason({ ...file, computed_total: '4250.01' })).toBe('the totals differ');
    expect(bdxNoteReason({ ...file, computed_total: null })).toBe('the totals differ');
    expect(bdxNoteReason({ ...file, parse_status: 'failed' })).toBe('the totals differ');
  });

  it('asks one when rows have problems, the totals agreeing', () => {
    expect(bdxNoteReason({ ...file, problem_count: 2 })).toBe('rows have problems');
    expect(bdxNoteReason({ ...file, problem_count: null })).toBeNull();
  });
});

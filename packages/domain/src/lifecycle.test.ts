import { canPerform, flagsAfter, makerCheckerRefusal, MAKER_CHECKER_REFUSAL, refusalMessage, TRANSITIONS, type LifecycleAction } from './lifecycle';
import { recordNumber } from './record-number';

const intakeForm = { quotation: 0, policyapproved: 0, becomepolicy: 0 };
const quotation = { quotation: 1, policyapproved: 0, becomepolicy: 0 };
const binder = { quotation: '1', policyapproved: '1', becomepolicy: '0' };
const policy = { quotation: 1, policyapproved: 1, becomepolicy: 1 };

describe('lifecycle', () => {
  it.each([
    ['an incomplete intake form', intakeForm, []],
    ['a quotation', quotation, ['approve', 'delete', 'recreate']],
    ['a binder', binder, ['delete', 'revert', 'pay']],
    ['a policy', policy, ['pay']],
  ])('%s allows exactly its actions', (_, flags, actions) => {
    expect((Object.keys(TRANSITIONS) as LifecycleAction[]).filter((action) => canPerform(action, flags))).toEqual(actions);
  });

  it('lands each action on the next stage', () => {
    expect(flagsAfter('approve', quotation)).toEqual({ quotation: 1, policyapproved: 1, becomepolicy: 0 });
    expect(flagsAfter('revert', binder)).toEqual(quotation);
    expect(flagsAfter('pay', binder)).toEqual(policy);
    expect(flagsAfter('pay', policy)).toEqual(policy);
    // Re-create deletes the quotation (a new intake form is written from it), which keeps its flags.
    expect(TRANSITIONS.recreate.to).toBe('deleted');
    expect(flagsAfter('recreate', quotation)).toEqual(quotation);
    expect(TRANSITIONS.delete.to).toBe('deleted');
    expect(flagsAfter('delete', binder)).toEqual({ quotation: 1, policyapproved: 1, becomepolicy: 0 });
  });

  it('refuses a second approval and a revert of a policy, saying what the record is', () => {
    expect(canPerform('approve', binder)).toBe(false);
    expect(refusalMessage('approve', policy)).toBe('Only a quotation can be approved; this record is a Policy.');
    expect(refusalMessage('revert', policy)).toBe('Only a binder can be reverted to a quotation; this record is a Policy.');
    expect(refusalMessage('pay', quotation)).toBe('Payments are taken on binders and policies only; this record is a Quotation.');
    expect(refusalMessage('delete', intakeForm)).toBe('Only a quotation or a binder can be deleted; this record is an incomplete intake form.');
  });

  it('refuses the creator as approver only when the client asks for maker-checker', () => {
    expect(makerCheckerRefusal({ approverMustDiffer: true }, 7, 7)).toBe(MAKER_CHECKER_REFUSAL);
    expect(makerCheckerRefusal({ approverMustDiffer: true }, 7, 8)).toBeNull();
    expect(makerCheckerRefusal({ approverMustDiffer: false }, 7, 7)).toBeNull();
  });
});

describe('record numbers', () => {
  it('reads client, kind, year and a six-digit sequence', () => {
    expect(recordNumber('Summit Specialty', 'P', 2026, 7)).toBe('SUM-P-2026-000007');
    expect(recordNumber('H-1', 'Q', 2026, 123456)).toBe('HXX-Q-2026-123456');
  });
});

import { recordStage, type StageFlags } from './record-stage';

/**
 * What can happen to a quotation record after it is written (spec 3 §4), in one table: the flags a
 * record must have for each action and the flags it gets. The server runs each action as a
 * conditional update on exactly these flags (no row back means 409); the screens offer an action
 * only where `canPerform` says so.
 */
export type LifecycleAction = 'approve' | 'delete' | 'recreate' | 'revert' | 'pay';

type FlagName = keyof StageFlags;
type FlagValues = Partial<Record<FlagName, 0 | 1>>;

export interface Transition {
  /** Flags the record must have. */
  from: FlagValues;
  /** Flags it has afterwards; 'deleted' removes it from every list. */
  to: FlagValues | 'deleted';
  /** Why the action is refused when the flags do not match (followed by what the record is). */
  refusal: string;
}

export const TRANSITIONS: Record<LifecycleAction, Transition> = {
  /** Approval makes a quotation a binder. */
  approve: { from: { quotation: 1, policyapproved: 0 }, to: { policyapproved: 1 }, refusal: 'Only a quotation can be approved' },
  /** From the approval screen (a quotation) or the binder screen; a policy is never deleted. */
  delete: { from: { quotation: 1, becomepolicy: 0 }, to: 'deleted', refusal: 'Only a quotation or a binder can be deleted' },
  /**
   * "Re-create Intake Form": an incomplete intake form is made from the quotation (a new record with
   * its own number) and the quotation is deleted; its history stays.
   */
  recreate: {
    from: { quotation: 1, policyapproved: 0 },
    to: 'deleted',
    refusal: 'Only a quotation can be re-created as an intake form',
  },
  /** "Revert Back To Quotation": only while the binder has not become a policy. */
  revert: {
    from: { quotation: 1, policyapproved: 1, becomepolicy: 0 },
    to: { policyapproved: 0 },
    refusal: 'Only a binder can be reverted to a quotation',
  },
  /** The first accepted payment makes a binder a policy; later payments reduce a policy's balance. */
  pay: { from: { quotation: 1, policyapproved: 1 }, to: { becomepolicy: 1 }, refusal: 'Payments are taken on binders and policies only' },
};

const flagValue = (flag: number | string): 0 | 1 => (String(flag) === '1' ? 1 : 0);

export function canPerform(action: LifecycleAction, flags: StageFlags): boolean {
  return Object.entries(TRANSITIONS[action].from).every(([name, value]) => flagValue(flags[name as FlagName]) === value);
}

/** 'an incomplete intake form', 'a Quotation', 'a Binder' or 'a Policy'. */
export function describeRecord(flags: StageFlags): string {
  return flagValue(flags.quotation) === 0 ? 'an incomplete intake form' : `a ${recordStage(flags)}`;
}

/** The 409 message for an action the record's stage does not allow. */
export function refusalMessage(action: LifecycleAction, flags: StageFlags): string {
  return `${TRANSITIONS[action].refusal}; this record is ${describeRecord(flags)}.`;
}

export const MAKER_CHECKER_REFUSAL = 'The approver must differ from the creator of the quotation.';

/**
 * Maker-checker (a client setting): when on, nobody approves a quotation they wrote. Returns the
 * 403 message, or null when the approval may go ahead.
 */
export function makerCheckerRefusal(
  setting: { approverMustDiffer: boolean },
  creatorId: number | null,
  approverId: number,
  makers: { savers?: readonly number[]; approverCreatedBy?: number | null } = {},
): string | null {
  if (!setting.approverMustDiffer) return null;
  if (creatorId === approverId) return MAKER_CHECKER_REFUSAL;
  const savers = makers.savers ?? [];
  if (savers.includes(approverId)) return MAKER_CHECKER_SAVER_REFUSAL;
  const madeBy = makers.approverCreatedBy ?? null;
  if (madeBy !== null && (madeBy === creatorId || savers.includes(madeBy))) return MAKER_CHECKER_ACCOUNT_REFUSAL;
  return null;
}
/** Maker-checker, whole: nobody who saved the quotation approves it, nor an account its creator or a saver made. */
export const MAKER_CHECKER_SAVER_REFUSAL = 'The approver must differ from everyone who saved the quotation.';
export const MAKER_CHECKER_ACCOUNT_REFUSAL = 'The approver must not use an account made by the creator of the quotation or by someone who saved it.';

/** The flags a record has after `action` (a deleted record keeps its flags). */
export function flagsAfter(action: LifecycleAction, flags: StageFlags): { quotation: 0 | 1; policyapproved: 0 | 1; becomepolicy: 0 | 1 } {
  const to = TRANSITIONS[action].to;
  const current = { quotation: flagValue(flags.quotation), policyapproved: flagValue(flags.policyapproved), becomepolicy: flagValue(flags.becomepolicy) };
  return to === 'deleted' ? current : { ...current, ...to };
}

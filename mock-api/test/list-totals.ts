import type { RecordListResponse, RecordListScope } from '@kyubos/contracts';
import type { DemoUser, TestContext } from './helpers';

/** The call answering each list (spec 3 §7). */
const LIST_CALL: Record<RecordListScope, string> = {
  all: '/policyquotationlist',
  quotations: '/viewpolicyquotationlist',
  binders: '/viewpolicybinderlist',
  policies: '/viewpolicylist',
  incomplete: '/viewincompleteintakeform',
};

/** Which records each list holds, written from the stage flags (spec 3 §1), independently of the server's SQL. */
const HOLDS: Record<RecordListScope, string> = {
  all: 'TRUE',
  quotations: 'quotation = 0 OR policyapproved = 0',
  binders: 'quotation = 1 AND policyapproved = 1 AND becomepolicy = 0',
  policies: 'quotation = 1 AND policyapproved = 1 AND becomepolicy = 1',
  incomplete: 'quotation = 0',
};

export type ListTotals = Record<RecordListScope, number>;

/**
 * Each unfiltered list's total as a page of it answers (the server's kept counter), and the same
 * lists counted from the records themselves: the two must always agree.
 */
export async function listTotals(ctx: TestContext, user: DemoUser = 'summit_admin'): Promise<{ answered: ListTotals; counted: ListTotals }> {
  const clientId = ctx.logins[user].client_id;
  const answered = {} as ListTotals;
  const counted = {} as ListTotals;
  for (const scope of Object.keys(LIST_CALL) as RecordListScope[]) {
    const page = await ctx.post(LIST_CALL[scope], { company_id: clientId, page: 1, pageSize: 1 }, ctx.tokens[user]).expect(200);
    answered[scope] = (page.body as RecordListResponse).total;
    const row = await ctx.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM policy_quotations WHERE company_id = $1 AND deleted_at IS NULL AND (${HOLDS[scope]})`,
      [clientId],
    );
    counted[scope] = row!.n;
  }
  return { answered, counted };
}

/** `after` minus `before`, scope by scope. */
export const totalsChange = (before: ListTotals, after: ListTotals): ListTotals =>
  Object.fromEntries(Object.entries(after).map(([scope, total]) => [scope, total - before[scope as RecordListScope]])) as ListTotals;

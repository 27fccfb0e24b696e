import type { Policy, PolicyResponse, PolicySavedResponse, ViewPolicyResponse } from '@kyubos/contracts';
import { todayIso } from '@kyubos/domain';
import type { AdminAuth } from '../auth/tokens';
import { AppError } from '../app-error';
import { assertSameClient, ownRecord } from '../tenancy';
import type { Db } from '../db/db';
import { createPolicyRepository, type PolicyValues } from './repository';

/** A create or update body: the stored fields, maybe with a company_id claim; active defaults to '1'. */
export type PolicyInput = Omit<PolicyValues, 'active' | 'date'> & {
  active?: Policy['active'] | undefined;
  date?: string | null | undefined;
  company_id?: number | undefined;
};

const numberTaken = (policyId: string) => new AppError('Conflict', `The policy id ${policyId} is already used`, 409);

function values(input: PolicyInput, current?: Policy): PolicyValues {
  return {
    policy_id: input.policy_id,
    policy_name: input.policy_name,
    policy_amount: input.policy_amount,
    policy_duration: input.policy_duration,
    description: input.description,
    policy_limit: input.policy_limit,
    agent_commission: input.agent_commission,
    // Fields without inputs on the form keep their stored value unless the body sends them.
    export_data: input.export_data ?? current?.export_data ?? null,
    import_data: input.import_data ?? current?.import_data ?? null,
    import_from: input.import_from ?? current?.import_from ?? null,
    date: input.date ?? current?.date ?? todayIso(),
    active: input.active ?? current?.active ?? '1',
    document: input.document ?? current?.document ?? null,
  };
}

export function createPolicyService(db: Db) {
  const policies = createPolicyRepository(db);
  /** The policy, when it belongs to the caller's client: 404 when missing or another client's. */
  const ownPolicy = async (auth: AdminAuth, id: number): Promise<Policy> =>
    ownRecord(auth, await policies.findById(id), (policy) => policy.company_id, 'Policy not found');

  return {
    async list(auth: AdminAuth, companyId: number): Promise<ViewPolicyResponse> {
      assertSameClient(auth, companyId);
      return { policies: await policies.listByClient(companyId) };
    },

    async edit(auth: AdminAuth, id: number): Promise<PolicyResponse> {
      return { policy: await ownPolicy(auth, id) };
    },

    async create(auth: AdminAuth, input: PolicyInput): Promise<PolicySavedResponse> {
      if (input.company_id !== undefined) assertSameClient(auth, input.company_id);
      return db.transaction(async (tx) => {
        const repo = createPolicyRepository(tx);
        if (await repo.numberTaken(auth.clientId, input.policy_id)) throw numberTaken(input.policy_id);
        return { message: 'Policy created', policy: (await repo.create(auth.clientId, values(input)))! };
      });
    },

    async update(auth: AdminAuth, input: PolicyInput & { id: number }): Promise<PolicySavedResponse> {
      if (input.company_id !== undefined) assertSameClient(auth, input.company_id);
      const current = await ownPolicy(auth, input.id);
      return db.transaction(async (tx) => {
        const repo = createPolicyRepository(tx);
        if (await repo.numberTaken(auth.clientId, input.policy_id, input.id)) throw numberTaken(input.policy_id);
        return { message: 'Policy updated', policy: (await repo.update(input.id, values(input, current)))! };
      });
    },
  };
}
export type PolicyService = ReturnType<typeof createPolicyService>;

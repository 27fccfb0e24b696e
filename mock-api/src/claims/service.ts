import type {
  LossRatioFigures,
  LossRatioGroup,
  LossRatioResponse,
  LossRunClaim,
  LossRunResponse,
  LossRunTotals,
  ViewClaimResponse,
} from '@kyubos/contracts';
import type { lossRatioRequest, lossRunRequest } from '@kyubos/contracts';
import {
  amountCents,
  centsToAmount,
  checkClaimRows,
  earnedPremiumCents,
  incurredCents,
  lossRatio,
  mapClaimColumns,
  periodOrder,
  refuseUnmatchedClaims,
  type BdxRowProblem,
  type ClaimRowsCheck,
} from '@kyubos/domain';
import type { z } from 'zod';
import type { AdminAuth } from '../auth/tokens';
import type { Db } from '../db/db';
import { notFound } from '../app-error';
import { agentScopeOf, type CreatorLookup } from '../quotations/service';
import { runTask } from '../workers/pool';
import type { BdxParseResult } from '../bdx-files/parse';
import type { LossRunDocumentData } from './documents';
import type { ListExport } from '../export/list-export';
import { lossRunExport } from './list-export';
import { createClaimRepository, type ClaimPolicy } from './repository';

/** Policy numbers compared without case; ours first, then the carrier's. */
function policyIndex(policies: ClaimPolicy[]): Map<string, number> {
  const index = new Map<string, number>();
  for (const policy of policies) if (policy.carrier_policy_number) index.set(policy.carrier_policy_number.toUpperCase(), policy.id);
  for (const policy of policies) if (policy.policy_number) index.set(policy.policy_number.toUpperCase(), policy.id);
  return index;
}

/** The client's policies that the sound rows name, by upper-case number. */
async function matchPolicies(db: Db, clientId: number, check: ClaimRowsCheck): Promise<Map<string, number>> {
  const numbers = [...new Set(check.claims.map((claim) => claim.policy_number.toUpperCase()))];
  return policyIndex(numbers.length === 0 ? [] : await createClaimRepository(db).policiesByNumbers(clientId, numbers));
}

/**
 * A read claims bordereau with its rows matched to the client's policies by policy number: a
 * row that matches no policy becomes a row problem (and leaves the total). Upload calls it
 * before the file is stored; other kinds and unread files pass unchanged.
 */
export async function matchClaimsToPolicies(db: Db, clientId: number, parsed: BdxParseResult): Promise<BdxParseResult> {
  if (parsed.status !== 'parsed' || !parsed.claims) return parsed;
  const check: ClaimRowsCheck = { ...parsed, claims: parsed.claims };
  const index = await matchPolicies(db, clientId, check);
  const matched = refuseUnmatchedClaims(check, (number) => index.has(number.toUpperCase()));
  // The sound rows are not kept with the file: its rows are, and the import reads them again.
  return { ...parsed, ...matched, claims: undefined };
}

/**
 * Imports a claims bordereau's rows into the client's claims, on the caller's transaction: the
 * rows are checked and matched again (a policy may have gone since the upload); each sound row
 * updates its claim (or adds it) and is kept in the claim's history.
 */
export async function importClaimRows(
  tx: Db,
  input: { clientId: number; userId: number; fileId: number; period: string; columns: string[]; rows: { row: number; cells: string[] }[] },
): Promise<{ imported: number; skipped: BdxRowProblem[] }> {
  const ordered = [...input.rows].sort((a, b) => a.row - b.row);
  const check = checkClaimRows(
    ordered.map((row) => row.cells),
    mapClaimColumns(input.columns),
  );
  const index = await matchPolicies(tx, input.clientId, check);
  const matched = refuseUnmatchedClaims(check, (number) => index.has(number.toUpperCase()));
  const rows = matched.claims.map((claim) => ({ ...claim, quotation_id: index.get(claim.policy_number.toUpperCase())! }));
  const imported = await createClaimRepository(tx).importRows(input.clientId, { id: input.fileId, asOf: periodOrder(input.period), userId: input.userId }, rows);
  return { imported, skipped: matched.problems };
}

const sumCents = (values: string[]) => values.reduce((sum, value) => sum + (amountCents(value) ?? 0), 0);

function totalsOf(claims: LossRunClaim[]): LossRunTotals {
  return {
    claims: claims.length,
    paid: centsToAmount(sumCents(claims.map((claim) => claim.paid))),
    reserve: centsToAmount(sumCents(claims.map((claim) => claim.reserve))),
    recovery: centsToAmount(sumCents(claims.map((claim) => claim.recovery))),
    incurred: centsToAmount(sumCents(claims.map((claim) => claim.incurred))),
  };
}

const figures = (earned: number, incurred: number): LossRatioFigures => ({
  earned_premium: centsToAmount(earned),
  incurred: centsToAmount(incurred),
  loss_ratio: lossRatio(incurred, earned),
});

const today = () => new Date().toISOString().slice(0, 10);

/** Claims, Loss Runs and loss ratios of the caller's client (an agent user sees its own policies' only). */
export function createClaimService(db: Db, { creators }: { creators: CreatorLookup }) {
  const claims = createClaimRepository(db);
  const agentOf = (auth: AdminAuth) => agentScopeOf(creators, auth);

  async function lossRun(auth: AdminAuth, query: z.output<typeof lossRunRequest>): Promise<LossRunResponse> {
    const rows = await claims.lossRun(auth.clientId, await agentOf(auth), {
      from: query.from,
      to: query.to,
      policyNumber: query.policy_number,
      insured: query.insured,
    });
    return { from: query.from, to: query.to, claims: rows, totals: totalsOf(rows) };
  }

  return {
    lossRun,
    /** `/exportviewlossrun`: the Loss Run's claims and totals as a file, in the same book as `lossRun`. */
    async exportLossRun(auth: AdminAuth, query: z.output<typeof lossRunRequest>): Promise<ListExport<LossRunClaim>> {
      return lossRunExport(await lossRun(auth, query));
    },

    /** The Loss Run as a PDF, rendered in the worker pool. */
    async lossRunDocument(auth: AdminAuth, query: z.output<typeof lossRunRequest>): Promise<{ filename: string; bytes: Buffer }> {
      const run = await lossRun(auth, query);
      const subject = query.policy_number ? `Policy ${query.policy_number}` : query.insured ? `Insured ${query.insured}` : 'All policies';
      const data: LossRunDocumentData = {
        clientName: (await creators.clientFullName(auth.clientId)) ?? '',
        subject,
        from: run.from,
        to: run.to,
        claims: run.claims,
        totals: run.totals,
        issuedOn: today(),
      };
      const bytes = await runTask('render-loss-run', data, { timeoutMs: 30_000 });
      const slug = subject.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
      return { filename: `loss-run-${slug}-${run.from}-${run.to}.pdf`, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    },

    /** One claim with the figures every imported bordereau gave it. */
    async claim(auth: AdminAuth, id: number): Promise<ViewClaimResponse> {
      const claim = await claims.claim(auth.clientId, await agentOf(auth), id);
      if (!claim) throw notFound('Claim not found');
      return { claim, movements: await claims.movements(auth.clientId, id) };
    },

    /**
     * Earned premium (pro rata by days in force within the period), incurred (claims with a date
     * of loss in the period, their latest figures) and the loss ratio, per program or per line of
     * business; groups sorted by name. Totals add the groups' cents.
     */
    async lossRatio(auth: AdminAuth, query: z.output<typeof lossRatioRequest>): Promise<LossRatioResponse> {
      const agentId = await agentOf(auth);
      const [policies, incurred] = await Promise.all([
        claims.earningPolicies(auth.clientId, agentId, query.from, query.to),
        claims.incurredClaims(auth.clientId, agentId, query.from, query.to),
      ]);
      const key = (row: { program: string; lob: string }) => (query.group_by === 'program' ? row.program : row.lob);
      const groups = new Map<string, { earned: number; incurred: number }>();
      const group = (name: string) => groups.get(name) ?? groups.set(name, { earned: 0, incurred: 0 }).get(name)!;
      for (const policy of policies) {
        group(key(policy)).earned += earnedPremiumCents(
          { premium: policy.premium_cents, effective: policy.effective, expiration: policy.expiration, cancelledOn: policy.cancelled_on },
          query.from,
          query.to,
        );
      }
      for (const claim of incurred) {
        group(key(claim)).incurred += incurredCents({ paid: claim.paid_cents, reserve: claim.reserve_cents, recovery: claim.recovery_cents });
      }
      const field: LossRatioGroup = query.group_by;
      const rows = [...groups.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, sums]) => ({ [field]: name, ...figures(sums.earned, sums.incurred) }));
      const earned = [...groups.values()].reduce((sum, item) => sum + item.earned, 0);
      const incurredTotal = [...groups.values()].reduce((sum, item) => sum + item.incurred, 0);
      return { from: query.from, to: query.to, group_by: field, rows, totals: figures(earned, incurredTotal) };
    },
  };
}
export type ClaimService = ReturnType<typeof createClaimService>;

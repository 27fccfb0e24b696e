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
  claimPolicyProblem,
  claimRowChecker,
  earnedPremiumCents,
  incurredCents,
  lossRatio,
  mapClaimColumns,
  policyAmountOf,
  refuseClaimsOffPolicy,
  termPremiumStretches,
  todayIso,
  type BdxRowProblem,
  type PremiumStretch,
  type ClaimRowValues,
  type ClaimsFileContext,
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
import { timeSlices } from '../time-slices';
import { createClaimRepository, type ClaimFile, type ClaimImportRow, type ClaimPolicy, type EarningPolicy } from './repository';

/** Policy numbers compared without case; ours first, then the carrier's. */
function policyIndex(policies: ClaimPolicy[]): Map<string, ClaimPolicy> {
  const index = new Map<string, ClaimPolicy>();
  for (const policy of policies) if (policy.carrier_policy_number) index.set(policy.carrier_policy_number.toUpperCase(), policy);
  for (const policy of policies) if (policy.policy_number) index.set(policy.policy_number.toUpperCase(), policy);
  return index;
}

/**
 * A read claims bordereau with its rows matched to the client's policies by policy number and to
 * the carrier's claims in the book by claim number: a row that cannot be its policy's or its
 * claim's (claimPolicyProblem: no policy, another line than `file`'s, a date of loss outside the
 * term, a new claim after a cancellation, a date after today, a claim on another policy, a paid to
 * date lowered) becomes a row problem (and leaves the total). Upload calls it before the file is
 * stored; other kinds and unread files pass unchanged.
 */
export async function matchClaimsToPolicies(db: Db, clientId: number, parsed: BdxParseResult, file: ClaimsFileContext): Promise<BdxParseResult> {
  if (parsed.status !== 'parsed' || !parsed.claimFigures) return parsed;
  const { claimFigures, ...read } = parsed;
  const repository = createClaimRepository(db);
  const numbers = [...new Set(claimFigures.policyNumbers.map((number) => number.toUpperCase()))];
  const index = policyIndex(numbers.length === 0 ? [] : await repository.policiesByNumbers(clientId, numbers));
  const inBook = await repository.bookClaims(clientId, file.carrierId, claimFigures.claimNumbers);
  // The sound rows are not kept with the file: its rows are, and the import reads them again.
  return {
    ...read,
    ...refuseClaimsOffPolicy(read, claimFigures, (number) => index.get(number.toUpperCase()), file, (number) => inBook.get(number.toUpperCase())),
  };
}

/**
 * Claims rows written per statement: a statement's arrays are made on the API's thread (about a
 * millisecond per thousand rows), and no statement holds the database for long.
 */
const WRITE_ROWS = 1000;

/** Writes matched claims rows of a file on `tx`, in statements of at most WRITE_ROWS rows; answers the rows written. */
export async function writeClaimRows(tx: Db, file: ClaimFile, rows: readonly ClaimImportRow[]): Promise<number> {
  const claims = createClaimRepository(tx);
  let written = 0;
  for (let start = 0; start < rows.length; start += WRITE_ROWS) written += await claims.importRows(file, rows.slice(start, start + WRITE_ROWS));
  return written;
}

/**
 * Checks a claims bordereau's stored rows a page at a time, in file order: each page in slices of the
 * API's thread (timeSlices), then its sound rows matched to the client's policies by number (each
 * number read once) and to the carrier's claims in the book, and checked against them as the
 * upload's review does (claimPolicyProblem). A row with a problem, or that cannot be its policy's
 * or its claim's, is one of `problems()` (by row).
 */
export function claimPagesChecker(db: Db, clientId: number, columns: readonly string[], file: ClaimsFileContext) {
  const checker = claimRowChecker(mapClaimColumns(columns));
  const policies = new Map<string, ClaimPolicy | null>();
  return {
    /** The page's rows to write: sound, matched to their policy. */
    async page(rows: readonly { row: number; cells: readonly string[] }[]): Promise<ClaimImportRow[]> {
      const sound: ClaimRowValues[] = [];
      const slices = timeSlices();
      for (const { row, cells } of rows) {
        const claim = checker.check(row, cells);
        if (claim) sound.push(claim);
        if (slices.spent()) await slices.next();
      }
      const unread = [...new Set(sound.map((claim) => claim.policy_number.toUpperCase()))].filter((number) => !policies.has(number));
      if (unread.length > 0) {
        const index = policyIndex(await createClaimRepository(db).policiesByNumbers(clientId, unread));
        for (const number of unread) policies.set(number, index.get(number) ?? null);
      }
      // The file's own rows are not in the book before its import decides: each page reads the book as it was.
      const inBook = await createClaimRepository(db).bookClaims(clientId, file.carrierId, sound.map((claim) => claim.claim_number));
      const matched: ClaimImportRow[] = [];
      for (const claim of sound) {
        const policy = policies.get(claim.policy_number.toUpperCase()) ?? undefined;
        const problem = claimPolicyProblem(claim, policy, file, inBook.get(claim.claim_number.toUpperCase()));
        if (problem !== null) checker.refuseOffPolicy(claim, problem);
        // No problem: a policy matched.
        else matched.push({ ...claim, quotation_id: policy!.id });
      }
      return matched;
    },
    /** The rows refused so far and why, in row order (at most BDX_PROBLEMS_KEPT). */
    problems: (): BdxRowProblem[] => checker.summary().problems,
  };
}

/**
 * Imports a claims bordereau's rows (all given) into the client's claims, on the caller's
 * transaction (the seed's): checked and matched as the import job does, each sound row updating its
 * claim (or adding it) and kept in the claim's history.
 */
export async function importClaimRows(
  tx: Db,
  input: { clientId: number; userId: number; columns: string[]; rows: { row: number; cells: string[] }[]; file: ClaimsFileContext & { fileId: number } },
): Promise<{ imported: number; skipped: BdxRowProblem[] }> {
  const pages = claimPagesChecker(tx, input.clientId, input.columns, input.file);
  const rows = await pages.page([...input.rows].sort((a, b) => a.row - b.row));
  const file: ClaimFile = { clientId: input.clientId, carrierId: input.file.carrierId, id: input.file.fileId, asOf: input.file.asOf, userId: input.userId };
  return { imported: await writeClaimRows(tx, file, rows), skipped: pages.problems() };
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

/** Claims, Loss Runs and loss ratios of the caller's client (an agent user sees its own policies' only). */
export function createClaimService(db: Db, { creators, now = () => new Date() }: { creators: CreatorLookup; now?: () => Date }) {
  const claims = createClaimRepository(db);
  const agentOf = (auth: AdminAuth) => agentScopeOf(creators, auth);

  /**
   * Each earning policy's term premium stretch by stretch: its premium as issued for the whole term,
   * or, endorsed, the premium of each version in force (its coverages and endorsements read once for all).
   */
  async function premiumStretches(clientId: number, policies: readonly EarningPolicy[]): Promise<(policy: EarningPolicy) => PremiumStretch[]> {
    const endorsed = new Map(
      (await claims.endorsedVersions(clientId, policies.filter((policy) => policy.endorsed).map((policy) => policy.id))).map((row) => [row.id, row]),
    );
    return (policy) => {
      const versions = endorsed.get(policy.id);
      if (!versions) return [{ from: policy.effective, termPremium: policy.issued_cents }];
      return termPremiumStretches({ start: policy.effective, end: policy.expiration }, { fields: {}, coverages: versions.policycoverage }, versions.endorsements, policyAmountOf);
    };
  }

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
        issuedOn: todayIso(now()),
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
      const stretchesOf = await premiumStretches(auth.clientId, policies);
      for (const policy of policies) {
        group(key(policy)).earned += earnedPremiumCents(
          { premium: policy.premium_cents, effective: policy.effective, expiration: policy.expiration, cancelledOn: policy.cancelled_on, stretches: stretchesOf(policy) },
          query.from,
          query.to,
          // Earned as of today: a period running into the future earns no day after it.
          todayIso(now()),
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

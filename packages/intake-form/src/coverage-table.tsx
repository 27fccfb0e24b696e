import { DEDUCTIBLE_BASES, type CoverageInclude, type CoverageRow, type DeductibleBasis } from '@kyubos/contracts';
import { acceptedCoverage, deductibleAmount, formatCoverageLimit, formatIsoDate, formatUsd, includeWithDate, isRequiredCoverage } from '@kyubos/domain';
import { Alert, CellInput, RowsTable, SideScroll, controlStyles } from '@kyubos/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';

/* Scrolls sideways when narrow (reachable by Tab and the arrows then), the coverage name kept in view. */
const Wrap = styled(SideScroll)`
  th:first-child,
  td:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;
/* The column titles wrap ('Deductible / Amount') and the cells keep narrow sides, so the nine columns fit a 1400 px screen's form. */
const Table = styled(RowsTable)`
  th,
  td {
    padding-inline: ${({ theme }) => theme.spacing.xs};
  }
  th[scope='col'] {
    white-space: normal;
  }
  td.number {
    text-align: right;
    white-space: nowrap;
  }
`;
/* As wide as its longest choice: a cell's 100% would let the column squeeze 'Select' to 'Selec'. */
const Choice = styled.select`
  ${controlStyles}
  width: auto;
`;

/** Digits and one decimal point: a deductible can never be typed negative. */
const decimalText = (text: string): string => text.replace(/[^0-9.]/g, '').replace(/(\..*)\./g, '$1');
const moneyText = (text: string): number => {
  const value = Number(decimalText(text));
  return Number.isFinite(value) ? value : 0;
};

/**
 * The accepted amount as it is taken (spec 3 §5: capped at the limit; negative or non-numeric is 0).
 * A box left empty stays empty; anything else typed shows the amount it makes, so "-50" shows 0.
 */
function AcceptedCoverageInput({ label, value, onChange }: { label: string; value: number; onChange: (text: string) => void }) {
  const [blank, setBlank] = useState(value === 0);
  return (
    <CellInput
      label={label}
      inputMode="numeric"
      value={blank && value === 0 ? '' : String(value)}
      onChange={(text) => {
        setBlank(text.trim() === '');
        onChange(text);
      }}
    />
  );
}

/**
 * The deductible as typed: digits and one decimal point, so "2.5" can be typed key by key (its text
 * is kept while it is still the amount the row holds, "2." among them); the row holds the amount.
 */
function DeductibleInput({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const [typed, setTyped] = useState(value === 0 ? '' : String(value));
  const shown = moneyText(typed) === value ? typed : value === 0 ? '' : String(value);
  return (
    <CellInput
      label={label}
      inputMode="decimal"
      value={shown}
      onChange={(text) => {
        const cleaned = decimalText(text);
        setTyped(cleaned);
        onChange(moneyText(cleaned));
      }}
    />
  );
}

export interface CoverageTableProps {
  rows: readonly CoverageRow[];
  /** 'YYYY-MM-DD': the accept date a Y or N choice stamps. */
  today: string;
  onChange?: (rows: CoverageRow[]) => void;
  readOnly?: boolean;
  /**
   * Why the coverages as chosen cannot be written (none taken): shown above the table, taking the
   * focus when it appears, each optional coverage's Include choice marked invalid and described by it.
   */
  error?: string | null;
}

/**
 * The coverage table (spec 3 §4, §5): a required coverage is fixed to Y with today's date; Y or N
 * stamps today; clearing empties the date; the accepted amount is capped at the limit; the
 * deductible amount is the lesser of the basis amount and the accepted amount.
 */
export function CoverageTable({ error = null, ...table }: CoverageTableProps) {
  const errorId = useId();
  return (
    <>
      {error && (
        <div id={errorId}>
          <Alert takeFocus>{error}</Alert>
        </div>
      )}
      <CoverageRows {...table} errorId={error ? errorId : undefined} />
    </>
  );
}

/** The table itself; `errorId` names the message its Include choices are refused by. */
function CoverageRows({ rows, today, onChange, readOnly = false, errorId }: Omit<CoverageTableProps, 'error'> & { errorId?: string }) {
  const update = (index: number, change: (row: CoverageRow) => Partial<CoverageRow>) => {
    if (!onChange) return;
    onChange(
      rows.map((row, i) => {
        if (i !== index) return row;
        const next = { ...row, ...change(row) };
        return { ...next, deductibleamount: deductibleAmount(next.coverageaccept, next.deductiblebasis, next.deductible) };
      }),
    );
  };

  return (
    <Wrap label="Coverage table">
      <Table $cellAlign="middle" aria-label="Coverage">
        <thead>
          <tr>
            <th scope="col">Coverage</th>
            <th scope="col">Include</th>
            <th scope="col">Accept Date</th>
            <th scope="col">Coverage Limit</th>
            <th scope="col">Accepted Coverage</th>
            <th scope="col">Deductible Basis</th>
            <th scope="col">Deductible</th>
            <th scope="col">Deductible Amount</th>
            <th scope="col">Premium</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const required = isRequiredCoverage(row);
            const label = (what: string) => `${what} of ${row.coverage_name}`;
            return (
              <tr key={row.coverage_id}>
                <th scope="row">
                  {row.coverage_name}
                  {required && <span aria-label="required"> *</span>}
                </th>
                <td>
                  {readOnly ? (
                    row.coverageinclude || '-'
                  ) : (
                    <Choice
                      aria-label={label('Include')}
                      aria-invalid={errorId && !required ? true : undefined}
                      aria-describedby={errorId}
                      value={row.coverageinclude}
                      disabled={required}
                      onChange={(event) => update(index, (current) => includeWithDate(current, event.target.value as CoverageInclude, today))}
                    >
                      <option value="">Select</option>
                      <option value="Y">Y</option>
                      <option value="N">N</option>
                    </Choice>
                  )}
                </td>
                <td>{formatIsoDate(row.coverageacceptdate)}</td>
                <td className="number">{formatCoverageLimit(row.coveragelimit)}</td>
                <td className="number">
                  {readOnly ? (
                    formatCoverageLimit(row.coverageaccept)
                  ) : (
                    <AcceptedCoverageInput
                      label={label('Accepted Coverage')}
                      value={row.coverageaccept}
                      onChange={(text) => update(index, () => ({ coverageaccept: acceptedCoverage(text, row.coveragelimit) }))}
                    />
                  )}
                </td>
                <td>
                  {readOnly ? (
                    row.deductiblebasis
                  ) : (
                    <Choice
                      aria-label={label('Deductible Basis')}
                      value={row.deductiblebasis}
                      onChange={(event) => update(index, () => ({ deductiblebasis: event.target.value as DeductibleBasis }))}
                    >
                      {DEDUCTIBLE_BASES.map((basis) => (
                        <option key={basis} value={basis}>
                          {basis}
                        </option>
                      ))}
                    </Choice>
                  )}
                </td>
                <td className="number">
                  {readOnly ? (
                    row.deductiblebasis === 'Percentage' ? `${row.deductible}%` : formatUsd(row.deductible)
                  ) : (
                    <DeductibleInput label={label('Deductible')} value={row.deductible} onChange={(deductible) => update(index, () => ({ deductible }))} />
                  )}
                </td>
                <td className="number" aria-label={label('Deductible Amount')}>
                  {formatUsd(row.deductibleamount)}
                </td>
                {/* The package's premium: the server charges it, and refuses a save showing another (409), so it is shown, not typed. */}
                <td className="number" aria-label={label('Premium')}>
                  {formatUsd(row.premium)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Wrap>
  );
}

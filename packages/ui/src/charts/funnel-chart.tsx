import styled from 'styled-components';
import { seriesColor } from './palette';

export interface FunnelStep {
  key: string;
  label: string;
  count: number;
  /** The conversion from the step before, in percent (null: nothing to convert from); none for the first step. */
  rate?: number | null;
}

/** A funnel: one bar per step, narrowing with its count, with the conversion rate from the step before. */
export function FunnelChart({ steps, label }: { steps: readonly FunnelStep[]; label: string }) {
  const max = Math.max(1, ...steps.map((step) => step.count));
  return (
    <Steps aria-label={label}>
      {steps.map((step, i) => (
        <li key={step.key} data-testid={`funnel-${step.key}`}>
          {i > 0 && <Rate data-testid={`funnel-rate-${step.key}`}>{step.rate === null || step.rate === undefined ? '—' : `${step.rate}%`} converted</Rate>}
          <Bar style={{ width: `${Math.max(8, (step.count / max) * 100)}%`, background: seriesColor(i) }}>
            <span>{step.label}</span>
            <strong>{step.count.toLocaleString('en-US')}</strong>
          </Bar>
        </li>
      ))}
    </Steps>
  );
}

const Steps = styled.ol`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    justify-items: center;
    gap: 4px;
  }
`;
const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  min-width: 150px;
  padding: 6px 10px;
  border-radius: 4px;
  color: #ffffff;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const Rate = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

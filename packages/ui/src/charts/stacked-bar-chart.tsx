import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStack } from '@visx/shape';
import styled from 'styled-components';
import { seriesColor } from './palette';

export interface StackedBarChartProps {
  /** The bars, left to right (months), with their axis labels. */
  categories: readonly { key: string; label: string }[];
  /** The stacked series (lines of business), bottom up, with the legend's labels. */
  series: readonly { key: string; label: string }[];
  /** A series' value in a category (0 when none); negatives are drawn as 0 (a month's net return). */
  value: (category: string, series: string) => number;
  format: (value: number) => string;
  /** Describes the chart for screen readers. */
  label: string;
  width?: number;
  height?: number;
  testId?: string;
}

const MARGIN = { top: 8, right: 8, bottom: 24, left: 64 };

/** Stacked bars with a value axis (4 ticks), category labels and a legend; each segment's figure in its tooltip. */
export function StackedBarChart({ categories, series, value, format, label, width = 640, height = 240, testId }: StackedBarChartProps) {
  const rows = categories.map((category) => {
    const row: Record<string, number | string> = { category: category.key };
    for (const item of series) row[item.key] = Math.max(0, value(category.key, item.key));
    return row;
  });
  const totals = rows.map((row) => series.reduce((sum, item) => sum + (row[item.key] as number), 0));
  const max = Math.max(1, ...totals);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: categories.map((c) => c.key), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const colorOf = (key: string) => seriesColor(series.findIndex((item) => item.key === key));
  const ticks = y.ticks(4);

  return (
    <Figure data-testid={testId}>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} width="100%">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {ticks.map((tick) => (
            <g key={tick} transform={`translate(0, ${y(tick)})`}>
              <line x1={0} x2={innerWidth} stroke="#e4e7ec" />
              <text x={-6} dy="0.32em" textAnchor="end" fontSize={11} fill="#596474">
                {format(tick)}
              </text>
            </g>
          ))}
          <BarStack data={rows} keys={series.map((item) => item.key)} x={(row) => row.category as string} xScale={x} yScale={y} color={colorOf}>
            {(stacks) =>
              stacks.flatMap((stack) =>
                stack.bars
                  .filter((bar) => bar.height > 0)
                  .map((bar) => {
                    const name = series.find((item) => item.key === stack.key)?.label ?? String(stack.key);
                    const month = categories[bar.index]!.label;
                    return (
                      <rect
                        key={`${stack.index}-${bar.index}`}
                        x={bar.x}
                        y={bar.y}
                        width={bar.width}
                        height={bar.height}
                        fill={bar.color}
                        data-testid={`bar-${categories[bar.index]!.key}-${stack.key}`}
                        aria-label={`${month}, ${name}: ${format(bar.bar.data[stack.key] as number)}`}
                      >
                        <title>{`${month}, ${name}: ${format(bar.bar.data[stack.key] as number)}`}</title>
                      </rect>
                    );
                  }),
              )
            }
          </BarStack>
          {categories.map((category) => (
            <text key={category.key} x={(x(category.key) ?? 0) + x.bandwidth() / 2} y={innerHeight + 16} textAnchor="middle" fontSize={11} fill="#596474">
              {category.label}
            </text>
          ))}
        </Group>
      </svg>
      <Legend>
        {series.map((item, i) => (
          <li key={item.key}>
            <Swatch style={{ background: seriesColor(i) }} />
            {item.label}
          </li>
        ))}
      </Legend>
    </Figure>
  );
}

const Figure = styled.div`
  display: grid;
  gap: 8px;
`;
const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: flex;
    align-items: center;
    gap: 6px;
  }
`;
const Swatch = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 2px;
`;

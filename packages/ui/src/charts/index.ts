/**
 * Charts (visx pieces: @visx/shape, @visx/scale, @visx/group). Imported only through a dynamic
 * import (`import('@kyubos/ui/charts')`) by the screens that chart, so the chart code is a chunk of
 * its own that no other screen downloads.
 */
export { StackedBarChart, type StackedBarChartProps } from './stacked-bar-chart';
export { FunnelChart, type FunnelStep } from './funnel-chart';
export { BarList, type BarListItem } from './bar-list';
export { ChartCard } from './chart-card';

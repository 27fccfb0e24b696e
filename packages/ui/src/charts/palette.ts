/** Series colours, distinguishable side by side and each at least 3:1 on white. */
export const SERIES_COLORS = ['#1f3a5f', '#0f766e', '#b54708', '#6941c6', '#c11574', '#027a48', '#175cd3', '#7a2e0e'];
export const seriesColor = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length]!;

import { theme } from './theme';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const linear = (at: number) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5);
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
function contrast(first: string, second: string): number {
  const [one, other] = [luminance(first), luminance(second)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

const { colors } = theme;

describe('contrast', () => {
  it('computes the WCAG ratio (black on white 21:1, the old input border 1.47:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#d0d5dd', '#ffffff')).toBeCloseTo(1.47, 2);
  });
});

describe('theme contrast (WCAG 1.4.11: controls and focus 3:1)', () => {
  // The row backgrounds of a list: plain, hovered (and table headers), selected.
  const rowBackgrounds = { surface: colors.surface, surfaceAlt: colors.surfaceAlt, accentSoft: colors.accentSoft };

  it.each(Object.entries(rowBackgrounds))('a row\'s quiet open icon keeps 3:1 on %s', (_name, background) => {
    expect(contrast(colors.quietIcon, background)).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.entries({ surface: colors.surface, background: colors.background }))('an input or select border keeps 3:1 on %s', (_name, background) => {
    expect(contrast(colors.controlBorder, background)).toBeGreaterThanOrEqual(3);
  });

  it.each(
    Object.entries({
      surface: colors.surface,
      background: colors.background,
      surfaceAlt: colors.surfaceAlt,
      accentSoft: colors.accentSoft,
      'primary (the dark header)': colors.primary,
    }),
  )('the focus ring keeps 3:1 on %s', (_name, background) => {
    expect(contrast(colors.focus, background)).toBeGreaterThanOrEqual(3);
  });

  it('muted text keeps 4.5:1 on the surfaces it is read on', () => {
    expect(contrast(colors.mutedText, colors.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.mutedText, colors.background)).toBeGreaterThanOrEqual(4.5);
  });
});

/// <reference path="./styled.d.ts" />

/**
 * Design tokens of the portal: a calm navy/teal palette on light surfaces, 14px base text.
 * Text colours keep at least 4.5:1 contrast on `surface` and `background`; the boundaries of
 * controls, the focus ring (also on the navy header, `primary`) and icons that are a control's only
 * sign keep at least 3:1 (theme.test.ts checks both).
 */
export const theme = {
  colors: {
    primary: '#1f3a5f',
    primaryHover: '#162b47',
    onPrimary: '#ffffff',
    accent: '#0f766e',
    accentHover: '#0b5d57',
    accentSoft: '#e6f4f2',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSoft: '#fef3f2',
    success: '#067647',
    successSoft: '#ecfdf3',
    text: '#1d2939',
    mutedText: '#596474',
    /** Lines between parts of a surface (cards, table rows): decoration, not a control's edge. */
    border: '#d0d5dd',
    borderStrong: '#98a2b3',
    /** The edge of an input or select, its only boundary on a white card. */
    controlBorder: '#7b8494',
    /** An icon button shown quietly until its row is hovered (a list row's open "…"). */
    quietIcon: '#7b8494',
    surface: '#ffffff',
    surfaceAlt: '#f6f8fa',
    background: '#f2f4f7',
    focus: '#3b88e0',
    overlay: 'rgba(16, 24, 40, 0.45)',
  },
  spacing: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  radii: {
    sm: '4px',
    md: '6px',
    lg: '10px',
  },
  font: {
    family: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: {
      sm: '12px',
      base: '14px',
      md: '16px',
      lg: '18px',
      xl: '22px',
    },
    weight: {
      regular: 400,
      medium: 500,
      semibold: 600,
    },
    lineHeight: 1.45,
  },
  shadows: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
    dialog: '0 12px 32px rgba(16, 24, 40, 0.22)',
  },
  controlHeight: '36px',
  zIndex: {
    dialog: 1000,
  },
};

export type Theme = typeof theme;

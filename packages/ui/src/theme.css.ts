import { createTheme, createThemeContract } from '@vanilla-extract/css'

/** Design tokens. Components read these variables; a theme class on <html> gives them values. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    fieldBorder: null,
    brand: null,
    brandHover: null,
    onBrand: null,
    link: null,
    focus: null,
    success: null,
    danger: null,
    skeleton: null,
    skeletonHighlight: null,
    toast: null,
    onToast: null,
  },
  font: { body: null },
  fontSize: { sm: null, md: null, lg: null, xl: null, xxl: null },
  lineHeight: { tight: null, normal: null },
  fontWeight: { normal: null, bold: null },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, pill: null },
  size: { touchTarget: null, contentMax: null },
  shadow: { card: null, raised: null },
})

/**
 * The light theme. Text colours keep at least 4.5:1 contrast on their backgrounds (WCAG AA); the
 * system font stack avoids a web-font download on slow networks and covers Indian scripts on Android.
 */
export const lightTheme = createTheme(vars, {
  color: {
    background: '#f5f6f8',
    surface: '#ffffff',
    surfaceMuted: '#eef1f5',
    text: '#1b1f24',
    textMuted: '#4d5560',
    border: '#d0d5dc',
    // Outlines of inputs, radios and checkboxes need 3:1 against the surface (WCAG 1.4.11); this is 4.7:1.
    fieldBorder: '#6b7480',
    brand: '#0b57b8',
    brandHover: '#08468f',
    onBrand: '#ffffff',
    link: '#0b57b8',
    focus: '#c2410c',
    success: '#146c2e',
    danger: '#b3261e',
    skeleton: '#e3e7ec',
    skeletonHighlight: '#f1f3f6',
    toast: '#1b1f24',
    onToast: '#ffffff',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Noto Sans Telugu", sans-serif',
  },
  fontSize: { sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  fontWeight: { normal: '400', bold: '650' },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: { sm: '4px', md: '8px', pill: '999px' },
  size: { touchTarget: '48px', contentMax: '72rem' },
  shadow: { card: '0 1px 2px rgb(16 24 40 / 0.08)', raised: '0 8px 24px rgb(16 24 40 / 0.2)' },
})

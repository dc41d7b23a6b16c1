import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The shop's Material UI theme; the direction follows the interface language (Hebrew is right to left). */
export function shopTheme(direction: 'rtl' | 'ltr'): RaThemeOptions {
  return {
    ...defaultTheme,
    direction,
    palette: {
      ...defaultTheme.palette,
      primary: { main: '#1565c0' },
      secondary: { main: '#00796b' },
      // Darker than Material's default red, so delete buttons pass WCAG AA on tinted cards too.
      error: { main: '#c62828' },
      background: { default: '#f4f6f8' },
    },
    typography: {
      ...defaultTheme.typography,
      // Rubik and Heebo carry Hebrew; the system fonts are the fallback.
      fontFamily: ['Rubik', 'Heebo', 'system-ui', '-apple-system', 'Segoe UI', 'Arial', 'sans-serif'].join(','),
    },
  };
}

export const rtlTheme = shopTheme('rtl');
export const ltrTheme = shopTheme('ltr');

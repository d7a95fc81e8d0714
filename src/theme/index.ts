export { appTheme, createAppTheme } from './theme';
export { ThemeModeProvider } from './ThemeModeProvider';
export { pickersLocaleText } from './pickersLocale';
export { colorSchemeScript, COLOR_SCHEME_ATTRIBUTE } from './colorSchemeScript';
// PickersProvider is imported from '@/theme/PickersProvider' by the screens with pickers, so
// that the date library stays out of the pages that have none.
export * from './mode';
export * from './tokens';

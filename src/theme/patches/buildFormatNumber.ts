/**
 * A lazy copy of `@mui/material/locale/utils/buildFormatNumber.mjs` (MUI 9), put in its place
 * at build time by `vite.config.ts` (`lazyMuiNumberFormat`). MUI's own builds the
 * `Intl.NumberFormat` when its locale module is evaluated, i.e. at start-up on every page,
 * where loading the locale's number data costs ~25 ms of main thread (~100 ms with a phone's
 * CPU), though only `TablePagination` ever formats a number. This one builds it on the first
 * call; the output is the same.
 */
const buildFormatNumber = (locale: string) => {
  let formatter: Intl.NumberFormat | null | undefined;
  const get = () => {
    if (formatter === undefined) {
      formatter = null;
      if (typeof Intl !== 'undefined' && Intl.NumberFormat) {
        try {
          formatter = new Intl.NumberFormat(locale);
        } catch {
          // fallback to String()
        }
      }
    }
    return formatter;
  };
  return (value: number) => {
    if (!Number.isFinite(value)) return String(value);
    const format = get();
    return format ? format.format(value) : String(value);
  };
};

export default buildFormatNumber;

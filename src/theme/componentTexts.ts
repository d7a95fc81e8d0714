import type { Localization } from '@mui/material/locale';

/**
 * The texts MUI's components say on their own (pagination, alerts, autocomplete…), in
 * Spanish: the same as MUI's `esES` locale, checked against it by `componentTexts.test.ts`.
 * The app keeps its own copy because MUI's locale module builds an `Intl.NumberFormat` as
 * soon as it is loaded, on every page at start-up (≈ 25 ms of main thread, ≈ 100 ms on a
 * phone's CPU), though only the table pagination ever formats a number: this one builds it
 * on the first number it formats.
 */
function lazyNumberFormat(locale: string): (value: number) => string {
  let formatter: Intl.NumberFormat | null | undefined;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    if (formatter === undefined) {
      try {
        formatter = new Intl.NumberFormat(locale);
      } catch {
        formatter = null;
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
}

const formatNumber = lazyNumberFormat('es-ES');

type PageButton = 'first' | 'last' | 'next' | 'previous';

const pageButtonLabel = (type: PageButton | 'page' | 'start-ellipsis' | 'end-ellipsis') => {
  if (type === 'first') return 'Ir a la primera página';
  if (type === 'last') return 'Ir a la última página';
  if (type === 'next') return 'Ir a la página siguiente';
  return 'Ir a la página anterior';
};

export const componentTexts: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar ruta' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageButtonLabel,
        labelRowsPerPage: 'Filas por página:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatNumber(from)}–${formatNumber(to)} de ${
            count !== -1 ? formatNumber(count) : `más de ${formatNumber(to)}`
          }`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} Estrella${value !== 1 ? 's' : ''}`,
        emptyLabelText: 'Vacío',
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Limpiar',
        closeText: 'Cerrar',
        loadingText: 'Cargando…',
        noOptionsText: 'Sin opciones',
        openText: 'Abierto',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Cerrar' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Paginador',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? `${selected ? '' : 'Ir a la '}página ${page}` : pageButtonLabel(type),
      },
    },
  },
};

import { esES } from '@mui/x-date-pickers/locales';

/**
 * The date and time pickers speak Spanish with the exact labels of the product spec;
 * they are pinned here so that a library update cannot change them.
 */
export const pickersLocaleText = {
  ...esES.components.MuiLocalizationProvider.defaultProps.localeText,
  cancelButtonLabel: 'Cancelar',
  clearButtonLabel: 'Limpiar',
  okButtonLabel: 'OK',
  todayButtonLabel: 'Hoy',
  nextStepButtonLabel: 'Siguiente',
  datePickerToolbarTitle: 'Seleccionar fecha',
  timePickerToolbarTitle: 'Seleccionar hora',
};

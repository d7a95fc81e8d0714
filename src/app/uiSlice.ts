import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ThemeModePreference } from '@/theme';

export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

export interface SnackbarMessage {
  id: number;
  message: string;
  severity: SnackbarSeverity;
}

export interface UiState {
  themeMode: ThemeModePreference;
  /** Snackbars waiting their turn: the first one is on screen, one at a time. */
  snackbars: SnackbarMessage[];
}

const initialState: UiState = { themeMode: 'system', snackbars: [] };

let nextSnackbarId = 1;

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    themeModeChanged(state, action: PayloadAction<ThemeModePreference>) {
      state.themeMode = action.payload;
    },
    snackbarShown: {
      reducer(state, action: PayloadAction<SnackbarMessage>) {
        state.snackbars.push(action.payload);
      },
      prepare(message: string, severity: SnackbarSeverity = 'info') {
        return { payload: { id: nextSnackbarId++, message, severity } };
      },
    },
    snackbarDismissed(state, action: PayloadAction<number>) {
      state.snackbars = state.snackbars.filter((snackbar) => snackbar.id !== action.payload);
    },
  },
  selectors: {
    selectThemeMode: (state) => state.themeMode,
    selectCurrentSnackbar: (state): SnackbarMessage | undefined => state.snackbars[0],
  },
});

export const { themeModeChanged, snackbarShown, snackbarDismissed } = uiSlice.actions;
export const { selectThemeMode, selectCurrentSnackbar } = uiSlice.selectors;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ThemeModePreference } from '@/theme';

export interface UiState {
  themeMode: ThemeModePreference;
}

const initialState: UiState = { themeMode: 'system' };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    themeModeChanged(state, action: PayloadAction<ThemeModePreference>) {
      state.themeMode = action.payload;
    },
  },
  selectors: {
    selectThemeMode: (state) => state.themeMode,
  },
});

export const { themeModeChanged } = uiSlice.actions;
export const { selectThemeMode } = uiSlice.selectors;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

export interface SnackbarMessage {
  id: number;
  message: string;
  severity: SnackbarSeverity;
}

export interface SnackbarState {
  /** Snackbars waiting their turn: the first one is on screen, one at a time. */
  queue: SnackbarMessage[];
}

const initialState: SnackbarState = { queue: [] };

let nextSnackbarId = 1;

/** The snackbar queue: the answer to the user's own action, one message at a time. */
export const snackbarSlice = createSlice({
  name: 'snackbar',
  initialState,
  reducers: {
    snackbarShown: {
      reducer(state, action: PayloadAction<SnackbarMessage>) {
        state.queue.push(action.payload);
      },
      prepare(message: string, severity: SnackbarSeverity = 'info') {
        return { payload: { id: nextSnackbarId++, message, severity } };
      },
    },
    snackbarDismissed(state, action: PayloadAction<number>) {
      state.queue = state.queue.filter((snackbar) => snackbar.id !== action.payload);
    },
  },
  selectors: {
    selectCurrentSnackbar: (state): SnackbarMessage | undefined => state.queue[0],
  },
});

export const { snackbarShown, snackbarDismissed } = snackbarSlice.actions;
export const { selectCurrentSnackbar } = snackbarSlice.selectors;

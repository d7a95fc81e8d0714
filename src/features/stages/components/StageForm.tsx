import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';

interface Props {
  /** The form's accessible name: the stage's type. */
  label: string;
  onSubmit: (event: FormEvent) => void;
  /** The room between its parts (theme spacing units). */
  spacing: number;
  children: ReactNode;
}

/** The form of a stage's answer: checked by the stage's own rules, not the browser's. */
export function StageForm({ label, onSubmit, spacing, children }: Props) {
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={spacing} aria-label={label}>
      {children}
    </Stack>
  );
}

import TextField from '@mui/material/TextField';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  /** What is wrong with the comment, if anything (shown in place of the hint). */
  problem: string | null | undefined;
  /** What the field says under it while nothing is wrong. */
  hint: string;
}

/** The optional comment that goes with a stage's answer, a few lines high. */
export function CommentField({ label, value, onChange, disabled, problem, hint }: Props) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={2}
      disabled={disabled}
      error={!!problem}
      helperText={problem || hint}
    />
  );
}

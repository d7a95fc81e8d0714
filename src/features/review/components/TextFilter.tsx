import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

export const TEXT_FILTER_DELAY_MS = 400;

interface Props {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  icon?: boolean;
}

/** A text filter committed to the URL after a short pause in typing (at once on Enter). */
export function TextFilter({ label, value, onCommit, icon }: Props) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (draft.trim() !== value) setDraft(value);
  }

  useEffect(() => {
    const next = draft.trim();
    if (next === value) return;
    const timer = setTimeout(() => onCommit(next), TEXT_FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onCommit]);

  return (
    <TextField
      label={label}
      value={draft}
      size="small"
      type="search"
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && draft.trim() !== value) onCommit(draft.trim());
      }}
      slotProps={{
        htmlInput: { maxLength: 200 },
        input: icon
          ? {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
}

import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useUrlSyncedText, type CommitNavigation } from '@/shared/hooks/useUrlSyncedText';

const trim = (text: string) => text.trim();

interface Props {
  label: string;
  value: string;
  /** Puts the text into the URL, with the navigation's options (they mark the commit). */
  onCommit: (value: string, navigation: CommitNavigation) => void;
  icon?: boolean;
}

/** A text filter committed to the URL after a short pause in typing (at once on Enter). */
export function TextFilter({ label, value, onCommit, icon }: Props) {
  const text = useUrlSyncedText({ value, onCommit, normalize: trim });

  return (
    <TextField
      label={label}
      value={text.text}
      size="small"
      type="search"
      onChange={(event) => text.onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') text.flush();
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

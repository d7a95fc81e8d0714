import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

type Props = {
  label: string;
  placeholder: string;
  /** The name of the search button (its icon says nothing to a screen reader). */
  buttonLabel: string;
  /** The applied text (from the URL); give the box a `key` of it to follow its changes. */
  initial: string;
  onSearch: (value: string) => void;
};

/** A list's search text: typed freely, applied on Enter or the button (then kept in the URL). */
export function SearchBox({ label, placeholder, buttonLabel, initial, onSearch }: Props) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ flex: 2 }}>
      <TextField
        label={label}
        placeholder={placeholder}
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" aria-label={buttonLabel} edge="end">
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { THEME_MODE_LABELS, type ThemeModePreference } from '@/theme';

const OPTIONS = Object.entries(THEME_MODE_LABELS) as [ThemeModePreference, string][];

interface Props {
  id: string;
  anchor: HTMLElement;
  value: ThemeModePreference;
  onClose: () => void;
  onChange: (value: ThemeModePreference) => void;
}

export default function ThemeModeMenu({ id, anchor, value, onClose, onChange }: Props) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      {OPTIONS.map(([option, label]) => (
        <MenuItem
          key={option}
          selected={option === value}
          role="menuitemradio"
          aria-checked={option === value}
          onClick={() => onChange(option)}
        >
          {label}
        </MenuItem>
      ))}
    </Menu>
  );
}

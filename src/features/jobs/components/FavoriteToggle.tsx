import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { CandidateJobOffer } from '../model';
import { useFavoriteToggle } from './useFavoriteToggle';

/**
 * The heart's look for both states, one style whatever the state: saving a favourite changes
 * an attribute, not a class, so the click inserts no new CSS rule (a new rule makes the browser
 * recompute styles inside the click's frame).
 */
const HEART_SX = {
  flexShrink: 0,
  mt: -0.5,
  mr: -1,
  '&[aria-pressed="true"]': { color: 'primary.main' },
} as const;

interface Props {
  offer: CandidateJobOffer;
  /** Told after the server answered (the new state). */
  onToggled?: (offer: CandidateJobOffer, saved: boolean) => void;
  /** `icon` (default): the cards' heart; `button`: a labelled button, for an offer's page. */
  variant?: 'icon' | 'button';
}

/**
 * "Guardar en favoritos" / "Quitar de favoritos", a toggle button (`aria-pressed`). The change
 * shows at once everywhere the offer is cached, and is undone with a message if the server fails.
 */
export function FavoriteToggle({ offer, onToggled, variant = 'icon' }: Props) {
  const toggle = useFavoriteToggle();
  const label = offer.saved ? 'Quitar de favoritos' : 'Guardar en favoritos';
  const icon = offer.saved ? <FavoriteIcon /> : <FavoriteBorderIcon />;
  const onClick = async () => {
    const saved = await toggle(offer);
    if (saved !== null) onToggled?.(offer, saved);
  };
  if (variant === 'button') {
    return (
      <Button
        variant="outlined"
        aria-pressed={offer.saved}
        startIcon={icon}
        onClick={() => void onClick()}
      >
        {label}
      </Button>
    );
  }
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={offer.saved}
        onClick={() => void onClick()}
        sx={HEART_SX}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { CandidateJobOffer } from '../model';
import { useFavoriteToggle } from './useFavoriteToggle';

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
        color={offer.saved ? 'primary' : 'default'}
        onClick={() => void onClick()}
        sx={{ flexShrink: 0, mt: -0.5, mr: -1 }}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

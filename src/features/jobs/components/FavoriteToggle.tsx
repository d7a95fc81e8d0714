import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { CandidateJobOffer } from '../model';
import { useFavoriteToggle } from './useFavoriteToggle';

interface Props {
  offer: CandidateJobOffer;
  /** Told after the server answered (the new state). */
  onToggled?: (offer: CandidateJobOffer, saved: boolean) => void;
}

/** "Guardar en favoritos" / "Quitar de favoritos", a toggle button (`aria-pressed`). */
export function FavoriteToggle({ offer, onToggled }: Props) {
  const toggle = useFavoriteToggle();
  const label = offer.saved ? 'Quitar de favoritos' : 'Guardar en favoritos';
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={offer.saved}
        color={offer.saved ? 'primary' : 'default'}
        onClick={async () => {
          const saved = await toggle(offer);
          if (saved !== null) onToggled?.(offer, saved);
        }}
        sx={{ flexShrink: 0, mt: -0.5, mr: -1 }}
      >
        {offer.saved ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}

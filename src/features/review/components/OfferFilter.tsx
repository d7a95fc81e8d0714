import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useGetQueueOffersQuery } from '../api';
import { offerStatusNote } from '@/shared/domain';
import { useQueueOfferTitle } from '../useQueueOfferTitle';
import type { QueueOffer } from '../model';

interface FilterProps {
  value: string | null;
  onChange: (jobOfferId: string | null) => void;
}

/**
 * "Oferta": one of the company's offers (newest first, up to 100, filtered as one types).
 * The list is asked for when the field is about to be used, or when an offer is chosen.
 */
export function OfferFilter({ value, onChange }: FilterProps) {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const offers = useGetQueueOffersQuery(undefined, { skip: !wanted && !value });
  const title = useQueueOfferTitle(value);
  const options = offers.data ?? [];
  const selected: QueueOffer | null = value
    ? (options.find((offer) => offer.id === value) ?? {
        id: value,
        title: title ?? '',
        status: 'published',
      })
    : null;
  return (
    <Autocomplete
      size="small"
      options={options}
      value={selected}
      onChange={(_event, offer) => onChange(offer?.id ?? null)}
      onOpen={want}
      onFocus={want}
      onPointerEnter={want}
      getOptionLabel={(offer) => offer.title}
      getOptionKey={(offer) => offer.id}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      renderOption={(props, offer) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {offer.title}
            {offerStatusNote(offer.status)}
          </li>
        );
      }}
      loading={offers.isLoading || (offers.isUninitialized && wanted)}
      loadingText="Cargando ofertas…"
      noOptionsText="No hay ofertas con ese título"
      openText="Abrir"
      closeText="Cerrar"
      clearText="Quitar la oferta"
      renderInput={(input) => <TextField {...input} label="Oferta" />}
    />
  );
}

interface ChipProps {
  title: string;
  onRemove: () => void;
}

/**
 * The offer the queue is narrowed to, as a chip under the search (also on a phone, where the
 * other filters fold away): "Oferta: …", removed with its cross, Supr/Retroceso, Enter or a click.
 */
export function OfferChip({ title, onRemove }: ChipProps) {
  const label = `Oferta: ${title}`;
  return (
    <Chip
      label={label}
      aria-label={`${label} (quitar filtro)`}
      onClick={onRemove}
      onDelete={onRemove}
      color="primary"
      variant="outlined"
      sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
    />
  );
}

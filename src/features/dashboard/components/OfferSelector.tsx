import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { offerStatusNote } from '@/shared/domain';
import type { OfferChoice } from '../model';

type Props = {
  options: OfferChoice[];
  selected: OfferChoice;
  loading: boolean;
  onSelect: (offer: OfferChoice | null) => void;
  /** The selector is about to be used: its offers are asked for then. */
  onWanted: () => void;
};

/** "Oferta": the offer whose figures are shown, or «Todas las ofertas». */
export function OfferSelector({ options, selected, loading, onSelect, onWanted }: Props) {
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, offer) => onSelect(offer)}
      onOpen={onWanted}
      onFocus={onWanted}
      onPointerEnter={onWanted}
      disableClearable
      getOptionLabel={(option) => option.title}
      getOptionKey={(option) => option.id || 'all'}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {option.title}
            {option.id ? offerStatusNote(option.status) : ''}
          </li>
        );
      }}
      loading={loading}
      loadingText="Cargando ofertas…"
      noOptionsText="No hay ofertas con ese título"
      openText="Abrir"
      closeText="Cerrar"
      sx={{ width: { md: 400 } }}
      renderInput={(input) => (
        <TextField {...input} label="Oferta" helperText="Elige una oferta para ver sus métricas" />
      )}
    />
  );
}

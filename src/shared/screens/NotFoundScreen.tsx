import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { LostIllustration } from './LostIllustration';
import { StatusScreen } from './StatusScreen';

export const NOT_FOUND_TEXTS = {
  page: {
    title: 'Página no encontrada',
    text: 'La página que buscas no existe o ha sido eliminada.',
  },
  data: {
    title: 'Sin datos',
    text: 'Los datos que buscas no existen o han sido eliminados.',
  },
} as const;

interface Props {
  /** `page`: the route does not exist; `data`: the route exists but what it shows does not. */
  variant?: keyof typeof NOT_FOUND_TEXTS;
  /** Where "Volver" goes; home when not given. */
  redirect?: string;
}

export function NotFoundScreen({ variant = 'page', redirect = '/' }: Props) {
  const texts = NOT_FOUND_TEXTS[variant];
  return (
    <StatusScreen
      title={texts.title}
      text={texts.text}
      illustration={variant === 'page' ? <LostIllustration /> : undefined}
      action={
        <Button component={RouterLink} to={redirect} variant="contained">
          Volver
        </Button>
      }
    />
  );
}

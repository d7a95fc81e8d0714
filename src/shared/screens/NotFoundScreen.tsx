import Button from '@mui/material/Button';
import { RouterLink } from '../navigation';
import { LostIllustration } from './LostIllustration';
import { StatusScreen } from './StatusScreen';
import { NOT_FOUND_TEXTS } from './texts';

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

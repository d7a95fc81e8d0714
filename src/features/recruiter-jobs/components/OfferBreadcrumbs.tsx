import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/shared/navigation';
import { JOBS_PATH, jobPath } from '../paths';

interface Props {
  /** The offer the page belongs to (its title links to it when a page of its own follows). */
  offer?: { id: string; title: string };
  /** The page's own name after the offer (e.g. "Etapas"); the offer's title when absent. */
  current?: string;
}

/** The recruiter's trail: "Ofertas de empleo" › the offer › the page. */
export function OfferBreadcrumbs({ offer, current }: Props) {
  return (
    <Breadcrumbs aria-label="Ruta de navegación">
      <Link component={RouterLink} to={JOBS_PATH + '/'} underline="hover" color="inherit">
        Ofertas de empleo
      </Link>
      {offer && current ? (
        <Link component={RouterLink} to={jobPath(offer.id)} underline="hover" color="inherit">
          {offer.title}
        </Link>
      ) : null}
      <Typography color="text.primary" sx={{ overflowWrap: 'anywhere' }}>
        {current ?? offer?.title}
      </Typography>
    </Breadcrumbs>
  );
}

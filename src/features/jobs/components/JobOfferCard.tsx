import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlineOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useId, type ReactNode } from 'react';
import {
  formatPlace,
  formatSalary,
  modalityLabel,
  offerStatusLabel,
  seniorityLabel,
} from '@/shared/domain';
import { RouterLink } from '@/shared/navigation';
import { offerPath, publishedLabel } from '../format';
import type { CandidateJobOffer } from '../model';
import { FavoriteToggle } from './FavoriteToggle';
import { SkillMatchView } from './SkillMatchView';

/** Cards and their skeletons share this height, so nothing moves when the data comes. */
export const OFFER_CARD_MIN_HEIGHT = 272;

function Fact({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      component="li"
      sx={{ alignItems: 'center', gap: 0.5, color: 'text.secondary', typography: 'body2' }}
    >
      {icon}
      {children}
    </Stack>
  );
}

export interface JobOfferCardProps {
  offer: CandidateJobOffer;
  /** Show the match with the candidate's skills (false when the profile has none). */
  showMatch?: boolean;
  /** Heading level of the title (2 under a page's h1). */
  headingLevel?: 'h2' | 'h3';
  onToggled?: (offer: CandidateJobOffer, saved: boolean) => void;
}

/**
 * One offer as every candidate screen shows it: title (a link to the offer), company,
 * place, modality, seniority, category, salary, publication date, skill match, and the
 * favourites toggle. Server text is rendered as text, never as HTML. Memoised: a card renders
 * again only when its offer (or a prop) changes, not at every keystroke of the search above
 * the list nor when another card's favourite changes (`npm run bench:interactions`).
 */
export const JobOfferCard = memo(function JobOfferCard({
  offer,
  showMatch = true,
  headingLevel = 'h2',
  onToggled,
}: JobOfferCardProps) {
  const titleId = useId();
  const salary = formatSalary(offer.salary);
  const place = formatPlace(offer);
  const closed = offer.status === 'closed';
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="job-offer-card"
      data-offer-id={offer.id}
      sx={{
        height: '100%',
        minHeight: OFFER_CARD_MIN_HEIGHT,
        borderRadius: 3,
        p: 2.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        transition: 'border-color 120ms',
        '&:hover, &:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography
            id={titleId}
            component={headingLevel}
            variant="h6"
            sx={{
              fontSize: '1.125rem',
              lineHeight: 1.35,
              fontWeight: 600,
              overflowWrap: 'anywhere',
            }}
          >
            <Link
              component={RouterLink}
              to={offerPath(offer.id)}
              underline="hover"
              color="inherit"
              // A box of whole lines: at least 24 px high, not the glyphs' 21 (WCAG 2.5.8).
              sx={{ display: 'inline-block' }}
            >
              {offer.title}
            </Link>
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mt: 0.5 }}>
            <BusinessIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {offer.company?.name}
            </Typography>
          </Stack>
        </Box>
        {closed ? (
          <Chip
            label={offerStatusLabel('closed')}
            size="small"
            variant="outlined"
            sx={{ mt: 0.25 }}
          />
        ) : null}
        <FavoriteToggle offer={offer} onToggled={onToggled} />
      </Stack>

      <Stack
        direction="row"
        component="ul"
        aria-label="Datos de la oferta"
        sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
      >
        {place ? <Fact icon={<PlaceIcon fontSize="small" aria-hidden />}>{place}</Fact> : null}
        <Fact icon={<WorkIcon fontSize="small" aria-hidden />}>
          {[modalityLabel(offer.modality), seniorityLabel(offer.seniority)].join(' · ')}
        </Fact>
        <Fact>
          <Chip label={offer.category} size="small" variant="outlined" />
        </Fact>
      </Stack>

      {salary ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {salary}
        </Typography>
      ) : null}

      <Box sx={{ flexGrow: 1 }}>
        <SkillMatchView
          match={offer.match}
          requiredSkills={offer.requiredSkills}
          showMatch={showMatch}
        />
      </Box>

      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {publishedLabel(offer.publishedAt ?? offer.date)}
      </Typography>
    </Card>
  );
});

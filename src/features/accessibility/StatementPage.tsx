import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AUDIT_AREAS,
  AUDIT_THEMES,
  AUDIT_WIDTHS,
  AUDITED_ROUTES,
  KNOWN_LIMITATIONS,
  SCREEN_READER_CHECK,
  STATEMENT_DATE,
  WCAG22_CRITERIA,
} from './audit';
import { ACCESSIBILITY_CONTACT } from './contact';
import { formatDate } from '@/shared/domain';
import { PageTitle } from '@/shared/screens/PageTitle';
import { STATEMENT_TITLE } from './text';
import { AuditAreaCard } from './components/AuditAreaCard';
import { StatementSection } from './components/StatementSection';

const listSx = { m: 0, pl: 3, display: 'grid', gap: 1 } as const;

/**
 * `/accesibilidad`: the accessibility statement (issue 16), public and linked from the footer
 * of every page. Written from the list the accessibility tests use (`./audit.ts`): the areas,
 * the number of routes checked, the WCAG 2.2 criteria and the known limitations.
 */
export function StatementPage() {
  const screens = AUDITED_ROUTES.length * AUDIT_THEMES.length * AUDIT_WIDTHS.length;
  const mailto = `mailto:${ACCESSIBILITY_CONTACT}?subject=${encodeURIComponent(
    'Barrera de accesibilidad en Talentia',
  )}`;
  return (
    <Stack spacing={4} sx={{ maxWidth: '72ch' }}>
      <PageTitle title={STATEMENT_TITLE} lead={`Actualizada el ${formatDate(STATEMENT_DATE)}.`} />

      <Typography>
        Talentia quiere que cualquier persona pueda buscar trabajo, postular y avanzar en un proceso
        de selección, y que cualquier equipo pueda reclutar, sin importar cómo use la web. Esta
        declaración dice qué norma seguimos, cuánto la cumplimos, cómo lo comprobamos y qué falta.
      </Typography>

      <StatementSection id="norma" title="Norma">
        <Typography>
          Nuestro objetivo es cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2
          en el nivel AA, en toda la aplicación: en el tema claro y en el oscuro, en computador y en
          teléfono.
        </Typography>
      </StatementSection>

      <StatementSection id="estado" title="Estado de cumplimiento">
        <Typography>
          Talentia es <strong>parcialmente conforme</strong> con las WCAG 2.2 AA: cumple la norma
          salvo en las limitaciones indicadas más abajo.
        </Typography>
        <Stack spacing={1.5}>
          {AUDIT_AREAS.map((area) => (
            <AuditAreaCard key={area.id} area={area} />
          ))}
        </Stack>
      </StatementSection>

      <StatementSection id="wcag22" title="Criterios nuevos de WCAG 2.2">
        <Box component="ul" sx={listSx}>
          {WCAG22_CRITERIA.map((criterion) => (
            <li key={criterion.id}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {criterion.id} {criterion.title} (nivel {criterion.level}).
              </Typography>{' '}
              <Typography component="span">{criterion.note}</Typography>
            </li>
          ))}
        </Box>
      </StatementSection>

      <StatementSection id="pruebas" title="Cómo lo comprobamos">
        <Box component="ul" sx={listSx}>
          <li>
            <Typography component="span">
              Revisión automática con axe (reglas de WCAG 2.0, 2.1 y 2.2, niveles A y AA) de{' '}
              {AUDITED_ROUTES.length} rutas × {AUDIT_THEMES.length} temas (claro y oscuro) ×{' '}
              {AUDIT_WIDTHS.length} anchos ({AUDIT_WIDTHS.map((w) => `${w} px`).join(' y ')}):{' '}
              {screens} pantallas, cada una con su perfil (visitante, candidato, reclutador o
              administrador), más los menús, diálogos, avisos, el selector de fechas y el panel de
              demostración abiertos. Se acepta cero infracciones de cualquier impacto.
            </Typography>
          </li>
          <li>
            <Typography component="span">
              Recorridos completos solo con el teclado, sin ratón, de un candidato y de un
              reclutador, con el foco visible en cada paso.
            </Typography>
          </li>
          <li>
            <Typography component="span">
              Pruebas automáticas de los criterios nuevos de WCAG 2.2 (foco no oculto, tamaño de los
              objetivos), de la lectura a 320 px de ancho, del espaciado de texto ampliado (criterio
              1.4.12) y de la preferencia de movimiento reducido.
            </Typography>
          </li>
          <li>
            <Typography component="span">
              Revisión con un lector de pantalla, {SCREEN_READER_CHECK.reader} con{' '}
              {SCREEN_READER_CHECK.browser} en {SCREEN_READER_CHECK.system}, el{' '}
              {formatDate(SCREEN_READER_CHECK.date)}, usando solo el teclado y escuchando lo que
              anuncia en cada paso: {SCREEN_READER_CHECK.journeys.join('; ').toLowerCase()}. Otros
              lectores de pantalla están pendientes (ver las limitaciones conocidas).
            </Typography>
          </li>
        </Box>
      </StatementSection>

      <StatementSection id="limitaciones" title="Limitaciones conocidas">
        <Box component="ul" sx={listSx}>
          {KNOWN_LIMITATIONS.map((limitation) => (
            <li key={limitation.text}>
              <Typography component="span">
                Desde el {formatDate(limitation.since)}: {limitation.text} {limitation.workaround}
              </Typography>
            </li>
          ))}
        </Box>
      </StatementSection>

      <StatementSection id="reportar" title="Reportar una barrera">
        <Typography>
          Si algo de Talentia te impide o te dificulta usarla, escríbenos a{' '}
          <Link href={mailto} sx={{ overflowWrap: 'anywhere' }}>
            {ACCESSIBILITY_CONTACT}
          </Link>
          . Cuéntanos en qué página estabas, qué intentabas hacer y qué tecnología de apoyo usas, si
          usas alguna. Te responderemos y, si lo necesitas, te daremos la información o el trámite
          por otro medio.
        </Typography>
      </StatementSection>
    </Stack>
  );
}

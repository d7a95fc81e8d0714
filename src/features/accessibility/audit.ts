/**
 * What the accessibility checks cover (issue 16): every route of the product spec, who visits
 * it, and the WCAG 2.2 criteria checked one by one. The e2e sweep (e2e/a11y-sweep.spec.ts)
 * visits exactly these routes, and the statement (/accesibilidad) is written from this same
 * list, so the two cannot drift: a unit test checks the statement names every area and
 * criterion, another that every route of the router is listed here.
 */
import { ADDED_ROUTES } from './addedRoutes';

/** Who visits a route: signed out, a candidate, a recruiter or an admin. */
export type Audience = 'public' | 'candidate' | 'recruiter' | 'admin';

export type AreaId = 'public' | 'candidate' | 'stages' | 'recruiter' | 'admin' | 'general';

/** The stage types of the selection process, each with its own form (DESIGN.md §4). */
export type AuditedStageType =
  'questionnaire' | 'technical' | 'psychometric_bender' | 'interview' | 'document';

export interface AuditedRoute {
  /** A stable key: the sweep resolves the route's parameters by it. */
  id: string;
  /** The route's pattern, as in the router (`:jobId` for a parameter). */
  path: string;
  /** The screen's name in the statement. */
  name: string;
  area: AreaId;
  audience: Audience;
  /** For a stage's screen: the form it shows. */
  stageType?: AuditedStageType;
}

export interface AuditArea {
  id: AreaId;
  /** The area's title in the statement. */
  title: string;
  /** Conformance status of the area, in the statement's words. */
  status: 'Conforme' | 'Parcialmente conforme';
  /** What the status rests on, or what is missing. */
  note: string;
}

export const AUDIT_AREAS: readonly AuditArea[] = [
  {
    id: 'public',
    title: 'Páginas públicas',
    status: 'Parcialmente conforme',
    note: 'Inicio, ingreso por enlace, registro de candidatos y de empresas, verificación del enlace y esta declaración. Con el espaciado de texto ampliado, una etiqueta larga del registro de empresas se corta (ver limitaciones).',
  },
  {
    id: 'candidate',
    title: 'Candidatos',
    status: 'Conforme',
    note: 'Ofertas recomendadas, búsqueda, favoritos, postulaciones, postular a una oferta y configuración.',
  },
  {
    id: 'stages',
    title: 'Etapas de selección',
    status: 'Parcialmente conforme',
    note: 'Cada tipo de etapa tiene su formulario accesible. El dibujo del test de Bender a mano alzada requiere arrastrar; la alternativa sin arrastre es subir una foto del dibujo hecho en papel.',
  },
  {
    id: 'recruiter',
    title: 'Reclutadores',
    status: 'Parcialmente conforme',
    note: 'Panel con métricas, tareas de revisión, revisión de un intento, ofertas, su creación y el diseño de sus etapas. Con el espaciado de texto ampliado, algunas etiquetas largas se cortan en pantallas angostas (ver limitaciones).',
  },
  {
    id: 'admin',
    title: 'Administración de la empresa',
    status: 'Conforme',
    note: 'Datos de la empresa y usuarios con sus roles.',
  },
  {
    id: 'general',
    title: 'Pantallas generales',
    status: 'Conforme',
    note: 'Página no encontrada, datos no encontrados y acceso denegado.',
  },
];

/** Every route of the product spec, as the persona that visits it (issue 16, part 1). */
export const AUDITED_ROUTES: readonly AuditedRoute[] = [
  { id: 'home', path: '/', name: 'Inicio', area: 'public', audience: 'public' },
  { id: 'login', path: '/login', name: 'Ingresar', area: 'public', audience: 'public' },
  { id: 'signup', path: '/signup', name: 'Crear cuenta', area: 'public', audience: 'public' },
  {
    id: 'company-register',
    path: '/company/register',
    name: 'Registro de empresas',
    area: 'public',
    audience: 'public',
  },
  {
    id: 'verify',
    path: '/auth/verify',
    name: 'Verificación del enlace de acceso',
    area: 'public',
    audience: 'public',
  },
  {
    id: 'statement',
    path: '/accesibilidad',
    name: 'Declaración de accesibilidad',
    area: 'public',
    audience: 'public',
  },
  {
    id: 'feed',
    path: '/app/feed',
    name: 'Ofertas recomendadas',
    area: 'candidate',
    audience: 'candidate',
  },
  {
    id: 'my-cvs',
    path: '/app/my-cvs',
    name: 'Mis Aplicaciones (CVs y postulaciones)',
    area: 'candidate',
    audience: 'candidate',
  },
  {
    id: 'favorites',
    path: '/app/favorites',
    name: 'Favoritos',
    area: 'candidate',
    audience: 'candidate',
  },
  {
    id: 'jobs',
    path: '/app/jobs',
    name: 'Buscar ofertas',
    area: 'candidate',
    audience: 'candidate',
  },
  {
    id: 'apply',
    path: '/app/candidates/job-offers/:jobOfferId/apply',
    name: 'Postular a una oferta',
    area: 'candidate',
    audience: 'candidate',
  },
  {
    id: 'candidate-settings',
    path: '/app/settings',
    name: 'Configuración (candidato)',
    area: 'candidate',
    audience: 'candidate',
  },
  {
    id: 'workflow',
    path: '/app/jobs/:jobId/workflow',
    name: 'Proceso de selección de una oferta',
    area: 'stages',
    audience: 'candidate',
  },
  {
    id: 'stage-questionnaire',
    path: '/app/jobs/:jobId/stages/:stageId',
    name: 'Etapa: cuestionario',
    area: 'stages',
    audience: 'candidate',
    stageType: 'questionnaire',
  },
  {
    id: 'stage-technical',
    path: '/app/jobs/:jobId/stages/:stageId',
    name: 'Etapa: prueba técnica',
    area: 'stages',
    audience: 'candidate',
    stageType: 'technical',
  },
  {
    id: 'stage-bender',
    path: '/app/jobs/:jobId/stages/:stageId',
    name: 'Etapa: test de Bender',
    area: 'stages',
    audience: 'candidate',
    stageType: 'psychometric_bender',
  },
  {
    id: 'stage-interview',
    path: '/app/jobs/:jobId/stages/:stageId',
    name: 'Etapa: entrevista',
    area: 'stages',
    audience: 'candidate',
    stageType: 'interview',
  },
  {
    id: 'stage-document',
    path: '/app/jobs/:jobId/stages/:stageId',
    name: 'Etapa: documentación',
    area: 'stages',
    audience: 'candidate',
    stageType: 'document',
  },
  {
    id: 'dashboard',
    path: '/app/recruiter/dashboard',
    name: 'Panel del reclutador',
    area: 'recruiter',
    audience: 'recruiter',
  },
  {
    id: 'review-queue',
    path: '/app/recruiter/candidates',
    name: 'Tareas de revisión',
    area: 'recruiter',
    audience: 'recruiter',
  },
  {
    id: 'attempt-review',
    path: '/app/recruiter/candidates/attempts/:attemptId',
    name: 'Revisión de un intento',
    area: 'recruiter',
    audience: 'recruiter',
  },
  {
    id: 'recruiter-jobs',
    path: '/app/recruiter/jobs',
    name: 'Ofertas de la empresa',
    area: 'recruiter',
    audience: 'recruiter',
  },
  {
    id: 'new-job',
    path: '/app/recruiter/jobs/new',
    name: 'Nueva oferta',
    area: 'recruiter',
    audience: 'recruiter',
  },
  {
    id: 'job',
    path: '/app/recruiter/jobs/:jobId',
    name: 'Oferta (vista del reclutador)',
    area: 'recruiter',
    audience: 'recruiter',
  },
  {
    id: 'job-stages',
    path: '/app/recruiter/jobs/:jobId/stages',
    name: 'Etapas de una oferta',
    area: 'recruiter',
    audience: 'recruiter',
  },
  {
    id: 'recruiter-settings',
    path: '/app/settings',
    name: 'Configuración (reclutador)',
    area: 'recruiter',
    audience: 'recruiter',
  },
  {
    id: 'company',
    path: '/app/recruiter/admin/company',
    name: 'Datos de la empresa',
    area: 'admin',
    audience: 'admin',
  },
  {
    id: 'users',
    path: '/app/recruiter/admin/users',
    name: 'Usuarios de la empresa',
    area: 'admin',
    audience: 'admin',
  },
  {
    id: 'not-found',
    path: '/no-existe',
    name: 'Página no encontrada',
    area: 'general',
    audience: 'public',
  },
  {
    id: 'no-data',
    path: '/app/jobs/no-existe/workflow',
    name: 'Sin datos',
    area: 'general',
    audience: 'candidate',
  },
  {
    id: 'forbidden',
    path: '/app/recruiter/admin/users',
    name: 'Acceso denegado',
    area: 'general',
    audience: 'recruiter',
  },
  ...ADDED_ROUTES,
];

/** A criterion added by WCAG 2.2 at levels A and AA, and how Talentia meets it. */
export interface Wcag22Criterion {
  id: string;
  title: string;
  level: 'A' | 'AA';
  /** How the product meets it and how it is checked, for the statement. */
  note: string;
}

export const WCAG22_CRITERIA: readonly Wcag22Criterion[] = [
  {
    id: '2.4.11',
    title: 'Foco no oculto (mínimo)',
    level: 'AA',
    note: 'La barra superior y la barra inferior de navegación dejan margen de desplazamiento (scroll-padding), así que el elemento con el foco nunca queda debajo de ellas; el botón flotante del panel de demostración se aparta mientras cubriría el elemento enfocado. Una prueba automática recorre con el teclado un formulario en un teléfono y comprueba que ningún elemento fijo cubre el campo enfocado.',
  },
  {
    id: '2.5.7',
    title: 'Movimientos de arrastre',
    level: 'AA',
    note: 'Las etapas de una oferta se reordenan también con los botones «Subir» y «Bajar» y con el teclado. El dibujo del test de Bender puede reemplazarse por una foto del dibujo hecho en papel, que se sube sin arrastrar.',
  },
  {
    id: '2.5.8',
    title: 'Tamaño del objetivo (mínimo)',
    level: 'AA',
    note: 'Botones, enlaces, chips y botones de icono miden al menos 24 × 24 px. Una prueba automática mide cada elemento interactivo de cada pantalla, en escritorio y en teléfono.',
  },
  {
    id: '3.2.6',
    title: 'Ayuda coherente',
    level: 'A',
    note: 'El enlace a esta declaración, con la forma de contacto para reportar una barrera, está en el pie de todas las páginas, siempre en el mismo lugar.',
  },
  {
    id: '3.3.7',
    title: 'Entrada redundante',
    level: 'A',
    note: 'Al postular no se vuelve a pedir lo que ya está en el perfil: se elige uno de los CVs guardados y los datos personales se toman del perfil. Los borradores de las etapas se guardan mientras se escriben.',
  },
  {
    id: '3.3.8',
    title: 'Autenticación accesible (mínima)',
    level: 'AA',
    note: 'No hay contraseñas ni pruebas cognitivas: se ingresa con un enlace enviado por correo. El campo de correo admite el autocompletado del navegador y pegar.',
  },
];

/** The themes and widths every route is checked in. */
export const AUDIT_THEMES = ['light', 'dark'] as const;
export const AUDIT_WIDTHS = [1280, 390] as const;

export { STATEMENT_PATH } from './path';

/** The date of this statement and of the checks it reports (ISO). */
export const STATEMENT_DATE = '2026-11-26';

/**
 * The screen-reader pass (docs/screen-reader-check.md has its transcript): the reader, the
 * browser, the date, and the journeys of `scripts/screen-reader/check.mjs`, by the titles the
 * script prints (a test checks they are the script's).
 */
export const SCREEN_READER_CHECK = {
  reader: 'Orca 43',
  browser: 'Chromium 156',
  system: 'Linux',
  date: '2026-11-26',
  journeys: [
    'Portada, sin sesión',
    'Ingresar: un correo mal escrito',
    'Candidata: inicio, favoritos',
    'Candidata: ajustes, un campo obligatorio vacío',
    'Administrador: panel, gráficos como tablas',
  ],
} as const;

/** What is known not to conform yet, and since when (ISO dates). */
export interface KnownLimitation {
  since: string;
  text: string;
  /** What to do meanwhile. */
  workaround: string;
}

export const KNOWN_LIMITATIONS: readonly KnownLimitation[] = [
  {
    since: '2026-11-21',
    text: 'Dibujar en el lienzo del test de Bender exige arrastrar el puntero o el dedo, y no se puede hacer con el teclado.',
    workaround:
      'Dibuja las figuras en papel y sube una foto desde la misma etapa: no requiere arrastrar.',
  },
  {
    since: '2026-11-26',
    text: 'Solo se ha revisado con un lector de pantalla, Orca en Linux; NVDA y JAWS (Windows), VoiceOver (macOS e iOS) y TalkBack (Android) no se han probado todavía.',
    workaround: 'Si encuentras una barrera con tu lector de pantalla, escríbenos y la corregimos.',
  },
  {
    since: '2026-11-26',
    text: 'Con el espaciado de texto ampliado (criterio 1.4.12), la etiqueta visible de algunos campos largos se corta con puntos suspensivos en pantallas angostas (registro de empresas, tareas de revisión, revisión de un intento).',
    workaround:
      'El nombre completo del campo se anuncia igual a los lectores de pantalla y se ve entero al ampliar la ventana.',
  },
  {
    since: '2026-11-26',
    text: 'A 320 px de ancho (zoom del 400 %), las tablas de los reclutadores se desplazan horizontalmente dentro de su propio marco, como permite el criterio 1.4.10.',
    workaround: 'El resto de cada página se adapta al ancho sin desplazamiento horizontal.',
  },
];

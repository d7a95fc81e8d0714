/** Spanish vocabulary for the deterministic seed. */
import type { Category } from './schemas';

export const PLACES = [
  { city: 'Santiago', country: 'Chile', currency: 'CLP' },
  { city: 'Valparaíso', country: 'Chile', currency: 'CLP' },
  { city: 'Concepción', country: 'Chile', currency: 'CLP' },
  { city: 'Buenos Aires', country: 'Argentina', currency: 'ARS' },
  { city: 'Córdoba', country: 'Argentina', currency: 'ARS' },
  { city: 'Rosario', country: 'Argentina', currency: 'ARS' },
  { city: 'Ciudad de México', country: 'México', currency: 'MXN' },
  { city: 'Guadalajara', country: 'México', currency: 'MXN' },
  { city: 'Monterrey', country: 'México', currency: 'MXN' },
  { city: 'Bogotá', country: 'Colombia', currency: 'COP' },
  { city: 'Medellín', country: 'Colombia', currency: 'COP' },
  { city: 'Cali', country: 'Colombia', currency: 'COP' },
  { city: 'Lima', country: 'Perú', currency: 'PEN' },
  { city: 'Arequipa', country: 'Perú', currency: 'PEN' },
  { city: 'Montevideo', country: 'Uruguay', currency: 'UYU' },
  { city: 'Quito', country: 'Ecuador', currency: 'USD' },
  { city: 'Madrid', country: 'España', currency: 'EUR' },
  { city: 'Barcelona', country: 'España', currency: 'EUR' },
] as const;

/** Monthly salary ranges (min) in each currency, by seniority index 0..4. */
export const SALARY_BASE: Record<string, number> = {
  CLP: 900_000,
  ARS: 900_000,
  MXN: 18_000,
  COP: 3_500_000,
  PEN: 3_000,
  UYU: 45_000,
  USD: 1_200,
  EUR: 1_600,
};

export const SKILLS: Record<Category, readonly string[]> = {
  Tecnología: [
    'JavaScript',
    'TypeScript',
    'React',
    'Node.js',
    'Python',
    'Java',
    'SQL',
    'Docker',
    'Kubernetes',
    'AWS',
    'Git',
    'Go',
    'Testing automatizado',
    'GraphQL',
  ],
  Datos: [
    'SQL',
    'Python',
    'Power BI',
    'Tableau',
    'Estadística',
    'Machine Learning',
    'Spark',
    'Excel avanzado',
    'dbt',
    'Airflow',
    'R',
  ],
  Diseño: [
    'Figma',
    'Diseño UX',
    'Diseño UI',
    'Prototipado',
    'Investigación de usuarios',
    'Illustrator',
    'Photoshop',
    'Accesibilidad',
    'Design systems',
  ],
  Marketing: [
    'SEO',
    'SEM',
    'Google Analytics',
    'Redes sociales',
    'Marketing de contenidos',
    'Email marketing',
    'Copywriting',
    'HubSpot',
    'Branding',
  ],
  Ventas: [
    'Negociación',
    'CRM',
    'Salesforce',
    'Prospección',
    'Venta consultiva',
    'Gestión de cuentas',
    'Inglés',
    'Presentaciones',
  ],
  Finanzas: [
    'Contabilidad',
    'Excel avanzado',
    'Análisis financiero',
    'IFRS',
    'SAP',
    'Presupuestos',
    'Tesorería',
    'Impuestos',
  ],
  'Recursos Humanos': [
    'Reclutamiento',
    'Selección por competencias',
    'Nómina',
    'Clima laboral',
    'Capacitación',
    'Legislación laboral',
    'Entrevistas',
  ],
  Operaciones: [
    'Logística',
    'Cadena de suministro',
    'Lean',
    'Gestión de inventario',
    'Planificación',
    'ERP',
    'Excel avanzado',
    'Mejora continua',
  ],
  'Atención al cliente': [
    'Atención telefónica',
    'Zendesk',
    'Resolución de conflictos',
    'Empatía',
    'CRM',
    'Inglés',
    'Soporte técnico',
  ],
  Salud: [
    'Enfermería',
    'Atención de pacientes',
    'Primeros auxilios',
    'Farmacología',
    'Fichas clínicas',
    'Gestión hospitalaria',
  ],
  Educación: [
    'Planificación curricular',
    'Evaluación',
    'Didáctica',
    'E-learning',
    'Moodle',
    'Inglés',
    'Tutorías',
  ],
  Legal: [
    'Derecho laboral',
    'Derecho corporativo',
    'Contratos',
    'Compliance',
    'Litigios',
    'Propiedad intelectual',
    'Protección de datos',
  ],
};

export const TITLES: Record<Category, readonly string[]> = {
  Tecnología: [
    'Desarrollador/a Frontend',
    'Desarrollador/a Backend',
    'Ingeniero/a Full Stack',
    'Ingeniero/a DevOps',
    'QA Automation',
    'Desarrollador/a Mobile',
    'Arquitecto/a de Software',
  ],
  Datos: ['Analista de Datos', 'Científico/a de Datos', 'Ingeniero/a de Datos', 'Analista BI'],
  Diseño: ['Diseñador/a UX', 'Diseñador/a UI', 'Diseñador/a de Producto', 'Investigador/a UX'],
  Marketing: [
    'Especialista SEO',
    'Community Manager',
    'Analista de Marketing Digital',
    'Jefe/a de Marca',
  ],
  Ventas: [
    'Ejecutivo/a Comercial',
    'Key Account Manager',
    'Representante de Ventas',
    'Jefe/a de Ventas',
  ],
  Finanzas: ['Analista Financiero', 'Contador/a', 'Controller', 'Analista de Tesorería'],
  'Recursos Humanos': [
    'Analista de Selección',
    'Generalista de RR. HH.',
    'Especialista en Compensaciones',
    'Business Partner de Personas',
  ],
  Operaciones: [
    'Coordinador/a de Logística',
    'Jefe/a de Operaciones',
    'Planificador/a de Demanda',
    'Analista de Procesos',
  ],
  'Atención al cliente': [
    'Ejecutivo/a de Atención al Cliente',
    'Agente de Soporte',
    'Supervisor/a de Call Center',
    'Customer Success',
  ],
  Salud: [
    'Enfermero/a',
    'Técnico/a en Enfermería',
    'Químico/a Farmacéutico/a',
    'Coordinador/a Clínico/a',
  ],
  Educación: [
    'Docente de Inglés',
    'Diseñador/a Instruccional',
    'Coordinador/a Académico/a',
    'Tutor/a en Línea',
  ],
  Legal: [
    'Abogado/a Laboral',
    'Abogado/a Corporativo/a',
    'Analista de Compliance',
    'Asistente Legal',
  ],
};

export const QUESTION_BANK: readonly {
  text: string;
  options: readonly string[];
  correct: number;
}[] = [
  {
    text: '¿Qué haces primero al recibir una tarea ambigua?',
    options: [
      'Pregunto para aclarar el objetivo',
      'La ignoro',
      'La entrego sin revisar',
      'Espero a que la reasignen',
    ],
    correct: 0,
  },
  {
    text: '¿Cuál es la mejor forma de priorizar el trabajo?',
    options: [
      'Por orden de llegada',
      'Por impacto y urgencia',
      'Por lo que más me gusta',
      'Al azar',
    ],
    correct: 1,
  },
  {
    text: 'Un cliente está molesto. ¿Qué haces?',
    options: ['Discuto con él', 'Escucho y busco una solución', 'Cuelgo', 'Lo derivo sin explicar'],
    correct: 1,
  },
  {
    text: '¿Qué significa cumplir un plazo?',
    options: ['Entregar cuando pueda', 'Entregar a tiempo lo acordado', 'Avisar después', 'Nada'],
    correct: 1,
  },
  {
    text: '¿Cómo compartes un error que cometiste?',
    options: [
      'Lo oculto',
      'Culpo a otro',
      'Lo informo y propongo cómo corregirlo',
      'Espero que nadie lo note',
    ],
    correct: 2,
  },
  {
    text: '¿Qué es trabajar en equipo?',
    options: [
      'Hacer todo solo',
      'Coordinarse hacia un objetivo común',
      'Competir con los colegas',
      'Delegar todo',
    ],
    correct: 1,
  },
];

export const COVER_LETTERS = [
  'Me interesa mucho esta oportunidad porque se alinea con mi experiencia y mis objetivos profesionales.',
  'Tengo experiencia en roles similares y me motiva aportar al crecimiento del equipo.',
  'Busco un desafío donde pueda aprender y aportar desde el primer día.',
];

export const FEEDBACK_PASSED = [
  'Muy buen desempeño, avanzas a la siguiente etapa.',
  'Respuestas claras y bien fundamentadas.',
  'Cumple con lo esperado para el cargo.',
];
export const FEEDBACK_FAILED = [
  'Gracias por participar; en esta ocasión no continuarás en el proceso.',
  'El resultado no alcanzó el mínimo esperado para esta etapa.',
];

export const HEADLINES = [
  'Profesional orientado/a a resultados',
  'Apasionado/a por aprender y colaborar',
  'Con experiencia en equipos multiculturales',
  'Buscando nuevos desafíos',
];

/** A tiny valid PDF, used as the content of seeded CVs (so downloads really work). */
export function tinyPdf(title: string): string {
  const text = title.replace(/[()\\]/g, '');
  return [
    '%PDF-1.4',
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj',
    `4 0 obj<</Length ${text.length + 30}>>stream\nBT /F1 14 Tf 20 70 Td (${text}) Tj ET\nendstream endobj`,
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj',
    'trailer<</Root 1 0 R>>',
    '%%EOF',
  ].join('\n');
}

/** The task of a seeded technical stage ("Enunciado"): plain text, paragraphs apart. */
export const TECHNICAL_STATEMENTS = [
  `Una tienda en línea recibe 2.000 pedidos al día y su base de datos responde cada vez más lento en las horas de mayor tráfico.

Propón cómo identificarías la causa del problema y qué cambios harías para resolverlo. Indica qué medirías antes y después de cada cambio.

Extensión sugerida: entre 300 y 600 palabras.`,
  `Nuestro equipo comercial necesita un tablero con las ventas semanales por región y por producto, actualizado cada mañana.

Describe los datos que necesitarías, cómo los prepararías y qué gráficos incluirías. Explica cómo detectarías un error en los datos antes de que llegue al tablero.

Puedes incluir consultas SQL o pseudocódigo si te ayuda a explicarte.`,
  `Un cliente reporta que la aplicación móvil se cierra al subir una foto de perfil desde algunos teléfonos Android.

Explica paso a paso cómo investigarías el problema, qué información pedirías al cliente y cómo evitarías que vuelva a ocurrir.

No es necesario escribir código: nos interesa tu razonamiento.`,
] as const;

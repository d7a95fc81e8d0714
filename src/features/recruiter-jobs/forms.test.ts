import { describe, expect, it } from 'vitest';
import { APPLICANT_CSV_HEADER, applicantsCsv, applicantsFileName } from './applicantsCsv';
import { csvCell, localDateTime, toCsv } from './csv';
import {
  applicantSearch,
  offerListSearch,
  parseApplicantParams,
  parseOfferListParams,
} from './listParams';
import type { Applicant } from './model';
import {
  EMPTY_OFFER,
  offerBody,
  offerDetailsToFields,
  offerSchema,
  uniqueSkills,
} from './offerForm';
import {
  newQuestion,
  newStage,
  stageDetailsToFields,
  stagesBody,
  stagesSchema,
  type StageFormValue,
} from './stagesForm';

const validOffer = {
  ...EMPTY_OFFER,
  title: 'Dev',
  description: 'x'.repeat(20),
  category: 'Tecnología',
  city: 'Lima',
  country: 'Perú',
  modality: 'remoto',
  seniority: 'senior',
};

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('offer form schema (the server limits)', () => {
  it('accepts the limits and refuses one past them', () => {
    expect(offerSchema.safeParse(validOffer).success).toBe(true);
    expect(offerSchema.safeParse({ ...validOffer, title: 'x'.repeat(120) }).success).toBe(true);
    expect(messages(offerSchema.safeParse({ ...validOffer, title: 'ab' }))).toEqual({
      title: 'Debe tener al menos 3 caracteres',
    });
    expect(messages(offerSchema.safeParse({ ...validOffer, title: 'x'.repeat(121) }))).toEqual({
      title: 'Debe tener como máximo 120 caracteres',
    });
    expect(messages(offerSchema.safeParse({ ...validOffer, description: 'x'.repeat(19) }))).toEqual(
      {
        description: 'Debe tener al menos 20 caracteres',
      },
    );
    expect(offerSchema.safeParse({ ...validOffer, description: 'x'.repeat(5001) }).success).toBe(
      false,
    );
    expect(messages(offerSchema.safeParse({ ...validOffer, city: 'L' }))).toEqual({
      city: 'Debe tener al menos 2 caracteres',
    });
    expect(messages(offerSchema.safeParse({ ...validOffer, category: 'Astrología' }))).toEqual({
      category: 'Elige una categoría',
    });
    const skills = Array.from({ length: 21 }, (_, i) => `s${i}`);
    expect(messages(offerSchema.safeParse({ ...validOffer, requiredSkills: skills }))).toEqual({
      requiredSkills: 'Puedes indicar como máximo 20 habilidades',
    });
    expect(offerSchema.safeParse({ ...validOffer, requiredSkills: skills.slice(1) }).success).toBe(
      true,
    );
  });

  it('asks for both salary ends, integers, max ≥ min', () => {
    expect(messages(offerSchema.safeParse({ ...validOffer, salaryMin: '100' }))).toEqual({
      salaryMax: 'Indica el salario máximo',
    });
    expect(
      messages(offerSchema.safeParse({ ...validOffer, salaryMin: '100', salaryMax: '99' })),
    ).toEqual({ salaryMax: 'El máximo debe ser mayor o igual al mínimo' });
    expect(
      messages(offerSchema.safeParse({ ...validOffer, salaryMin: '1.5', salaryMax: '2' })),
    ).toEqual({
      salaryMin: 'Ingresa un número entero',
    });
  });

  it('builds the body: trimmed texts, salary or null', () => {
    expect(offerBody({ ...validOffer, title: '  Dev  ' })).toMatchObject({
      title: 'Dev',
      salary: null,
    });
    expect(
      offerBody({ ...validOffer, salaryMin: '100', salaryMax: '200', currency: 'USD' }).salary,
    ).toEqual({ min: 100, max: 200, currency: 'USD' });
    expect(uniqueSkills([' React ', 'react', 'Node', 'Diseño', 'diseno'])).toEqual([
      'React',
      'Node',
      'Diseño',
    ]);
  });

  it('maps the server details keys to the offer fields', () => {
    expect(
      offerDetailsToFields({
        title: 'Debe tener al menos 3 caracteres',
        'salary.max': 'El máximo debe ser mayor o igual al mínimo',
        'salary.currency': 'Valor no permitido',
        'requiredSkills.3': 'Debe tener como máximo 50 caracteres',
        stages: 'Agrega al menos una etapa antes de publicar la oferta',
      }),
    ).toEqual({
      fields: {
        title: 'Debe tener al menos 3 caracteres',
        salaryMax: 'El máximo debe ser mayor o igual al mínimo',
        currency: 'Valor no permitido',
        requiredSkills: 'Debe tener como máximo 50 caracteres',
      },
      other: ['Agrega al menos una etapa antes de publicar la oferta'],
    });
  });
});

const questionnaire = (): StageFormValue => ({
  ...newStage('questionnaire'),
  name: 'Cuestionario',
  questions: [{ text: '¿2 + 2?', options: [{ text: '3' }, { text: '4' }], correctOptionIndex: 1 }],
});

describe('stage designer schema and body', () => {
  it('mirrors the server rules', () => {
    expect(stagesSchema.safeParse({ stages: [questionnaire()] }).success).toBe(true);
    expect(
      messages(stagesSchema.safeParse({ stages: [{ ...questionnaire(), questions: [] }] })),
    ).toEqual({ 'stages.0.questions': 'Un cuestionario necesita al menos una pregunta' });
    const oneOption = {
      ...questionnaire(),
      questions: [{ ...newQuestion(), text: 'a', options: [{ text: 'x' }], correctOptionIndex: 0 }],
    };
    expect(messages(stagesSchema.safeParse({ stages: [oneOption] }))).toEqual({
      'stages.0.questions.0.options': 'Cada pregunta necesita al menos 2 opciones',
    });
    const noCorrect = {
      ...questionnaire(),
      questions: [{ ...questionnaire().questions[0]!, correctOptionIndex: null }],
    };
    expect(messages(stagesSchema.safeParse({ stages: [noCorrect] }))).toEqual({
      'stages.0.questions.0.correctOptionIndex': 'Indica cuál es la opción correcta',
    });
    expect(
      messages(stagesSchema.safeParse({ stages: [{ ...questionnaire(), passingScore: '101' }] })),
    ).toEqual({ 'stages.0.passingScore': 'Ingresa un número de 0 a 100' });
    const eleven = Array.from({ length: 11 }, () => ({ ...newStage('technical'), name: 'T' }));
    expect(messages(stagesSchema.safeParse({ stages: eleven }))).toEqual({
      stages: 'Una oferta puede tener como máximo 10 etapas',
    });
    // A type's unused fields are not checked (an interview keeps an empty draft question).
    expect(
      stagesSchema.safeParse({
        stages: [{ ...newStage('questionnaire'), type: 'interview', name: 'E' }],
      }).success,
    ).toBe(true);
  });

  it('sends only what each type uses, with the decision as autoDecide / automatizable', () => {
    const interview: StageFormValue = {
      ...newStage('interview'),
      stageId: 's2',
      name: ' Entrevista ',
      scheduledAt: '2026-12-01T15:00:00.000Z',
      place: 'Oficina',
    };
    expect(
      stagesBody({ stages: [{ ...questionnaire(), decision: 'propose' }, interview] }),
    ).toEqual([
      {
        name: 'Cuestionario',
        type: 'questionnaire',
        description: '',
        autoDecide: false,
        automatizable: true,
        passingScore: 60,
        questions: [
          { text: '¿2 + 2?', options: [{ text: '3' }, { text: '4' }], correctOptionIndex: 1 },
        ],
      },
      {
        id: 's2',
        name: 'Entrevista',
        type: 'interview',
        description: '',
        scheduledAt: '2026-12-01T15:00:00.000Z',
        place: 'Oficina',
      },
    ]);
  });

  it('maps server details keys onto the designer fields', () => {
    expect(
      stageDetailsToFields({
        'stages.0.questions.0.correctOptionIndex': 'Indica cuál es la opción correcta',
        'stages.0.questions': 'Un cuestionario necesita al menos una pregunta',
        'stages.1.automatizable': 'Solo los cuestionarios pueden evaluarse automáticamente',
        'stages.2.questions.1.options.3.text': 'Este campo es obligatorio',
        'stages.2.questions.1.options': 'Debe tener al menos 2 elemento(s)',
        'stages.3.scheduledAt': 'Fecha inválida (formato ISO 8601)',
        stages: 'Agrega al menos una etapa antes de publicar la oferta',
      }),
    ).toEqual({
      fields: [
        ['stages.0.questions.0.correctOptionIndex', 'Indica cuál es la opción correcta'],
        ['stages.0.questions', 'Un cuestionario necesita al menos una pregunta'],
        ['stages.1.decision', 'Solo los cuestionarios pueden evaluarse automáticamente'],
        ['stages.2.questions.1.options.3.text', 'Este campo es obligatorio'],
        ['stages.2.questions.1.options', 'Debe tener al menos 2 elemento(s)'],
        ['stages.3.scheduledAt', 'Fecha inválida (formato ISO 8601)'],
      ],
      other: ['Agrega al menos una etapa antes de publicar la oferta'],
    });
  });
});

describe('local date-times for the CSV', () => {
  it('writes the local date-time with its offset (ISO 8601)', () => {
    expect(localDateTime('2026-11-21T02:30:15.900Z', 'America/Santiago')).toBe(
      '2026-11-20T23:30:15-03:00',
    );
    // Winter in Santiago is UTC−4; India is +05:30; UTC is +00:00.
    expect(localDateTime('2026-07-01T12:00:00Z', 'America/Santiago')).toBe(
      '2026-07-01T08:00:00-04:00',
    );
    expect(localDateTime('2026-11-20T20:00:00Z', 'Asia/Kolkata')).toBe('2026-11-21T01:30:00+05:30');
    expect(localDateTime('2026-11-20T00:00:00Z', 'UTC')).toBe('2026-11-20T00:00:00+00:00');
    expect(localDateTime('2026-11-20T00:00:00Z', 'America/St_Johns')).toBe(
      '2026-11-19T20:30:00-03:30',
    );
    expect(localDateTime('no es fecha')).toBe('no es fecha');
  });
});

describe('CSV writer', () => {
  it('quotes commas, quotes and line breaks, keeps accents', () => {
    expect(csvCell('Muñoz, Andrés')).toBe('"Muñoz, Andrés"');
    expect(csvCell('dijo "hola"')).toBe('"dijo ""hola"""');
    expect(csvCell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvCell('Camila Peña')).toBe('Camila Peña');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n');
  });

  it('neutralises formulas (=, +, -, @, tab) for spreadsheets', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+56 9 1234')).toBe("'+56 9 1234");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes one header row and one row per applicant', () => {
    const applicant: Applicant = {
      id: 'a1',
      status: 'in_progress',
      candidate: { id: 'c', name: '=Camila', lastName: 'Rojas, P.', email: 'c@e.com' },
      currentStage: {
        stageId: 's',
        status: 'reviewing',
        name: 'Prueba técnica',
        type: 'technical',
      },
      stages: [],
      cv: { id: 'cv', fileName: 'CV.pdf', downloadUrl: '/x' },
      createdAt: '2026-11-20T10:00:00.000Z',
      date: '2026-11-20T10:00:00.000Z',
      match: { percent: 67, matched: [], missing: [] },
    };
    const lines = applicantsCsv(
      [applicant, { ...applicant, id: 'a2', cv: null }],
      'America/Santiago',
    )
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(APPLICANT_CSV_HEADER.join(','));
    expect(lines[1]).toBe(
      '\'=Camila,"Rojas, P.",c@e.com,En curso,Prueba técnica,En revisión,67,2026-11-20T07:00:00-03:00,CV.pdf',
    );
    // Late in the evening in Santiago is the next day in UTC: the CSV says the local day.
    const late = { ...applicant, createdAt: '2026-11-21T02:30:00.000Z' };
    expect(applicantsCsv([late], 'America/Santiago')).toContain(',2026-11-20T23:30:00-03:00,');
    expect(applicantsFileName('Diseñador/a UX Sénior')).toBe(
      'postulantes-disenador-a-ux-senior.csv',
    );
  });
});

describe('list params in the URL', () => {
  it('reads valid values, drops invalid ones and writes only what differs from defaults', () => {
    const args = parseOfferListParams(
      new URLSearchParams(
        'page=2&pageSize=25&status=published&category=Datos&search=%20sql%20&sortBy=title&sortOrder=asc',
      ),
    );
    expect(args).toEqual({
      page: 2,
      pageSize: 25,
      status: 'published',
      category: 'Datos',
      search: 'sql',
      sortBy: 'title',
      sortOrder: 'asc',
    });
    expect(offerListSearch(args).toString()).toBe(
      'page=2&pageSize=25&status=published&category=Datos&search=sql&sortBy=title&sortOrder=asc',
    );
    expect(
      parseOfferListParams(new URLSearchParams('page=-1&pageSize=1000&status=x&sortBy=hack')),
    ).toEqual({
      page: 1,
      pageSize: 10,
      status: undefined,
      category: undefined,
      search: undefined,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    const applicants = parseApplicantParams(
      new URLSearchParams('editar=1&aStatus=hired&aSortBy=match'),
    );
    expect(applicants).toMatchObject({ status: 'hired', sortBy: 'match', page: 1 });
    expect(
      applicantSearch({ ...applicants, page: 3 }, new URLSearchParams('editar=1')).toString(),
    ).toBe('editar=1&aPage=3&aStatus=hired&aSortBy=match');
  });
});

import { currentStageOf, type StageStatus } from '@/shared/domain';
import {
  boardColumns,
  daysInStage,
  ENDED_COLUMN,
  filterColumns,
  HIRED_COLUMN,
  type BoardStage,
} from './columns';
import type { PipelineApplication } from './model';

const STAGES: BoardStage[] = [
  { id: 's1', name: 'Cuestionario', type: 'questionnaire' },
  { id: 's2', name: 'Prueba técnica', type: 'technical' },
  { id: 's3', name: 'Entrevista', type: 'interview' },
];

let counter = 0;
function application(
  statuses: StageStatus[],
  extra: Partial<PipelineApplication> = {},
): PipelineApplication {
  counter += 1;
  return {
    applicationId: `a${counter}`,
    status: 'in_progress',
    candidate: { id: `c${counter}`, name: `Nombre${counter}`, lastName: 'Pérez' },
    stages: statuses.map((status, index) => ({
      stageId: STAGES[index]!.id,
      status,
      enteredAt: index === 0 ? '2026-11-01T10:00:00Z' : `2026-11-1${index}T10:00:00Z`,
    })),
    reviewAttemptId: null,
    matchPercent: 50,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    ...extra,
  };
}

const keysOf = (columns: ReturnType<typeof boardColumns>) =>
  Object.fromEntries(columns.map((c) => [c.key, c.cards.map((card) => card.applicationId)]));

describe('boardColumns', () => {
  it('has one column per stage in order, then "Contratados" and "No seleccionados"', () => {
    const columns = boardColumns(STAGES, []);
    expect(columns.map((c) => c.title)).toEqual([
      'Cuestionario',
      'Prueba técnica',
      'Entrevista',
      'Contratados',
      'No seleccionados',
    ]);
  });

  it("puts each candidate in the column of currentStageOf, the candidate screens' rule", () => {
    const cases: StageStatus[][] = [
      ['in_progress', 'pending', 'pending'],
      ['passed', 'in_progress', 'pending'],
      ['passed', 'reviewing', 'pending'],
      ['passed', 'passed', 'reviewing'],
      ['pending', 'pending', 'pending'],
    ];
    const applications = cases.map((statuses) => application(statuses));
    const columns = boardColumns(STAGES, applications);
    for (const app of applications) {
      const column = columns.find((c) =>
        c.cards.some((card) => card.applicationId === app.applicationId),
      );
      expect(column?.key).toBe(currentStageOf(app.stages)!.stageId);
    }
    const review = columns[1]!.cards.find((card) => card.stageStatus === 'reviewing');
    expect(review?.statusLabel).toBe('En revisión');
  });

  it('sends hired applications to "Contratados", rejected and withdrawn to "No seleccionados"', () => {
    const hired = application(['passed', 'passed', 'passed'], { status: 'hired' });
    const rejected = application(['passed', 'failed', 'pending'], { status: 'rejected' });
    const withdrawn = application(['in_progress', 'pending', 'pending'], { status: 'withdrawn' });
    const keys = keysOf(boardColumns(STAGES, [hired, rejected, withdrawn]));
    expect(keys[HIRED_COLUMN]).toEqual([hired.applicationId]);
    expect(keys[ENDED_COLUMN]).toEqual(
      expect.arrayContaining([rejected.applicationId, withdrawn.applicationId]),
    );
    const cards = boardColumns(STAGES, [hired, withdrawn]).flatMap((c) => c.cards);
    expect(cards.map((c) => c.statusLabel)).toEqual(['Contratado', 'Retirado']);
  });

  it('dates a card from when the candidate reached the stage, the longest waiting first', () => {
    const early = application(['passed', 'in_progress', 'pending']);
    const late = application(['passed', 'in_progress', 'pending'], {
      stages: [
        { stageId: 's1', status: 'passed', enteredAt: '2026-11-01T10:00:00Z' },
        { stageId: 's2', status: 'in_progress', enteredAt: '2026-11-25T10:00:00Z' },
        { stageId: 's3', status: 'pending', enteredAt: null },
      ],
    });
    const [, second] = boardColumns(STAGES, [late, early]);
    expect(second!.cards.map((c) => c.since)).toEqual([
      '2026-11-11T10:00:00Z',
      '2026-11-25T10:00:00Z',
    ]);
  });

  it('counts every application exactly once', () => {
    const applications = [
      application(['in_progress', 'pending', 'pending']),
      application(['passed', 'passed', 'passed'], { status: 'hired' }),
      application(['failed', 'pending', 'pending'], { status: 'rejected' }),
    ];
    const total = boardColumns(STAGES, applications).reduce((n, c) => n + c.cards.length, 0);
    expect(total).toBe(applications.length);
  });
});

describe('daysInStage', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it('counts whole days, 0 on the first day and never below', () => {
    expect(daysInStage('2026-11-27T08:00:00Z', now)).toBe(0);
    expect(daysInStage('2026-11-26T11:00:00Z', now)).toBe(1);
    expect(daysInStage('2026-11-17T12:00:00Z', now)).toBe(10);
    expect(daysInStage('2026-11-28T12:00:00Z', now)).toBe(0);
  });
});

describe('filterColumns', () => {
  it('keeps the cards of a status and of every word of a name, accent-insensitive', () => {
    const ana = application(['in_progress', 'pending', 'pending'], {
      candidate: { id: 'x', name: 'Ána', lastName: 'Muñoz' },
    });
    const other = application(['passed', 'reviewing', 'pending']);
    const columns = boardColumns(STAGES, [ana, other]);
    const byName = filterColumns(columns, { search: 'ana munoz' }).flatMap((c) => c.cards);
    expect(byName.map((c) => c.applicationId)).toEqual([ana.applicationId]);
    const byStatus = filterColumns(columns, { status: 'reviewing' }).flatMap((c) => c.cards);
    expect(byStatus.map((c) => c.applicationId)).toEqual([other.applicationId]);
    expect(filterColumns(columns, {}).map((c) => c.cards.length)).toEqual(
      columns.map((c) => c.cards.length),
    );
  });
});

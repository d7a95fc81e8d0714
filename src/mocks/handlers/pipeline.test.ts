// @vitest-environment node
import { currentStageOf } from '../../shared/domain';
import { ANDES_DIGITAL_ID, db, PERSONA_USER_IDS } from '../db';
import { call, personaTokens, otherCompanyStaff, tokenFor } from './test-utils';

let valentina: string;
let otherRecruiter: string;

beforeAll(async () => {
  ({ valentina } = await personaTokens('valentina'));
  otherRecruiter = await tokenFor(otherCompanyStaff());
});

/** The Andes Digital offer with the most applications. */
function busiestOffer() {
  const offers = db.jobOffers.where('companyId', ANDES_DIGITAL_ID);
  const count = (id: string) => db.applications.countWhere('jobOfferId', id);
  return offers.reduce((best, offer) => (count(offer.id) > count(best.id) ? offer : best));
}

describe('GET /job-offers/{id}/pipeline', () => {
  it('lists every application of the offer, as many as the applicants list has', async () => {
    const offer = busiestOffer();
    const res = await call('GET', `/job-offers/${offer.id}/pipeline`, { token: valentina });
    expect(res.status).toBe(200);
    const list = await call('GET', `/job-offers/${offer.id}/applicants/?pageSize=100`, {
      token: valentina,
    });
    expect(res.body.data).toHaveLength(list.body.total);
    type Applicant = { id: string; currentStage: { stageId: string } | null };
    const listed = new Map<string, Applicant>(list.body.data.map((a: Applicant) => [a.id, a]));
    for (const card of res.body.data) {
      // The board's stage is the applicants list's "Etapa actual" (one rule for both).
      const stages: { stageId: string; status: string }[] = card.stages;
      expect(currentStageOf(stages)?.stageId).toBe(
        listed.get(card.applicationId)?.currentStage?.stageId,
      );
      expect(card.stages[0].enteredAt).toBe(card.createdAt);
    }
  });

  it('flags the attempt waiting for review, and dates each stage from the pass before it', async () => {
    const attempt = db.attempts
      .where('companyId', ANDES_DIGITAL_ID)
      .find((a) => a.status === 'reviewing')!;
    const res = await call('GET', `/job-offers/${attempt.jobOfferId}/pipeline`, {
      token: valentina,
    });
    const card = res.body.data.find(
      (c: { applicationId: string }) => c.applicationId === attempt.applicationId,
    );
    expect(card.reviewAttemptId).toBe(attempt.id);
    const application = db.applications.get(attempt.applicationId)!;
    const index = application.stages.findIndex((s) => s.stageId === attempt.stageId);
    if (index > 0) {
      const passed = db.attempts
        .where('applicationId', application.id)
        .find((a) => a.stageId === application.stages[index - 1]!.stageId && a.status === 'passed');
      expect(card.stages[index].enteredAt).toBe(passed?.reviewedAt);
    }
  });

  it("answers 403 to another company's staff and 404 for an unknown offer", async () => {
    const offer = busiestOffer();
    const other = await call('GET', `/job-offers/${offer.id}/pipeline`, { token: otherRecruiter });
    expect(other.status).toBe(403);
    const missing = await call('GET', '/job-offers/no-existe/pipeline', { token: valentina });
    expect(missing.status).toBe(404);
  });
});

describe('GET /recruiters/candidates/{candidateId}/history', () => {
  const camila = PERSONA_USER_IDS.camila;

  it("lists every application of the candidate to the company's offers, newest first", async () => {
    const res = await call('GET', `/recruiters/candidates/${camila}/history`, {
      token: valentina,
    });
    expect(res.status).toBe(200);
    const expected = db.applications
      .where('candidateId', camila)
      .filter((a) => a.companyId === ANDES_DIGITAL_ID);
    const ids = res.body.data.applications.map((a: { id: string }) => a.id);
    expect(new Set(ids)).toEqual(new Set(expected.map((a) => a.id)));
    const dates = res.body.data.applications.map((a: { createdAt: string }) => a.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.body.data.candidate).toMatchObject({ id: camila, name: 'Camila' });
    const first = res.body.data.applications[0];
    expect(first.match).toMatchObject({ percent: expect.any(Number) });
    for (const stage of first.stages)
      for (const attempt of stage.attempts)
        expect(db.attempts.get(attempt.id)?.applicationId).toBe(first.id);
  });

  it('answers 404 for a candidate who never applied to the company, and for an unknown one', async () => {
    const never = await call('GET', `/recruiters/candidates/${PERSONA_USER_IDS.mateo}/history`, {
      token: valentina,
    });
    expect(never.status).toBe(404);
    const unknown = await call('GET', '/recruiters/candidates/no-existe/history', {
      token: valentina,
    });
    expect(unknown.status).toBe(404);
  });

  it("is the company's own: another company's staff get a 404 for Andes Digital's candidate", async () => {
    const onlyAndes = db.users
      .all()
      .find(
        (u) =>
          u.roles.includes('candidate') &&
          db.applications.where('candidateId', u.id).length > 0 &&
          db.applications.where('candidateId', u.id).every((a) => a.companyId === ANDES_DIGITAL_ID),
      )!;
    const res = await call('GET', `/recruiters/candidates/${onlyAndes.id}/history`, {
      token: otherRecruiter,
    });
    expect(res.status).toBe(404);
  });
});

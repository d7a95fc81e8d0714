/** `GET /recruiters/candidates/{candidateId}/history`: a candidate in the staff's company. */
import { db, type Application, type Attempt } from '../../db';
import { notFound } from '../lib/errors';
import type { UserContext } from '../lib/route';
import { fileUrl, matchSkills } from '../lib/views';

const NEVER_APPLIED = 'El candidato no ha postulado a ofertas de tu empresa';

const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

function attemptEntry(attempt: Attempt) {
  return {
    id: attempt.id,
    status: attempt.status,
    score: attempt.score,
    feedback: attempt.feedback,
    submittedAt: attempt.submittedAt,
    reviewedAt: attempt.reviewedAt,
  };
}

function applicationEntry(application: Application, skills: readonly string[]) {
  const offer = db.jobOffers.get(application.jobOfferId);
  const attempts = db.attempts
    .where('applicationId', application.id)
    .sort((a, b) => newestFirst(a.submittedAt, b.submittedAt));
  const stageById = new Map(offer?.stages.map((stage) => [stage.id, stage]));
  return {
    id: application.id,
    status: application.status,
    createdAt: application.createdAt,
    updatedAt: application.updatedAt,
    jobOffer: {
      id: application.jobOfferId,
      title: offer?.title ?? 'Oferta eliminada',
      status: offer?.status ?? 'closed',
    },
    match: matchSkills(skills, offer?.requiredSkills ?? []),
    stages: application.stages.map((stage) => {
      const known = stageById.get(stage.stageId);
      return {
        stageId: stage.stageId,
        name: known?.name ?? 'Etapa eliminada',
        type: known?.type ?? 'questionnaire',
        status: stage.status,
        attempts: attempts.filter((a) => a.stageId === stage.stageId).map(attemptEntry),
      };
    }),
  };
}

export function getCandidateHistory({ params, user }: UserContext) {
  const candidate = db.users.get(params.candidateId!);
  const applications = candidate
    ? db.applications
        .where('candidateId', candidate.id)
        .filter((application) => application.companyId === user.companyId)
    : [];
  // One answer for "no such candidate" and "never applied here": nothing to tell apart.
  if (!candidate || applications.length === 0) throw notFound(NEVER_APPLIED);
  applications.sort((a, b) => newestFirst(a.createdAt, b.createdAt));
  const cvIds = new Set(applications.flatMap((a) => (a.cvId ? [a.cvId] : [])));
  const cvs = [...cvIds].flatMap((id) => {
    const cv = db.cvs.get(id);
    return cv
      ? [
          {
            id: cv.id,
            fileName: cv.fileName,
            downloadUrl: fileUrl(`/cv/${cv.id}/download`),
            createdAt: cv.createdAt,
          },
        ]
      : [];
  });
  return {
    data: {
      candidate: {
        id: candidate.id,
        name: candidate.name,
        lastName: candidate.lastName,
        email: candidate.email,
        headline: candidate.headline,
        city: candidate.city,
        country: candidate.country,
        skills: candidate.skills,
      },
      cvs,
      applications: applications.map((a) => applicationEntry(a, candidate.skills)),
    },
  };
}

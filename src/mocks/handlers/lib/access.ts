/** Ownership and company-scoping guards shared by the handlers (404 missing, 403 not yours). */
import {
  db,
  type Application,
  type Attempt,
  type Company,
  type JobOffer,
  type User,
} from '../../db';
import { forbidden, notFound } from './errors';
import { hasRole, isStaff } from './route';

export const OFFER_NOT_FOUND = 'Oferta de empleo no encontrada';
export const OTHER_COMPANY = 'No tienes acceso a los datos de otra empresa';

/** An offer of the staff member's own company. */
export function ownCompanyOffer(user: User, offerId: string): JobOffer {
  const offer = db.jobOffers.get(offerId);
  if (!offer) throw notFound(OFFER_NOT_FOUND);
  if (offer.companyId !== user.companyId) throw forbidden(OTHER_COMPANY);
  return offer;
}

export function ownCompany(user: User, companyId: string): Company {
  const company = db.companies.get(companyId);
  if (!company) throw notFound('Empresa no encontrada');
  if (company.id !== user.companyId) throw forbidden(OTHER_COMPANY);
  return company;
}

/** An application the user may read: the candidate's own, or one of the staff's company. */
export function readableApplication(user: User, applicationId: string): Application {
  const application = db.applications.get(applicationId);
  if (!application) throw notFound('Postulación no encontrada');
  if (
    isStaff(user) ? application.companyId !== user.companyId : application.candidateId !== user.id
  ) {
    throw forbidden(isStaff(user) ? OTHER_COMPANY : 'Esta postulación no es tuya');
  }
  return application;
}

export function readableAttempt(user: User, attemptId: string): Attempt {
  const attempt = db.attempts.get(attemptId);
  if (!attempt) throw notFound('Intento no encontrado');
  if (isStaff(user) ? attempt.companyId !== user.companyId : attempt.candidateId !== user.id) {
    throw forbidden(isStaff(user) ? OTHER_COMPANY : 'Este intento no es tuyo');
  }
  return attempt;
}

export const requireAdmin = (user: User) => {
  if (!hasRole(user, 'admin')) throw forbidden('Solo un administrador puede realizar esta acción');
};

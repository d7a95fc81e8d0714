import type { Notification, NotificationType } from './schemas';

/** Spanish texts of the notifications created by events (shared by the seed and handlers). */
export function notificationText(
  type: NotificationType,
  ctx: {
    offerTitle?: string;
    stageName?: string;
    candidateName?: string;
    passed?: boolean;
    alertName?: string;
    companyName?: string;
  },
): Pick<Notification, 'title' | 'body'> {
  const offer = ctx.offerTitle ?? '';
  switch (type) {
    case 'welcome':
      return {
        title: 'Te damos la bienvenida',
        body: 'Completa tu perfil y sube tu CV para postular a las ofertas.',
      };
    case 'application_received':
      return {
        title: 'Postulación recibida',
        body: `Recibimos tu postulación a «${offer}». Te avisaremos de cada avance.`,
      };
    case 'new_applicant':
      return {
        title: 'Nueva postulación',
        body: `${ctx.candidateName ?? 'Una persona'} postuló a «${offer}».`,
      };
    case 'attempt_submitted':
      return {
        title: 'Etapa por revisar',
        body: `${ctx.candidateName ?? 'Una persona'} completó «${ctx.stageName ?? ''}» en «${offer}».`,
      };
    case 'attempt_reviewed':
      return ctx.passed
        ? {
            title: 'Etapa aprobada',
            body: `Aprobaste «${ctx.stageName ?? ''}» en «${offer}».`,
          }
        : {
            title: 'Etapa no aprobada',
            body: `No aprobaste «${ctx.stageName ?? ''}» en «${offer}». Gracias por participar.`,
          };
    case 'stage_opened':
      return {
        title: 'Nueva etapa disponible',
        body: `Ya puedes realizar «${ctx.stageName ?? ''}» en «${offer}».`,
      };
    case 'job_alert':
      return {
        title: `Nueva oferta para tu alerta «${ctx.alertName ?? ''}»: ${offer}`,
        body: `${ctx.companyName ?? 'Una empresa'} publicó «${offer}».`,
      };
    case 'application_finished':
      return {
        title: '¡Felicitaciones!',
        body: `Completaste todas las etapas de «${offer}». La empresa se pondrá en contacto contigo.`,
      };
  }
}

/** The notification's public id: `<epoch ms>-<id>` (the app derives the time from the prefix). */
export const timestampNotificationId = (n: Pick<Notification, 'createdAtMs' | 'id'>) =>
  `${n.createdAtMs}-${n.id}`;

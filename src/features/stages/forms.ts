import { formatCount, type Question } from '@/shared/domain';
import { DOCUMENT_TYPES, fileChecks, FIVE_MB, IMAGE_TYPES, type FileProblem } from '@/shared/files';
import { COMMENT_MAX, TECHNICAL_MAX, TECHNICAL_MIN } from './model';

/** The stage forms' texts and checks (issue 11), apart from the components that show them. */

export const QUESTIONNAIRE_TEXTS = {
  submit: 'Enviar respuestas',
  sent: 'Respuestas enviadas',
  missingOne: (n: number) => `Falta responder la pregunta ${n}.`,
  missingMany: (ns: number[]) =>
    `Faltan por responder las preguntas ${ns.slice(0, -1).join(', ')} y ${ns.at(-1)}.`,
  answerThis: 'Responde esta pregunta',
} as const;

/** The numbers (1-based) of the questions still without an answer. */
export function unanswered(questions: readonly Question[], answers: Record<string, string>) {
  return questions.flatMap((q, index) => (answers[q.id] ? [] : [index + 1]));
}

export const TECHNICAL_TEXTS = {
  statement: 'Enunciado',
  download: 'Descargar el enunciado',
  downloadFailed: 'No se pudo descargar el archivo',
  label: 'Tu respuesta',
  submit: 'Enviar respuesta',
  sent: 'Respuesta enviada',
  tooShort: `Escribe al menos ${TECHNICAL_MIN} caracteres.`,
  tooLong: `Tu respuesta puede tener como máximo ${formatCount(TECHNICAL_MAX)} caracteres.`,
} as const;

/** What is wrong with a technical answer, or null (the server's limits: 10 to 10,000, trimmed). */
export function technicalError(text: string): string | null {
  const length = text.trim().length;
  if (length < TECHNICAL_MIN) return TECHNICAL_TEXTS.tooShort;
  if (length > TECHNICAL_MAX) return TECHNICAL_TEXTS.tooLong;
  return null;
}

export const INTERVIEW_TEXTS = {
  confirm: 'Confirmar asistencia',
  calendar: 'Agregar al calendario',
  comment: 'Comentario (opcional)',
  sent: 'Asistencia confirmada',
  noDate: 'La fecha y el lugar se informarán pronto.',
  commentTooLong: `El comentario puede tener como máximo ${COMMENT_MAX} caracteres.`,
} as const;

/** What a document stage accepts (docs/api.md: PDF, DOC, DOCX, PNG, JPG, WEBP, GIF ≤ 5 MB). */
export const DOCUMENT_RULE = { types: { ...DOCUMENT_TYPES, ...IMAGE_TYPES }, maxBytes: FIVE_MB };

export const DOCUMENT_TEXTS = {
  choose: 'Elegir archivo',
  submit: 'Enviar documento',
  sent: 'Documento enviado',
  comment: 'Comentario (opcional)',
  hint: 'PDF, DOC, DOCX, PNG, JPG, WEBP o GIF de hasta 5 MB.',
  problems: {
    missing: 'Elige el archivo que quieres enviar.',
    type: 'Formato no permitido. Sube un PDF, DOC, DOCX, PNG, JPG, WEBP o GIF.',
    empty: 'El archivo está vacío.',
    size: 'El archivo supera el tamaño máximo de 5 MB.',
  } satisfies Record<FileProblem, string>,
  commentTooLong: `El comentario puede tener como máximo ${COMMENT_MAX} caracteres.`,
} as const;

/** The Spanish reason a file cannot be sent for a document stage, or null. */
export const documentFileError = fileChecks(DOCUMENT_RULE, DOCUMENT_TEXTS.problems).error;

export const BENDER_TEXTS = {
  figuresTitle: 'Figuras para copiar',
  figuresHelp:
    'Copia las nueve figuras lo más parecidas que puedas, en el mismo orden: de izquierda a derecha y de arriba abajo, empezando por la figura A. No hay límite de tiempo.',
  submit: 'Enviar dibujo',
  sent: 'Dibujo enviado',
  nothing: 'Dibuja las figuras en el lienzo o sube una foto de tu dibujo.',
  uploadFailed:
    'Tu intento quedó registrado, pero no pudimos subir el dibujo. Vuelve a enviarlo: no se creará otro intento.',
  pendingUpload:
    'Tu intento quedó registrado, pero falta el dibujo. Dibuja o sube la foto y envíalo para completar la etapa.',
} as const;

/** Every check before a document is accepted: name, type, size, and its first bytes. */
export const checkDocumentFile = fileChecks(DOCUMENT_RULE, DOCUMENT_TEXTS.problems).check;

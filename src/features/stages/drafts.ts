/**
 * Drafts of a stage's answer (issue 11, "Nothing typed is lost"): kept per application and
 * stage until sent, through the shared draft mechanism every form uses.
 */
export { isString, isStringRecord, useDraft } from '@/shared/forms/drafts';

export const draftKey = (applicationId: string, stageId: string) =>
  `talentia:stage-draft:${applicationId}:${stageId}`;

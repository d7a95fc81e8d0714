export {
  acceptOf,
  checkFile,
  fileChecks,
  fileProblem,
  formatFileSize,
  DOCUMENT_TYPES,
  FIVE_MB,
  IMAGE_TYPES,
  type FileProblem,
  type FileRule,
} from './check';
export { acceptedType, contentMatches, fileContentProblem, SNIFF_BYTES } from './content';

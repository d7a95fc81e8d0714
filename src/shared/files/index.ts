export {
  acceptOf,
  fileProblem,
  formatFileSize,
  DOCUMENT_TYPES,
  FIVE_MB,
  IMAGE_TYPES,
  type FileProblem,
  type FileRule,
} from './check';

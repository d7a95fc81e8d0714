/** Public face of the CVs feature: the candidate's CVs (list, upload with progress, delete). */
export { cvsApi, useGetCvsQuery, useDeleteCvMutation, useUploadCv, useDownloadCv } from './api';
export { CvUploadForm } from './components/CvUploadForm';
export { MyCvsPanel } from './components/MyCvsPanel';
export { cvFileError, formatFileSize, CV_MAX_BYTES, CV_DESCRIPTION_MAX } from './files';
export { NO_TOKEN_MESSAGE } from './token';
export { UPLOAD_ERROR_MESSAGE } from './upload';
export type { Cv } from './model';

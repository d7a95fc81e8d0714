export { NotFoundScreen, NOT_FOUND_TEXTS } from './NotFoundScreen';
export { ErrorScreen } from './ErrorScreen';
export { AccessDeniedScreen } from './AccessDeniedScreen';
export { StatusScreen } from './StatusScreen';

export { NotFoundScreen } from './NotFoundScreen';
export { NOT_FOUND_TEXTS, ACCESS_DENIED_TEXTS } from './texts';
export { ErrorScreen } from './ErrorScreen';
export { AccessDeniedScreen } from './AccessDeniedScreen';
export { StatusScreen } from './StatusScreen';

export { NotFoundScreen } from './NotFoundScreen';
export { NOT_FOUND_TEXTS, ACCESS_DENIED_TEXTS } from './texts';
export { ErrorScreen } from './ErrorScreen';
export { AccessDeniedScreen, ACCESS_DENIED_HOME_LABEL } from './AccessDeniedScreen';
export { StatusScreen } from './StatusScreen';
export { Section } from './Section';

/**
 * The identity feature's plain data (roles, views and their homes): no React, nothing of the
 * browser. The face that code outside the app's bundle imports (`vite.config.ts`, scripts,
 * e2e); the app imports the same through `./index.ts`.
 */
export {
  ROLE_HOME,
  homePathFor,
  isAdminRole,
  isRecruiterRole,
  mainRole,
  viewFor,
  type AppView,
} from './roles.ts';

// The identity screens, loaded lazily by the routes.
export { LoginPage } from './components/LoginPage';
export { SignupPage } from './components/SignupPage';
export { CompanyRegisterPage } from './components/CompanyRegisterPage';
export { VerifyPage } from './components/VerifyPage';

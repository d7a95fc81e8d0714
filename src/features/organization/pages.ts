export { CompanyPage } from './CompanyPage';
export { UsersPage } from './UsersPage';

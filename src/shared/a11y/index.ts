export { PageTitleContext, usePageTitle } from './pageTitle';

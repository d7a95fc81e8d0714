export { RouterLink, type RouterLinkProps } from './RouterLink';
export { textLinkSx } from './textLink';

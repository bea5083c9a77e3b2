export { LegalFooter, type LegalFooterProps } from './LegalFooter.tsx';

export { DomainHijackNotice, type DomainHijackNoticeProps } from './DomainHijackNotice.tsx';

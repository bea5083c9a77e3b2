export { type Locale, locales } from '@platform/domain';

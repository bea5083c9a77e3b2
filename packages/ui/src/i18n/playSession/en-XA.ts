import { pseudoLocalise } from '@platform/domain';
import enUS from './en-US.ts';

/** The pseudo-locale: en-US accented, lengthened and marked, for the tests that find untranslated or clipped text. */
export default pseudoLocalise(enUS);

import { pseudoLocalise } from '@platform/domain';
import enUS from './en-US.ts';

/** The pseudo-locale of the security centre's strings (see languages/en-XA.ts). */
export default pseudoLocalise(enUS);

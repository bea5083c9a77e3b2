import type { consoleEndpoints, EndpointResponse } from '@platform/contract';
import { createContext, useContext } from 'react';

export type SignedInOperator = EndpointResponse<(typeof consoleEndpoints)['consoleSession']>;

export const SignedInOperatorContext = createContext<SignedInOperator | null>(null);

/** The operator of this session: the gate renders pages only once the server has said who it is. */
export function useSignedInOperator(): SignedInOperator {
  const operator = useContext(SignedInOperatorContext);
  if (operator === null) throw new Error('useSignedInOperator() is for pages inside <OperatorGate>');
  return operator;
}

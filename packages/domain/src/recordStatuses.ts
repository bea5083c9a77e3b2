/**
 * The statuses the API sends for records, owned here so the contract's schemas and the design system's status
 * tags use one spelling (the design system may not import the contract).
 */

/** An operator's decision on a deposit order or a withdrawal request. */
export const decisionStatuses = ['pending', 'approved', 'rejected'] as const;
export type DecisionStatus = (typeof decisionStatuses)[number];

/** A bet at its venue; `void`: the venue voided it and the stake went back, nothing was won or lost. */
export const betStatuses = ['unsettled', 'won', 'lost', 'void'] as const;
export type BetStatus = (typeof betStatuses)[number];

/**
 * A line of the transaction list follows the movement it belongs to: `success` once it is done, `pending` while
 * it waits (a withdrawal's hold before the operator decides), `cancelled` when it did not go ahead (the hold and
 * the release of a rejected withdrawal).
 */
export const movementStatuses = ['pending', 'success', 'cancelled'] as const;
export type MovementStatus = (typeof movementStatuses)[number];

/** Every record status the API sends. */
export type ApiRecordStatus = DecisionStatus | BetStatus | MovementStatus;

import {
  deriveWithdrawPasswordState,
  type ValidationCode,
  type WithdrawPasswordConfig,
} from '@platform/domain';
import { assign, enqueueActions, setup } from 'xstate';
import { changeField } from '../shared/formFields.ts';
import { actionNotProvided, actorNotProvided } from '../shared/notProvided.ts';
import { errorCodeOf } from '../shared/serverErrorCode.ts';

/** The two things a missing withdrawal password blocks (spec §4, §6). */
export const withdrawalActions = ['addWithdrawalAccount', 'withdraw'] as const;
export type WithdrawalAction = (typeof withdrawalActions)[number];

/**
 * The contract catalogue's code for "for account safety, set a withdrawal password before adding a withdrawal
 * account or withdrawing" (spec §8); the UI shows its message while the gate is `blocked`. The server answers a
 * withdrawal without a password with the same code.
 */
export const WITHDRAW_PASSWORD_REQUIRED_MESSAGE_KEY = 'WITHDRAW_PASSWORD_NOT_SET';

/** Server code (contract catalogue) for a confirmation that differs from the password. */
export const PASSWORD_CONFIRMATION_MISMATCH = 'PASSWORD_CONFIRMATION_MISMATCH';

export type { WithdrawPasswordConfig };
export type WithdrawPasswordFlags = ReturnType<typeof deriveWithdrawPasswordState>;

export const withdrawPasswordFields = ['password', 'confirmation'] as const;
export type WithdrawPasswordField = (typeof withdrawPasswordFields)[number];

export type WithdrawPasswordGateEvent =
  /** The member tries to add a withdrawal account or to withdraw. */
  | { type: 'REQUEST'; action: WithdrawalAction }
  | { type: 'DISMISS' }
  | { type: 'SETUP.START' }
  | { type: 'FIELD.CHANGE'; field: WithdrawPasswordField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

export const withdrawPasswordGateTags = ['busy', 'blocked', 'failed'] as const;
export type WithdrawPasswordGateTag = (typeof withdrawPasswordGateTags)[number];

export type WithdrawPasswordGateContext = {
  /** enable / isUsed / isToSet, derived by the domain from the server's `d` and `p`. */
  flags: WithdrawPasswordFlags | null;
  /** What the member was doing when the gate stopped them; it continues once the password is set. */
  pendingAction: WithdrawalAction | null;
  values: Record<WithdrawPasswordField, string>;
  fieldErrors: Partial<Record<WithdrawPasswordField, ValidationCode | typeof PASSWORD_CONFIRMATION_MISMATCH>>;
  /** The server's code when setting the password failed; null for no answer. */
  failureCode: string | null;
};

/**
 * Only presence and the confirmation are checked here. The withdrawal password's format (the server's
 * `WITHDRAW_PASSWORD_FORMAT`: 6 digits) has no domain rule yet, so the server's answer carries it (`failureCode`);
 * the login password rule (`validatePassword`) would wrongly refuse a 6-digit password.
 */
function formErrors(
  values: Record<WithdrawPasswordField, string>,
): WithdrawPasswordGateContext['fieldErrors'] {
  if (values.password === '') {
    return { password: 'PASSWORD_REQUIRED' };
  }
  return values.confirmation === values.password ? {} : { confirmation: PASSWORD_CONFIRMATION_MISMATCH };
}

const emptyForm = {
  values: { password: '', confirmation: '' },
  fieldErrors: {},
  failureCode: null,
} satisfies Partial<WithdrawPasswordGateContext>;

/**
 * The withdraw-password gate. While the feature is on (`d`) and no password is set (`p` false), adding a withdrawal
 * account and withdrawing are blocked with the spec's message and lead to setting one; once it is set, or when the
 * feature is off, every request passes straight through (`proceed`).
 */
export const withdrawPasswordGateMachine = setup({
  types: {
    context: {} as WithdrawPasswordGateContext,
    events: {} as WithdrawPasswordGateEvent,
    tags: {} as WithdrawPasswordGateTag,
  },
  actors: {
    loadWithdrawPasswordConfig: actorNotProvided<WithdrawPasswordConfig, void>('loadWithdrawPasswordConfig'),
    /** Encrypts and submits the new password (the api-client encrypts password-like fields). */
    setWithdrawPassword: actorNotProvided<unknown, { password: string }>('setWithdrawPassword'),
  },
  actions: {
    /** Continue to the add-account page or the withdrawal. */
    proceed: actionNotProvided<{ action: WithdrawalAction }>('proceed'),
    /** The password is set: the app shows the success page (/setting/wsuccess) or toast. */
    announcePasswordSet: actionNotProvided('announcePasswordSet'),
  },
  guards: {
    isToSet: ({ context }) => context.flags?.isToSet === true,
    isFormValid: ({ context }) => Object.keys(formErrors(context.values)).length === 0,
  },
}).createMachine({
  id: 'withdrawPasswordGate',
  context: { flags: null, pendingAction: null, ...emptyForm },
  initial: 'loadingConfig',
  states: {
    loadingConfig: {
      tags: ['busy'],
      invoke: {
        id: 'loadWithdrawPasswordConfig',
        src: 'loadWithdrawPasswordConfig',
        onDone: {
          target: 'evaluating',
          actions: assign({ flags: ({ event }) => deriveWithdrawPasswordState(event.output) }),
        },
        onError: 'configUnavailable',
      },
    },
    // Unknown config blocks nothing yet refuses nothing: the member can only retry.
    configUnavailable: {
      tags: ['failed'],
      on: { RETRY: 'loadingConfig' },
    },
    evaluating: {
      always: [{ guard: 'isToSet', target: 'toSet' }, { target: 'open' }],
    },
    open: {
      on: {
        REQUEST: { actions: { type: 'proceed', params: ({ event }) => ({ action: event.action }) } },
      },
    },
    toSet: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            REQUEST: { target: 'blocked', actions: assign({ pendingAction: ({ event }) => event.action }) },
            // Straight from the settings page (/setting/wpassword), with nothing pending.
            'SETUP.START': 'settingPassword',
          },
        },
        blocked: {
          tags: ['blocked'],
          on: {
            'SETUP.START': 'settingPassword',
            DISMISS: { target: 'idle', actions: assign({ pendingAction: null }) },
          },
        },
        settingPassword: {
          initial: 'editing',
          on: { CANCEL: { target: 'idle', actions: assign({ ...emptyForm, pendingAction: null }) } },
          states: {
            editing: {
              on: {
                'FIELD.CHANGE': { actions: assign(({ context, event }) => changeField(context, event)) },
                SUBMIT: [
                  {
                    guard: 'isFormValid',
                    target: 'submitting',
                    actions: assign({ fieldErrors: {}, failureCode: null }),
                  },
                  { actions: assign({ fieldErrors: ({ context }) => formErrors(context.values) }) },
                ],
              },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'setWithdrawPassword',
                src: 'setWithdrawPassword',
                input: ({ context }) => ({ password: context.values.password }),
                onDone: {
                  target: '#withdrawPasswordGate.open',
                  actions: [
                    enqueueActions(({ context, enqueue }) => {
                      enqueue('announcePasswordSet');
                      if (context.pendingAction !== null) {
                        enqueue({ type: 'proceed', params: { action: context.pendingAction } });
                      }
                    }),
                    // After the effects: actions run in order and would otherwise see the pending request cleared.
                    assign({
                      ...emptyForm,
                      pendingAction: null,
                      flags: deriveWithdrawPasswordState({ d: true, p: true }),
                    }),
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: assign({ failureCode: ({ event }) => errorCodeOf(event.error) }),
                },
              },
            },
          },
        },
      },
    },
  },
});

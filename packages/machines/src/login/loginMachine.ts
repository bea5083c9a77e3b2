import {
  type ValidationCode,
  type ValidationResult,
  validateAccountName,
  validatePassword,
  validateRequired,
} from '@platform/domain';
import { assign, raise, setup } from 'xstate';
import type { SignedInSession } from '../session/sessionMachine.ts';
import { changeField } from '../shared/formFields.ts';
import { actionNotProvided, actorNotProvided } from '../shared/notProvided.ts';
import { classifyLoginFailure, type LoginFailure } from './loginFailure.ts';

export const loginFields = ['accountName', 'password', 'captcha', 'twoStepCode'] as const;
export type LoginField = (typeof loginFields)[number];

/** A freshly loaded captcha image (an object URL or data URL of the `captcha` blob). */
export type CaptchaImage = { imageUrl: string };

export type LoginSubmission = {
  accountName: string;
  encryptedPassword: string;
  captcha: string;
  /** The authenticator's code, once the server asked for one (a new device of a member with two-step on). */
  twoStepCode: string | undefined;
};

export type LoginEvent =
  | { type: 'FIELD.CHANGE'; field: LoginField; value: string }
  /** Leaving a field shows its prompt (spec §5) without waiting for the submit. */
  | { type: 'FIELD.BLUR'; field: LoginField }
  | { type: 'CAPTCHA.REFRESH' }
  | { type: 'SUBMIT' };

export const loginTags = ['busy', 'captchaLoading', 'signedIn'] as const;
export type LoginTag = (typeof loginTags)[number];

export type LoginContext = {
  values: Record<LoginField, string>;
  /** The prompt code per field, rendered with the domain's `validationMessage`. */
  fieldErrors: Partial<Record<LoginField, ValidationCode>>;
  captchaImageUrl: string | null;
  encryptedPassword: string | null;
  failure: LoginFailure | null;
  session: SignedInSession | null;
  /** The server asked for a two-step code: the form shows its field until the sign-in succeeds. */
  twoStepAsked: boolean;
};

const fieldRules: Record<LoginField, (value: string) => ValidationResult> = {
  accountName: validateAccountName,
  password: validatePassword,
  captcha: (value) => validateRequired('captcha', value),
  // Shown only once the server asks for it, and checked there: an empty field is its "enter the code".
  twoStepCode: () => ({ ok: true }),
};

function fieldError(field: LoginField, value: string): ValidationCode | undefined {
  const result = fieldRules[field](value);
  return result.ok ? undefined : result.code;
}

function allFieldErrors(values: Record<LoginField, string>): Partial<Record<LoginField, ValidationCode>> {
  const errors: Partial<Record<LoginField, ValidationCode>> = {};
  for (const field of loginFields) {
    const code = fieldError(field, values[field]);
    if (code !== undefined) {
      errors[field] = code;
    }
  }
  return errors;
}

const emptyValues: Record<LoginField, string> = {
  accountName: '',
  password: '',
  captcha: '',
  twoStepCode: '',
};

/**
 * Sign-in with account name, password and a graphic captcha. Two regions run side by side: the captcha image
 * (load, refresh) and the form (validate, encrypt the password, submit, then load the member). A failed attempt
 * refreshes the captcha, because the server burns a captcha on every attempt.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    tags: {} as LoginTag,
  },
  actors: {
    loadCaptcha: actorNotProvided<CaptchaImage, void>('loadCaptcha'),
    encryptPassword: actorNotProvided<string, { password: string }>('encryptPassword'),
    submitLogin: actorNotProvided<SignedInSession, LoginSubmission>('submitLogin'),
    loadMemberInfo: actorNotProvided<unknown, void>('loadMemberInfo'),
    loadBalance: actorNotProvided<unknown, void>('loadBalance'),
  },
  actions: {
    storeSession: actionNotProvided<SignedInSession>('storeSession'),
    /** Store loaders log failures without showing them (spec §8); the sign-in itself has succeeded. */
    reportLoadFailure: actionNotProvided<{ what: 'memberInfo' | 'balance'; error: unknown }>(
      'reportLoadFailure',
    ),
    navigateAfterSignIn: actionNotProvided('navigateAfterSignIn'),
  },
  guards: {
    allFieldsValid: ({ context }) => Object.keys(allFieldErrors(context.values)).length === 0,
  },
}).createMachine({
  id: 'login',
  type: 'parallel',
  context: {
    values: emptyValues,
    fieldErrors: {},
    captchaImageUrl: null,
    encryptedPassword: null,
    failure: null,
    session: null,
    twoStepAsked: false,
  },
  states: {
    captcha: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['captchaLoading'],
          // A new image makes the typed text meaningless.
          entry: assign({ values: ({ context }) => ({ ...context.values, captcha: '' }) }),
          invoke: {
            id: 'loadCaptcha',
            src: 'loadCaptcha',
            onDone: {
              target: 'ready',
              actions: assign({ captchaImageUrl: ({ event }) => event.output.imageUrl }),
            },
            onError: { target: 'unavailable', actions: assign({ captchaImageUrl: null }) },
          },
        },
        ready: { on: { 'CAPTCHA.REFRESH': 'loading' } },
        unavailable: { on: { 'CAPTCHA.REFRESH': 'loading' } },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FIELD.CHANGE': { actions: assign(({ context, event }) => changeField(context, event)) },
            'FIELD.BLUR': {
              actions: assign({
                fieldErrors: ({ context, event }) => ({
                  ...context.fieldErrors,
                  [event.field]: fieldError(event.field, context.values[event.field]),
                }),
              }),
            },
            SUBMIT: [
              {
                guard: 'allFieldsValid',
                target: 'encrypting',
                actions: assign({ fieldErrors: {}, failure: null }),
              },
              { actions: assign({ fieldErrors: ({ context }) => allFieldErrors(context.values) }) },
            ],
          },
        },
        encrypting: {
          tags: ['busy'],
          invoke: {
            id: 'encryptPassword',
            src: 'encryptPassword',
            input: ({ context }) => ({ password: context.values.password }),
            onDone: {
              target: 'submitting',
              actions: assign({ encryptedPassword: ({ event }) => event.output }),
            },
            // The public key could not be fetched: nothing reached the server, so the captcha is still good.
            onError: {
              target: 'editing',
              actions: assign({ failure: { kind: 'requestFailed', code: null } }),
            },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'submitLogin',
            src: 'submitLogin',
            input: ({ context }) => ({
              accountName: context.values.accountName,
              encryptedPassword: context.encryptedPassword ?? '',
              captcha: context.values.captcha,
              twoStepCode: context.twoStepAsked ? context.values.twoStepCode : undefined,
            }),
            onDone: {
              target: 'loadingMember',
              actions: [
                assign({ session: ({ event }) => event.output, encryptedPassword: null }),
                { type: 'storeSession', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                // The password stays as typed (issue 21 item 6): clearing it left an empty required field that
                // then said "please enter a password" beside "account or password error". One message says what
                // went wrong, and the member corrects the field they choose.
                assign({
                  failure: ({ event }) => classifyLoginFailure(event.error),
                  encryptedPassword: null,
                  fieldErrors: {},
                  twoStepAsked: ({ context, event }) =>
                    context.twoStepAsked || classifyLoginFailure(event.error).kind === 'twoStep',
                }),
                raise({ type: 'CAPTCHA.REFRESH' }),
              ],
            },
          },
        },
        loadingMember: {
          tags: ['busy'],
          type: 'parallel',
          states: {
            memberInfo: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'loadMemberInfo',
                    src: 'loadMemberInfo',
                    onDone: 'loaded',
                    onError: {
                      target: 'loaded',
                      actions: {
                        type: 'reportLoadFailure',
                        params: ({ event }) => ({ what: 'memberInfo' as const, error: event.error }),
                      },
                    },
                  },
                },
                loaded: { type: 'final' },
              },
            },
            balance: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'loadBalance',
                    src: 'loadBalance',
                    onDone: 'loaded',
                    onError: {
                      target: 'loaded',
                      actions: {
                        type: 'reportLoadFailure',
                        params: ({ event }) => ({ what: 'balance' as const, error: event.error }),
                      },
                    },
                  },
                },
                loaded: { type: 'final' },
              },
            },
          },
          onDone: 'signedIn',
        },
        signedIn: {
          tags: ['signedIn'],
          entry: 'navigateAfterSignIn',
        },
      },
    },
  },
});

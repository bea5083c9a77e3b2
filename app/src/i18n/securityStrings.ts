import type { SignInOutcome } from '@platform/contract';

/** The security centre's pages and the sign-in form's two-step field (issue 23). */
export type SecurityStrings = {
  intro: string;
  signInHistory: string;
  devices: string;
  twoStep: string;
  on: string;
  off: string;
  /** A device as a member recognises it: browser and system from its user agent. */
  deviceName: (browser: string | null, operatingSystem: string | null) => string;
  localNetwork: string;
  /** Where an address is when we cannot tell: its masked form. */
  address: (masked: string) => string;
  outcomes: Record<SignInOutcome, string>;
  noSignIns: string;
  thisDevice: string;
  lastActive: (time: string) => string;
  signOutDevice: string;
  signOutOthers: string;
  signedOutOthers: (count: number) => string;
  noOtherDevices: string;
  twoStepIntro: string;
  twoStepWhen: string;
  twoStepWithdrawalAbove: string;
  turnOn: string;
  turnOff: string;
  enrolSteps: string;
  secretKey: string;
  qrCode: string;
  setupLink: string;
  code: string;
  codeHint: string;
  confirm: string;
  recoveryCodesTitle: string;
  recoveryCodesIntro: string;
  recoveryCodesLeft: (count: number) => string;
  done: string;
  turnOffIntro: string;
};

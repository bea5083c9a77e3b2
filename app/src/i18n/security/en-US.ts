import type { SecurityStrings } from '../securityStrings.ts';

export default {
  intro: 'See where your account is signed in, sign out devices you do not recognise, and add a second step',
  signInHistory: 'Sign-in history',
  devices: 'Signed-in devices',
  twoStep: 'Two-step verification',
  on: 'On',
  off: 'Off',
  deviceName: (browser, operatingSystem) =>
    browser && operatingSystem
      ? `${browser} on ${operatingSystem}`
      : (browser ?? operatingSystem ?? 'Unknown device'),
  localNetwork: 'Local network',
  address: (masked) => (masked === '' ? 'Unknown place' : `Address ${masked}`),
  outcomes: {
    succeeded: 'Signed in',
    passwordWrong: 'Wrong password',
    twoStepRequired: 'Code asked',
    twoStepWrong: 'Wrong code',
  },
  noSignIns: 'No sign-ins yet',
  thisDevice: 'This device',
  lastActive: (time) => `Last active ${time}`,
  signOutDevice: 'Sign out this device',
  signOutOthers: 'Sign out all other devices',
  signedOutOthers: (count) =>
    count === 1 ? '1 other device was signed out' : `${count} other devices were signed out`,
  noOtherDevices: 'No other device is signed in',
  twoStepIntro:
    'After your password, enter a 6-digit code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…)',
  twoStepWhen: 'The code is asked when you sign in on a new device',
  twoStepWithdrawalAbove: 'It is also asked for withdrawals above',
  turnOn: 'Turn on two-step verification',
  turnOff: 'Turn off two-step verification',
  enrolSteps:
    'Scan the QR code with your authenticator app (or use the setup link or the key), then enter the code it shows',
  secretKey: 'Setup key',
  qrCode: 'QR code to scan with your authenticator app',
  setupLink: 'Setup link',
  code: 'Authenticator code',
  codeHint: '6 digits from your app, or a recovery code',
  confirm: 'Confirm',
  recoveryCodesTitle: 'Recovery codes',
  recoveryCodesIntro:
    'Keep these codes somewhere safe. Each signs you in once if you lose your phone; they are shown only now',
  recoveryCodesLeft: (count) => `${count} recovery codes left`,
  done: 'Done',
  turnOffIntro: 'Enter a code from your app or a recovery code to turn two-step verification off',
} satisfies SecurityStrings;

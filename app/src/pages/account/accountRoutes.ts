import { routePaths } from '@platform/domain';
import type { AppRoute } from '../../boot/appRoute.ts';
import { lazyPage } from '../../boot/lazyPage.tsx';
import { handle } from '../../layout/routeEntries.ts';

/** Account and settings: personal info and its bindings, security settings (issue 11). Spread into the route table by routes.tsx. */
export const accountRoutes: AppRoute[] = [
  {
    path: routePaths.personalInfo,
    page: lazyPage(() => import('./PersonalInfoPage.tsx')),
    handle: handle({ title: 'personalInfo', back: true, parent: routePaths.userCentre }),
  },
  {
    path: routePaths.personalInfoName,
    page: lazyPage(() => import('./RealNamePage.tsx')),
    handle: handle({ title: 'personalInfoName', back: true, parent: routePaths.personalInfo }),
  },
  {
    path: routePaths.personalInfoMail,
    page: lazyPage(() => import('./EmailBindingPage.tsx')),
    handle: handle({ title: 'personalInfoMail', back: true, parent: routePaths.personalInfo }),
  },
  {
    path: routePaths.personalInfoPhone,
    page: lazyPage(() => import('./PhoneBindingPage.tsx')),
    handle: handle({ title: 'personalInfoPhone', back: true, parent: routePaths.personalInfo }),
  },
  {
    path: routePaths.setting,
    page: lazyPage(() => import('./SettingPage.tsx')),
    handle: handle({ title: 'setting', back: true, parent: routePaths.userCentre }),
  },
  {
    path: routePaths.settingPassword,
    page: lazyPage(() => import('./LoginPasswordPage.tsx')),
    handle: handle({ title: 'settingPassword', back: true, parent: routePaths.setting }),
  },
  {
    path: routePaths.settingSuccess,
    page: lazyPage(() => import('./PasswordChangedPage.tsx')),
    handle: handle({ title: 'settingSuccess', back: true, parent: routePaths.setting }),
  },
  {
    path: routePaths.settingVerification,
    page: lazyPage(() => import('./SecurityCheckPage.tsx')),
    handle: handle({ title: 'settingVerification', back: true, parent: routePaths.setting }),
  },
  {
    path: routePaths.settingWithdrawPassword,
    page: lazyPage(() => import('./WithdrawPasswordPage.tsx')),
    handle: handle({ title: 'settingWithdrawPassword', back: true, parent: routePaths.setting }),
  },
  {
    path: routePaths.settingWithdrawPasswordSuccess,
    page: lazyPage(() => import('./WithdrawPasswordDonePage.tsx')),
    handle: handle({ title: 'settingWithdrawPasswordSuccess', back: true, parent: routePaths.setting }),
  },
];

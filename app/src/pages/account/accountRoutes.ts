import { routePaths } from '@platform/domain';
import type { RouteObject } from 'react-router-dom';
import { handle, lazyPage } from '../../layout/routeEntries.ts';

/** Account and settings: personal info and its bindings, security settings (issue 11). Spread into the route table by routes.tsx. */
export const accountRoutes: RouteObject[] = [
  {
    path: routePaths.personalInfo,
    lazy: lazyPage(() => import('./PersonalInfoPage.tsx')),
    handle: handle({ title: 'personalInfo', back: true, parent: routePaths.userCentre }),
  },
  {
    path: routePaths.personalInfoName,
    lazy: lazyPage(() => import('./RealNamePage.tsx')),
    handle: handle({ title: 'personalInfoName', back: true, parent: routePaths.personalInfo }),
  },
  {
    path: routePaths.personalInfoMail,
    lazy: lazyPage(() => import('./EmailBindingPage.tsx')),
    handle: handle({ title: 'personalInfoMail', back: true, parent: routePaths.personalInfo }),
  },
  {
    path: routePaths.personalInfoPhone,
    lazy: lazyPage(() => import('./PhoneBindingPage.tsx')),
    handle: handle({ title: 'personalInfoPhone', back: true, parent: routePaths.personalInfo }),
  },
  {
    path: routePaths.setting,
    lazy: lazyPage(() => import('./SettingPage.tsx')),
    handle: handle({ title: 'setting', back: true, parent: routePaths.userCentre }),
  },
  {
    path: routePaths.settingPassword,
    lazy: lazyPage(() => import('./LoginPasswordPage.tsx')),
    handle: handle({ title: 'settingPassword', back: true, parent: routePaths.setting }),
  },
  {
    path: routePaths.settingSuccess,
    lazy: lazyPage(() => import('./PasswordChangedPage.tsx')),
    handle: handle({ title: 'settingSuccess', back: true, parent: routePaths.setting }),
  },
  {
    path: routePaths.settingVerification,
    lazy: lazyPage(() => import('./SecurityCheckPage.tsx')),
    handle: handle({ title: 'settingVerification', back: true, parent: routePaths.setting }),
  },
  {
    path: routePaths.settingWithdrawPassword,
    lazy: lazyPage(() => import('./WithdrawPasswordPage.tsx')),
    handle: handle({ title: 'settingWithdrawPassword', back: true, parent: routePaths.setting }),
  },
  {
    path: routePaths.settingWithdrawPasswordSuccess,
    lazy: lazyPage(() => import('./WithdrawPasswordDonePage.tsx')),
    handle: handle({ title: 'settingWithdrawPasswordSuccess', back: true, parent: routePaths.setting }),
  },
];

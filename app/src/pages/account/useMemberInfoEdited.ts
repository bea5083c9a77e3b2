import { notices } from '@platform/contract';
import { routePaths } from '@platform/domain';
import { useLocale, useToast } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { type MemberInfo, rememberEditedMemberInfo } from '../../data/account.ts';

/**
 * What a personal-info edit does once the server accepted it: the member info it answered with is cached (so
 * /personalInfo shows it at once), the server's notice is shown in the member's language, and the member is back
 * on /personalInfo.
 */
export function useMemberInfoEdited(notice: keyof typeof notices): (info: MemberInfo) => void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  return (info) => {
    rememberEditedMemberInfo(client, queryClient, info);
    toast.show(notices[notice][locale], { tone: 'positive' });
    navigate(routePaths.personalInfo, { replace: true });
  };
}

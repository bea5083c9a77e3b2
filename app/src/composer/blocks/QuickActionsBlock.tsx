import type { QuickActionsProps } from '@platform/site-config';
import { QuickActions } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { quickActionRoutes } from '../quickActionRoutes.ts';

export function QuickActionsBlock({ props }: { props: QuickActionsProps }) {
  const navigate = useNavigate();
  return <QuickActions actions={props.actions} onAction={(action) => navigate(quickActionRoutes[action])} />;
}

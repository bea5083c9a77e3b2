import type { QuickActionsBlockProps } from '@platform/site-config';
import { QuickActions } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { quickActionRoutes } from '../quickActionRoutes.ts';

export function QuickActionsBlock({ props }: { props: QuickActionsBlockProps }) {
  const navigate = useNavigate();
  return <QuickActions actions={props.actions} onAction={(action) => navigate(quickActionRoutes[action])} />;
}

import { ListCell } from '@platform/ui';
import { useNavigate } from 'react-router-dom';

/** A list cell that opens another page of the app in place (a real link for a new tab, the router for a tap). */
export function RouteCell({ title, to }: { title: string; to: string }) {
  const navigate = useNavigate();
  return (
    <ListCell
      title={title}
      href={to}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

import { ListCell, type ListCellProps } from '@platform/ui';
import { useNavigate } from 'react-router-dom';

/**
 * A list row that opens an app route: a real link (long-press, open in a new tab, the address on hover) that the
 * router follows without reloading the page.
 */
export function RouteListCell({ to, ...cell }: Omit<ListCellProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  return (
    <ListCell
      {...cell}
      href={to}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

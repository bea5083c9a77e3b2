export { ListCell, type ListCellProps } from './ListCell.tsx';
export { ListGroup, type ListGroupProps } from './ListGroup.tsx';

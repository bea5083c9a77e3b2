export { TaskCard, type TaskCardProps, type TaskState, taskStates } from './TaskCard.tsx';

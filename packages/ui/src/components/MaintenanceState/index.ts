export {
  type MaintenanceScope,
  MaintenanceState,
  type MaintenanceStateProps,
  maintenanceScopes,
} from './MaintenanceState.tsx';

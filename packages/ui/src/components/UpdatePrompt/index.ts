export {
  UpdatePrompt,
  type UpdatePromptProps,
  type UpdatePromptState,
  updatePromptStates,
} from './UpdatePrompt.tsx';

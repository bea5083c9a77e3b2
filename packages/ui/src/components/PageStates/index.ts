export {
  MemberOnly,
  type MemberOnlyProps,
  PageEmpty,
  PageError,
  PageLoading,
  SignInPrompt,
  type SignInPromptProps,
} from './PageStates.tsx';
export { type LoadingQuery, QueryContent, type QueryContentProps } from './QueryContent.tsx';

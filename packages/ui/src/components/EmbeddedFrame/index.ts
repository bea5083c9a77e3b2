export { EmbeddedFrame, type EmbeddedFrameContent, type EmbeddedFrameProps } from './EmbeddedFrame.tsx';
export type { FrameOrigin, FrameSandbox, FrameSandboxToken } from './frameSandbox.ts';

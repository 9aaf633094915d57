export {
  ExternalFrame,
  EXTERNAL_FRAME_SANDBOX,
  EXTERNAL_FRAME_TIMEOUT_MS,
  externalFrameClass,
  frameNoticeVariants,
  type ExternalFrameProps,
  type ExternalFrameState,
} from './ExternalFrame';
